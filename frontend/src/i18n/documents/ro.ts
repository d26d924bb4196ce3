export default {
  app: {
    documents: {
      download: { cv: 'Descarcă CV-ul', team: 'Descarcă dosarul echipei', project: 'Descarcă prezentarea proiectului' },
      download_pdf: 'Descarcă în PDF',
      cv_of: 'Descarcă CV-ul lui %{name}',
      dialog_title: {
        cv: 'Descarcă CV-ul',
        team: 'Descarcă dosarul echipei',
        project: 'Descarcă prezentarea proiectului',
      },
      dialog_intro: {
        cv: 'Profilul în PDF: fără e-mail, telefon, adresă sau date de facturare.',
        team: 'O copertă cu echipa și membrii ei, apoi CV-ul fiecărui membru.',
        project: 'Proiectul, etapele și echipa lui, apoi CV-ul fiecărui membru.',
      },
      as_of: 'Așa cum era la %{moment}',
      paper: 'Format hârtie',
      paper_a4: 'A4',
      paper_letter: 'US Letter',
      language: 'Limba documentului',
      download_button: 'Descarcă',
      cancel: 'Anulează',
      making: 'Se creează PDF-ul…',
      progress: '%{parts} din %{total} părți gata',
      saved: 'PDF-ul tău se descarcă',
      too_slow: 'PDF-ul durează mai mult decât de obicei. Încearcă din nou peste un minut.',
      messages: {
        badPaper: 'Alege formatul A4 sau US Letter',
        badLocale: 'Alege una dintre cele patru limbi',
        badKind: 'Acest document nu există',
        notShared: 'Acest link nu partajează acel document',
        profileRequired: 'Alege al cui CV îl vrei',
        asOfAdminOnly: 'Doar administratorii pot descărca un CV așa cum era la un moment anterior',
        renderFailed: 'PDF-ul nu a putut fi creat. Încearcă din nou.',
      },
    },
  },
};
