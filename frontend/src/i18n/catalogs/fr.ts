/** The seeded reference lists by id, in French (English: ./en.ts). */
export default {
  app: {
    catalogs: {
      industries: {
        '1': 'Agriculture', '2': 'Automobile', '3': 'Aviation et aérospatiale', '4': 'Banque', '5': 'Biotechnologies', '6': 'Construction', '7': 'Conseil',
        '8': 'Biens de consommation', '9': 'Cybersécurité', '10': 'Défense', '11': 'Commerce en ligne', '12': 'Éducation', '13': 'Énergie et services publics',
        '14': 'Services d’ingénierie', '15': 'Divertissement et médias', '16': 'Services environnementaux', '17': 'Mode et habillement', '18': 'Services financiers',
        '19': 'Technologies financières', '20': 'Alimentation et boissons', '21': 'Jeu vidéo', '22': 'Administration et secteur public', '23': 'Santé', '24': 'Hôtellerie',
        '25': 'Ressources humaines', '26': 'Assurance', '27': 'Services juridiques', '28': 'Logistique et chaîne d’approvisionnement', '29': 'Industrie manufacturière',
        '30': 'Marketing et publicité', '31': 'Mines et ressources', '32': 'Associatif', '33': 'Industrie pharmaceutique', '34': 'Services professionnels',
        '35': 'Immobilier', '36': 'Édition', '37': 'Commerce de détail', '38': 'Logiciel en tant que service (SaaS)', '39': 'Sport et fitness', '40': 'Télécommunications',
        '41': 'Transports', '42': 'Voyages et tourisme',
      },
      project_types: {
        '1': 'Conception et réalisation de site web', '2': 'Développement d’application web', '3': 'Développement d’application mobile', '4': 'Boutique en ligne',
        '5': 'Identité et stratégie de marque', '6': 'Recherche et tests UX', '7': 'Conception produit (UI/UX)', '8': 'Système de design', '9': 'MVP / prototype',
        '10': 'Stratégie produit et exploration', '11': 'Plateforme et pipelines de données', '12': 'Analytique et tableaux de bord', '13': 'IA et apprentissage automatique',
        '14': 'Migration vers le cloud', '15': 'DevOps et ingénierie de plateforme', '16': 'Audit et renforcement de la sécurité', '17': 'Intégration de systèmes et API',
        '18': 'Mise en place d’un CRM', '19': 'Campagne de marketing digital', '20': 'SEO et contenus', '21': 'Croissance et optimisation de la conversion',
        '22': 'Production de contenus et de vidéos', '23': 'Programme de transformation numérique', '24': 'Renfort d’équipe',
      },
    },
  },
};
