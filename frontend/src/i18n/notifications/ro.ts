/** Notificările (română): vezi ./en.ts. */
const notificationsRo = {
  app: {
    notifications: {
      title: 'Notificări',
      open: 'Notificări',
      open_unread:
        'Notificări, %{shown} necitită |||| Notificări, %{shown} necitite |||| Notificări, %{shown} de necitite',
      unread_count: '%{smart_count} necitită |||| %{smart_count} necitite |||| %{smart_count} de necitite',
      times: 'o dată |||| de %{smart_count} ori |||| de %{smart_count} de ori',
      mark_all: 'Marchează toate ca citite',
      empty:
        'Nimic nou. Invitațiile, schimbările din echipele tale și primele deschideri ale linkurilor tale apar aici.',
      load_failed: 'Notificările nu au putut fi încărcate',
      unread: 'Necitită',
      someone: 'Cineva',
      kinds: {
        network_invitation: '%{person} te-a invitat în rețeaua %{record}',
        team_added: '%{person} te-a adăugat în echipa %{record}',
        team_removed: '%{person} te-a scos din echipa %{record}',
        project_status: '%{person} a trecut proiectul %{record} la „%{status}”',
        offer_received: '%{person} ți-a oferit un loc în echipa %{record}',
        invitation_accepted: '%{person} s-a alăturat rețelei tale %{record}',
        invitation_declined: '%{person} a refuzat invitația ta în %{record}',
        offer_accepted: '%{person} a acceptat oferta ta pentru echipa %{record}',
        offer_declined: '%{person} a refuzat oferta ta pentru echipa %{record}',
        member_changed: '%{person} și-a schimbat %{field}',
        share_link_opened: 'Linkul tău către %{record} a fost deschis pentru prima dată',
        share_link_request: 'Un client a răspuns la linkul tău către %{record}',
        saved_search_match: '%{person} corespunde acum căutării tale salvate %{record}',
        erasure_requested: '%{person} a cerut ștergerea contului',
        erasure_cancelled: '%{person} a anulat ștergerea contului',
        data_export_requested: '%{person} a cerut o copie a datelor sale',
      },
      fields: { skills: 'competențele', level: 'nivelul de experiență', industry_title: 'titlul profesional' },
      statuses: {
        draft: 'Ciornă',
        posted: 'Publicat',
        in_progress: 'În desfășurare',
        completed: 'Finalizat',
        cancelled: 'Anulat',
      },
    },
  },
};
export default notificationsRo;
