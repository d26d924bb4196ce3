/** „De la ultima vizită” (română): vezi ./en.ts. */
const changesRo = {
  app: {
    changes: {
      since_last_visit:
        '%{smart_count} modificare de la ultima vizită, din %{date} |||| %{smart_count} modificări de la ultima vizită, din %{date} |||| %{smart_count} de modificări de la ultima vizită, din %{date}',
      show: 'Vezi modificările',
      mark_seen: 'Marchează ca văzut',
      marked: 'Marcat ca văzut',
      title: 'Modificări de la ultima vizită',
      since: 'Din %{date}',
      close: 'Închide',
      by: '%{name} · %{when}',
      system: 'Platforma',
      of_member: 'Profilul lui %{name}',
      newest_only: 'Cele mai noi %{shown} din %{count} modificări',
      changed_dot: 'Modificat de când v-ați uitat ultima dată',
    },
  },
};
export default changesRo;
