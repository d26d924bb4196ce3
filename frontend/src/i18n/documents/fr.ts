export default {
  app: {
    documents: {
      download: {
        cv: 'Télécharger le CV',
        team: 'Télécharger le dossier d’équipe',
        project: 'Télécharger la présentation du projet',
      },
      download_pdf: 'Télécharger en PDF',
      cv_of: 'Télécharger le CV de %{name}',
      dialog_title: {
        cv: 'Télécharger le CV',
        team: 'Télécharger le dossier d’équipe',
        project: 'Télécharger la présentation du projet',
      },
      dialog_intro: {
        cv: 'Le profil en PDF : ni e-mail, ni téléphone, ni adresse, ni coordonnées de facturation.',
        team: 'Une page de garde avec l’équipe et ses membres, puis le CV de chaque membre.',
        project: 'Le projet, ses jalons et son équipe, puis le CV de chaque membre.',
      },
      as_of: 'Tel qu’au %{moment}',
      paper: 'Format du papier',
      paper_a4: 'A4',
      paper_letter: 'US Letter',
      language: 'Langue du document',
      download_button: 'Télécharger',
      cancel: 'Annuler',
      making: 'Création du PDF…',
      progress: '%{parts} parties prêtes sur %{total}',
      saved: 'Votre PDF est en cours de téléchargement',
      too_slow: 'Le PDF prend plus de temps que d’habitude. Réessayez dans une minute.',
      messages: {
        badPaper: 'Choisissez le format A4 ou US Letter',
        badLocale: 'Choisissez l’une des quatre langues',
        badKind: 'Ce document n’existe pas',
        notShared: 'Ce lien ne partage pas ce document',
        profileRequired: 'Choisissez de qui vous voulez le CV',
        asOfAdminOnly: 'Seuls les admins peuvent télécharger un CV tel qu’il était à un moment antérieur',
        renderFailed: 'Le PDF n’a pas pu être créé. Réessayez.',
      },
    },
  },
};
