/**
 * The Account page's wording: it loads with that page (providers/i18nProvider.ts, feature
 * messages), so the sign-in route carries none of it.
 */
const accountRo = {
  app: {
    account: {
      erasure: {
        title: 'Șterge-mi contul',
        hint: 'Profilul, numele, e-mailul și telefonul tău, fișierele tale media: șterse definitiv. Echipele și proiectele păstrează un loc marcat „Utilizator șters”.',
        start: 'Șterge-mi contul',
        dialog_title: 'Ștergi contul?',
        dialog_text:
          'După %{grace}, tot ce îți aparține este șters și nu mai poate fi recuperat. Până atunci poți anula aici. Scrie adresa ta de e-mail, %{email}, pentru a confirma.',
        confirmation: 'Adresa ta de e-mail',
        password: 'Parola ta',
        google: 'Confirmă cu Google',
        google_done: 'Confirmat cu Google',
        submit: 'Șterge-mi contul',
        back: 'Păstrează contul',
        scheduled: 'Contul tău va fi șters pe %{date}.',
        pending: 'Contul tău va fi șters pe %{date}. Până atunci poți anula.',
        pending_admin: 'Un administrator șterge acest cont pe %{date}.',
        cancel: 'Anulează ștergerea',
        cancelled: 'Ștergerea a fost anulată: contul tău rămâne.',
      },
      sign_in_methods: {
        title: 'Moduri de conectare',
        hint: 'Fiecare te conectează la acest cont. Elimină Google ca să te conectezi doar cu parola.',
        only_one:
          'Google este singurul mod de a te conecta la acest cont. Ca să-l elimini, alege mai întâi o parolă: „Trimite-mi un link pe e-mail” de mai jos îți trimite unul.',
        unlink: 'Elimină',
        password: 'Parolă',
      },
      notifications: {
        title: 'Notificări prin e-mail',
        hint: 'Totul apare la clopoțel. Bifează ce vrei să primești și într-un e-mail zilnic (la 07:00 UTC, cele necitite din ultima zi).',
        kinds: {
          network_invitation: 'Invitații într-o rețea',
          team_added: 'Adăugarea într-o echipă',
          team_removed: 'Scoaterea dintr-o echipă',
          project_status: 'Schimbări de stare ale proiectelor la care colaborezi',
          invitation_accepted: 'Invitații acceptate',
          invitation_declined: 'Invitații refuzate',
          member_changed: 'Membri ai echipelor care își schimbă competențele, nivelul sau titlul',
          share_link_opened: 'Un link de partajare deschis pentru prima dată',
          share_link_request: 'Un client care răspunde la un link de partajare',
          saved_search_match: 'Un specialist care corespunde nou unei căutări salvate cu alertă',
          erasure_requested: 'Ștergeri de cont cerute (administratori)',
          erasure_cancelled: 'Ștergeri de cont anulate (administratori)',
          data_export_requested: 'Copii ale datelor cerute (administratori)',
        },
      },
      data: {
        title: 'Datele tale',
        hint: 'O copie a tot ce păstrăm despre tine, într-un singur fișier ZIP: contul, profilul, apartenențele, echipele, proiectele, linkurile de partajare și fiecare modificare înregistrată despre tine.',
        start: 'Descarcă datele mele',
        waiting: 'Cerem datele tale…',
        preparing: 'Pregătim arhiva… %{percent}%',
        ready: 'Arhiva ta este gata. Ți-am trimis și un e-mail.',
        until: 'Disponibilă până la %{date}',
        download: 'Descarcă ZIP',
        failed: 'Arhiva nu a putut fi pregătită. Încearcă din nou.',
        expired: 'Ultima ta arhivă a expirat. Cere una nouă.',
      },
      details: 'Detaliile contului',
      details_hint: 'Cum este înregistrat contul dumneavoastră.',
      edit_title: 'Datele dumneavoastră',
      edit_hint: 'Numele, telefonul și locul în care vă aflați.',
      user_type: 'Tipul contului',
      status: 'Stare',
      statuses: { active: 'Activ', awaiting_password: 'Așteaptă parola' },
      member_since: 'Membru din',
      load_failed: 'Nu am putut încărca acum contul; îți arătăm ce știm.',
      security: 'Parolă',
      password_hint: 'Îți trimitem pe e-mail un link securizat pentru a alege o parolă nouă.',
      change_password: 'Trimite-mi un link pe e-mail',
      password_link_sent: 'Am trimis un link la %{email}.',
    },
  },
};

export default accountRo;
