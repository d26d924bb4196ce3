/** The PDF downloads' wording (CVs, team packs, project briefs); loads with the download button. */
export default {
  app: {
    documents: {
      download: { cv: 'Download CV', team: 'Download team pack', project: 'Download project brief' },
      download_pdf: 'Download as PDF',
      cv_of: 'Download the CV of %{name}',
      dialog_title: { cv: 'Download the CV', team: 'Download the team pack', project: 'Download the project brief' },
      dialog_intro: {
        cv: 'The profile as a PDF: no email, phone, address or billing details.',
        team: 'A cover with the team and its members, then each member’s CV.',
        project: 'The project, its milestones and its team, then each member’s CV.',
      },
      as_of: 'As it was at %{moment}',
      paper: 'Paper size',
      paper_a4: 'A4',
      paper_letter: 'US Letter',
      language: 'Language of the document',
      download_button: 'Download',
      cancel: 'Cancel',
      making: 'Making the PDF…',
      progress: '%{parts} of %{total} parts ready',
      saved: 'Your PDF is downloading',
      too_slow: 'The PDF is taking longer than usual. Try again in a minute.',
      messages: {
        badPaper: 'Choose the paper as A4 or US Letter',
        badLocale: 'Choose one of the four languages',
        badKind: 'This document does not exist',
        notShared: 'This link does not share that document',
        profileRequired: 'Choose whose CV you want',
        asOfAdminOnly: 'Only admins can download a CV as it was at an earlier moment',
        renderFailed: 'The PDF could not be made. Try again.',
        tooManyForPerson: 'Two of your documents are being made already; try again when they are ready',
        tooManyForLink: 'Two documents of this link are being made already; try again in a moment',
        busy: 'Many documents are being made right now; try again in a moment',
      },
    },
  },
};
