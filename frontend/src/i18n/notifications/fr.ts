/** Les notifications (français) : voir ./en.ts. */
const notificationsFr = {
  app: {
    notifications: {
      title: 'Notifications',
      open: 'Notifications',
      open_unread: 'Notifications, %{shown} non lue |||| Notifications, %{shown} non lues',
      unread_count: '%{smart_count} non lue |||| %{smart_count} non lues',
      times: 'une fois |||| %{smart_count} fois',
      mark_all: 'Tout marquer comme lu',
      empty:
        'Rien de nouveau. Les invitations, les changements dans vos équipes et les premières ouvertures de vos liens apparaissent ici.',
      load_failed: 'Les notifications n’ont pas pu être chargées',
      unread: 'Non lue',
      someone: 'Quelqu’un',
      kinds: {
        network_invitation: '%{person} vous a invité dans le réseau %{record}',
        team_added: '%{person} vous a ajouté à l’équipe %{record}',
        team_removed: '%{person} vous a retiré de l’équipe %{record}',
        project_status: '%{person} a passé le projet %{record} à « %{status} »',
        offer_received: '%{person} vous propose une place dans l’équipe %{record}',
        invitation_accepted: '%{person} a rejoint votre réseau %{record}',
        invitation_declined: '%{person} a décliné votre invitation à %{record}',
        offer_accepted: '%{person} a accepté votre offre pour l’équipe %{record}',
        offer_declined: '%{person} a décliné votre offre pour l’équipe %{record}',
        member_changed: '%{person} a modifié son %{field}',
        share_link_opened: 'Votre lien vers %{record} a été ouvert pour la première fois',
        share_link_request: 'Un client a répondu à votre lien vers %{record}',
        saved_search_match: '%{person} correspond désormais à votre recherche enregistrée %{record}',
        erasure_requested: '%{person} a demandé l’effacement de son compte',
        erasure_cancelled: '%{person} a annulé l’effacement de son compte',
        data_export_requested: '%{person} a demandé une copie de ses données',
      },
      fields: { skills: 'compétences', level: 'niveau d’expérience', industry_title: 'intitulé de poste' },
      statuses: {
        draft: 'Brouillon',
        posted: 'Publié',
        in_progress: 'En cours',
        completed: 'Terminé',
        cancelled: 'Annulé',
      },
    },
  },
};
export default notificationsFr;
