/** « Depuis votre dernière visite » (français) : voir ./en.ts. */
const changesFr = {
  app: {
    changes: {
      since_last_visit:
        '%{smart_count} modification depuis votre dernière visite le %{date} |||| %{smart_count} modifications depuis votre dernière visite le %{date}',
      show: 'Voir les modifications',
      mark_seen: 'Marquer comme vu',
      marked: 'Marqué comme vu',
      title: 'Modifications depuis votre dernière visite',
      since: 'Depuis le %{date}',
      close: 'Fermer',
      by: '%{name} · %{when}',
      system: 'La plateforme',
      of_member: 'Profil de %{name}',
      newest_only: 'Les %{shown} modifications les plus récentes sur %{count}',
      changed_dot: 'Modifié depuis votre dernière consultation',
    },
  },
};
export default changesFr;
