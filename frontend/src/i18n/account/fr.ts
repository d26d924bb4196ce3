/**
 * The Account page's wording: it loads with that page (providers/i18nProvider.ts, feature
 * messages), so the sign-in route carries none of it.
 */
const accountFr = {
  app: {
    account: {
      erasure: {
        title: 'Supprimer mon compte',
        hint: 'Votre profil, votre nom, votre e-mail et votre téléphone, vos médias : effacés définitivement. Les équipes et projets gardent une place marquée « Utilisateur effacé ».',
        start: 'Supprimer mon compte',
        dialog_title: 'Supprimer votre compte ?',
        dialog_text:
          'Dans %{grace}, tout ce qui est à vous sera effacé sans retour possible. D’ici là, vous pouvez annuler ici. Saisissez votre adresse e-mail, %{email}, pour confirmer.',
        confirmation: 'Votre adresse e-mail',
        password: 'Votre mot de passe',
        google: 'Confirmer plutôt avec Google',
        google_done: 'Confirmé avec Google',
        submit: 'Supprimer mon compte',
        back: 'Garder mon compte',
        scheduled: 'Votre compte sera supprimé le %{date}.',
        pending: 'Votre compte sera supprimé le %{date}. D’ici là, vous pouvez annuler.',
        pending_admin: 'Un administrateur efface ce compte le %{date}.',
        cancel: 'Annuler la suppression',
        cancelled: 'La suppression est annulée : votre compte est conservé.',
      },
      sign_in_methods: {
        title: 'Moyens de connexion',
        hint: "Chacun d'eux vous connecte à ce compte. Retirez Google pour ne vous connecter qu'avec votre mot de passe.",
        only_one:
          "Google est le seul moyen de vous connecter à ce compte. Pour le retirer, choisissez d'abord un mot de passe : « M'envoyer un lien par e-mail » ci-dessous vous en envoie un.",
        unlink: 'Retirer',
        password: 'Mot de passe',
      },
      notifications: {
        title: 'Notifications par courriel',
        hint: 'Tout apparaît dans la cloche. Cochez ce qui doit aussi arriver dans un courriel quotidien (à 07:00 UTC, les non lues de la veille).',
        kinds: {
          network_invitation: 'Invitations dans un réseau',
          team_added: 'Ajout à une équipe',
          team_removed: 'Retrait d’une équipe',
          project_status: 'Changements de statut des projets auxquels vous collaborez',
          invitation_accepted: 'Invitations acceptées',
          invitation_declined: 'Invitations déclinées',
          member_changed: 'Membres d’équipe modifiant leurs compétences, niveau ou intitulé',
          share_link_opened: 'Un lien de partage ouvert pour la première fois',
          share_link_request: 'Un client qui répond à un lien de partage',
          saved_search_match: 'Un spécialiste qui correspond nouvellement à une recherche enregistrée avec alerte',
          erasure_requested: 'Suppressions de compte demandées (administrateurs)',
          erasure_cancelled: 'Suppressions de compte annulées (administrateurs)',
          data_export_requested: 'Copies de données demandées (administrateurs)',
        },
      },
      data: {
        title: 'Vos données',
        hint: 'Une copie de tout ce que nous conservons sur vous, dans un seul fichier ZIP : votre compte, votre profil, vos adhésions, équipes, projets, liens de partage et chaque modification enregistrée vous concernant.',
        start: 'Télécharger mes données',
        waiting: 'Demande de vos données…',
        preparing: 'Préparation de votre archive… %{percent} %',
        ready: 'Votre archive est prête. Nous vous avons aussi envoyé un e-mail.',
        until: "Disponible jusqu'au %{date}",
        download: 'Télécharger le ZIP',
        failed: "Votre archive n'a pas pu être préparée. Veuillez réessayer.",
        expired: 'Votre dernière archive a expiré. Demandez-en une nouvelle.',
      },
      details: 'Informations du compte',
      details_hint: 'Comment votre compte est enregistré chez nous.',
      edit_title: 'Vos informations',
      edit_hint: 'Votre nom, votre téléphone et votre lieu de résidence.',
      user_type: 'Type de compte',
      status: 'Statut',
      statuses: { active: 'Actif', awaiting_password: 'En attente du mot de passe' },
      member_since: 'Membre depuis',
      load_failed: "Nous n'avons pas pu charger votre compte ; voici ce que nous savons.",
      security: 'Mot de passe',
      password_hint: 'Nous vous enverrons par e-mail un lien sécurisé pour choisir un nouveau mot de passe.',
      change_password: "M'envoyer un lien par e-mail",
      password_link_sent: 'Nous avons envoyé un lien à %{email}.',
    },
  },
};

export default accountFr;
