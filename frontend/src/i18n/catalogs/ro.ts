/** The seeded reference lists by id, in Romanian (English: ./en.ts). */
export default {
  app: {
    catalogs: {
      industries: {
        '1': 'Agricultură', '2': 'Industria auto', '3': 'Aviație și industrie aerospațială', '4': 'Bănci', '5': 'Biotehnologie', '6': 'Construcții', '7': 'Consultanță',
        '8': 'Bunuri de consum', '9': 'Securitate cibernetică', '10': 'Apărare', '11': 'Comerț electronic', '12': 'Educație', '13': 'Energie și utilități',
        '14': 'Servicii de inginerie', '15': 'Divertisment și media', '16': 'Servicii de mediu', '17': 'Modă și îmbrăcăminte', '18': 'Servicii financiare',
        '19': 'Tehnologie financiară', '20': 'Alimente și băuturi', '21': 'Jocuri video', '22': 'Administrație și sector public', '23': 'Sănătate', '24': 'Ospitalitate',
        '25': 'Resurse umane', '26': 'Asigurări', '27': 'Servicii juridice', '28': 'Logistică și lanț de aprovizionare', '29': 'Producție industrială',
        '30': 'Marketing și publicitate', '31': 'Minerit și resurse', '32': 'Organizații nonprofit', '33': 'Industria farmaceutică', '34': 'Servicii profesionale',
        '35': 'Imobiliare', '36': 'Edituri', '37': 'Comerț cu amănuntul', '38': 'Software ca serviciu (SaaS)', '39': 'Sport și fitness', '40': 'Telecomunicații',
        '41': 'Transporturi', '42': 'Călătorii și turism',
      },
      project_types: {
        '1': 'Proiectarea și realizarea unui site web', '2': 'Dezvoltarea unei aplicații web', '3': 'Dezvoltarea unei aplicații mobile', '4': 'Magazin online',
        '5': 'Identitate și strategie de brand', '6': 'Cercetare și testare UX', '7': 'Design de produs (UI/UX)', '8': 'Sistem de design', '9': 'MVP / prototip',
        '10': 'Strategie de produs și explorare', '11': 'Platformă și fluxuri de date', '12': 'Analiză și tablouri de bord', '13': 'Inteligență artificială și învățare automată',
        '14': 'Migrare în cloud', '15': 'DevOps și ingineria platformei', '16': 'Evaluare și consolidare a securității', '17': 'Integrare de sisteme și API-uri',
        '18': 'Implementare CRM', '19': 'Campanie de marketing digital', '20': 'SEO și conținut', '21': 'Creștere și optimizarea conversiilor',
        '22': 'Producție de conținut și video', '23': 'Program de transformare digitală', '24': 'Suplimentarea echipei',
      },
    },
  },
};
