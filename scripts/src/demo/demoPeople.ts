/**
 * The demo network's specialists: hand-written, so a newcomer browsing owner@example.com's
 * network meets believable people. Skills, industries and project types are catalog titles
 * (domain/src/catalogs/data), languages ISO 639-1 codes; years are counted back from this year,
 * so certificates and projects stay within the 30 year options whatever year the seed runs in.
 */
export interface DemoCertificate {
  degree: string;
  name: string;
  institution: string;
  /** Years before the current one. */
  from: number;
  to: number;
}

export interface DemoProject {
  position: string;
  company: string;
  city: string;
  country: string;
  from: number;
  to: number;
  description: string;
}

export interface DemoPerson {
  firstName: string;
  lastName: string;
  title: string;
  country: string;
  state: string;
  city: string;
  /** 1 Beginner, 2 Mid-weight, 3 Experienced. */
  level: 1 | 2 | 3;
  /** A practitioner group title (video-ask slot 0). */
  group: 'Data & Analytics' | 'Engineering' | 'Design' | 'Product' | 'Marketing';
  skills: string[];
  languages: string[];
  industries: string[];
  projectTypes: string[];
  about: string;
  certificates: DemoCertificate[];
  projects: DemoProject[];
  /** Video-ask slot 9. */
  admiredBrands: string;
}

export const DEMO_PEOPLE: DemoPerson[] = [
  {
    firstName: 'Amara', lastName: 'Okafor', title: 'Senior Full-Stack Engineer', country: 'Nigeria', state: 'Lagos', city: 'Lagos', level: 3, group: 'Engineering',
    skills: ['TypeScript', 'React', 'Node.js', 'PostgreSQL', 'GraphQL', 'Amazon Web Services (AWS)', 'Docker'], languages: ['en', 'yo'],
    industries: ['Fintech', 'E-commerce'], projectTypes: ['Web App', 'MVP'],
    about: 'Full-stack engineer with ten years of shipping payment and marketplace products across West Africa and Europe. I like small teams, clear ownership and boring, well-tested infrastructure.',
    certificates: [{ degree: 'BSc', name: 'Computer Science', institution: 'University of Lagos', from: 14, to: 10 }, { degree: 'AWS Certified Solutions Architect – Associate', name: 'Cloud architecture', institution: 'Amazon Web Services', from: 3, to: 3 }],
    projects: [
      { position: 'Lead Engineer', company: 'Paystack', city: 'Lagos', country: 'Nigeria', from: 6, to: 2, description: 'Led the merchant dashboard rebuild in React and TypeScript; cut page load times by 60%.' },
      { position: 'Senior Engineer', company: 'Zalando', city: 'Berlin', country: 'Germany', from: 9, to: 6, description: 'Checkout services in Node.js serving 40 million customers.' },
    ],
    admiredBrands: 'Stripe, Flutterwave, Linear',
  },
  {
    firstName: 'Lucas', lastName: 'Ferreira', title: 'Product Designer', country: 'Brazil', state: 'São Paulo', city: 'São Paulo', level: 3, group: 'Design',
    skills: ['Product Design', 'UX Design', 'Figma', 'Design Systems', 'Prototyping', 'User Research'], languages: ['pt', 'en', 'es'],
    industries: ['Banking', 'Retail'], projectTypes: ['Product Design', 'Design System'],
    about: 'Product designer who turns messy financial journeys into calm, accessible interfaces. Built and maintained design systems used by 200+ designers and engineers.',
    certificates: [{ degree: 'Bachelor of Design', name: 'Graphic Design', institution: 'Universidade de São Paulo', from: 13, to: 9 }],
    projects: [
      { position: 'Principal Product Designer', company: 'Nubank', city: 'São Paulo', country: 'Brazil', from: 5, to: 1, description: 'Owned the credit card experience; launched the new limit-increase flow used by 30 million customers.' },
      { position: 'Product Designer', company: 'Magazine Luiza', city: 'São Paulo', country: 'Brazil', from: 8, to: 5, description: 'Redesigned the mobile checkout and seller onboarding.' },
    ],
    admiredBrands: 'Nubank, Airbnb, Muji',
  },
  {
    firstName: 'Mei', lastName: 'Chen', title: 'Data Engineer', country: 'Singapore', state: 'Central Singapore', city: 'Singapore', level: 2, group: 'Data & Analytics',
    skills: ['Python', 'SQL', 'Apache Airflow', 'dbt', 'Snowflake', 'Apache Spark', 'Data Modelling'], languages: ['zh', 'en', 'ms'],
    industries: ['Logistics & Supply Chain', 'E-commerce'], projectTypes: ['Data Platform', 'Analytics'],
    about: 'Data engineer building reliable pipelines and tidy warehouses. I care about data contracts, lineage and dashboards that people actually trust.',
    certificates: [{ degree: 'BEng', name: 'Computer Engineering', institution: 'National University of Singapore', from: 10, to: 6 }, { degree: 'SnowPro Core Certification', name: 'Data warehousing', institution: 'Snowflake', from: 2, to: 2 }],
    projects: [
      { position: 'Data Engineer', company: 'Grab', city: 'Singapore', country: 'Singapore', from: 4, to: 0, description: 'Migrated 300 batch jobs from cron to Airflow and dbt with automated data quality checks.' },
      { position: 'Analytics Engineer', company: 'Lazada', city: 'Singapore', country: 'Singapore', from: 6, to: 4, description: 'Built the seller performance data mart.' },
    ],
    admiredBrands: 'Grab, dbt Labs, Shopee',
  },
  {
    firstName: 'Sofia', lastName: 'Rossi', title: 'UX Researcher', country: 'Italy', state: 'Lombardy', city: 'Milan', level: 3, group: 'Design',
    skills: ['User Research', 'Usability Testing', 'Journey Mapping', 'Persona Development', 'Service Design', 'Survey Analysis'], languages: ['it', 'en', 'fr'],
    industries: ['Healthcare', 'Government & Public Sector'], projectTypes: ['UX Research', 'Product Strategy'],
    about: 'Mixed-methods researcher. I help teams find out what people need before they build it, and prove it worked afterwards.',
    certificates: [{ degree: 'MSc', name: 'Cognitive Psychology', institution: 'Università di Bologna', from: 12, to: 10 }],
    projects: [
      { position: 'Lead UX Researcher', company: 'Ospedale San Raffaele', city: 'Milan', country: 'Italy', from: 4, to: 1, description: 'Patient portal research programme: 80 interviews, 12 usability studies, a service blueprint adopted by three hospitals.' },
      { position: 'UX Researcher', company: 'Deliveroo', city: 'London', country: 'United Kingdom', from: 7, to: 4, description: 'Rider app research across five markets.' },
    ],
    admiredBrands: 'GOV.UK, IKEA, Spotify',
  },
  {
    firstName: 'Arjun', lastName: 'Mehta', title: 'Machine Learning Engineer', country: 'India', state: 'Karnataka', city: 'Bengaluru', level: 3, group: 'Data & Analytics',
    skills: ['Python', 'Machine Learning', 'PyTorch', 'MLOps', 'Large Language Models', 'Retrieval-Augmented Generation', 'Kubernetes'], languages: ['hi', 'en', 'kn'],
    industries: ['SaaS', 'Healthcare'], projectTypes: ['AI / ML', 'MVP'],
    about: 'ML engineer who takes models from notebook to production. Recently focused on retrieval-augmented assistants with solid evaluation.',
    certificates: [{ degree: 'MTech', name: 'Artificial Intelligence', institution: 'Indian Institute of Science', from: 9, to: 7 }],
    projects: [
      { position: 'Senior ML Engineer', company: 'Freshworks', city: 'Chennai', country: 'India', from: 4, to: 0, description: 'Built the support-ticket summarisation service (LLM + RAG) handling two million tickets a month.' },
      { position: 'ML Engineer', company: 'Practo', city: 'Bengaluru', country: 'India', from: 7, to: 4, description: 'Doctor recommendation models and their MLOps pipeline.' },
    ],
    admiredBrands: 'Hugging Face, Zerodha, DeepMind',
  },
  {
    firstName: 'Emma', lastName: 'Larsen', title: 'Engineering Manager', country: 'Denmark', state: 'Capital Region of Denmark', city: 'Copenhagen', level: 3, group: 'Engineering',
    skills: ['Engineering Management', 'Technical Leadership', 'Agile', 'Hiring and Recruitment', 'Go', 'Microservices'], languages: ['da', 'en', 'de'],
    industries: ['Energy & Utilities', 'SaaS'], projectTypes: ['Team Augmentation', 'Digital Transformation'],
    about: 'I build engineering teams that deliver steadily without burning out. Former backend engineer in Go; now coaching leads and shaping delivery.',
    certificates: [{ degree: 'MSc', name: 'Software Engineering', institution: 'Technical University of Denmark', from: 15, to: 13 }],
    projects: [
      { position: 'Engineering Manager', company: 'Ørsted', city: 'Copenhagen', country: 'Denmark', from: 5, to: 0, description: 'Three teams building wind-farm monitoring software; grew from 8 to 22 engineers.' },
      { position: 'Tech Lead', company: 'Pleo', city: 'Copenhagen', country: 'Denmark', from: 8, to: 5, description: 'Expense platform backend in Go.' },
    ],
    admiredBrands: 'Ørsted, LEGO, Pleo',
  },
  {
    firstName: 'Kwame', lastName: 'Mensah', title: 'DevOps Engineer', country: 'Ghana', state: 'Greater Accra', city: 'Accra', level: 2, group: 'Engineering',
    skills: ['Kubernetes', 'Terraform', 'CI/CD', 'GitHub Actions', 'Amazon Web Services (AWS)', 'Observability', 'Linux Administration'], languages: ['en', 'tw'],
    industries: ['Telecommunications', 'Fintech'], projectTypes: ['DevOps', 'Cloud Migration'],
    about: 'Platform engineer who automates the boring parts. I set up pipelines, infrastructure as code and the dashboards that tell you something is wrong before customers do.',
    certificates: [{ degree: 'BSc', name: 'Computer Science', institution: 'Kwame Nkrumah University of Science and Technology', from: 9, to: 5 }, { degree: 'Certified Kubernetes Administrator', name: 'Kubernetes', institution: 'Cloud Native Computing Foundation', from: 2, to: 2 }],
    projects: [
      { position: 'DevOps Engineer', company: 'MTN Ghana', city: 'Accra', country: 'Ghana', from: 4, to: 0, description: 'Moved mobile-money services to Kubernetes with zero-downtime releases.' },
    ],
    admiredBrands: 'HashiCorp, MTN, GitLab',
  },
  {
    firstName: 'Chloé', lastName: 'Dubois', title: 'Brand & Visual Designer', country: 'France', state: 'Île-de-France', city: 'Paris', level: 2, group: 'Design',
    skills: ['Brand Design', 'Visual Design', 'Typography', 'Logo Design', 'Adobe Illustrator', 'Motion Design'], languages: ['fr', 'en'],
    industries: ['Fashion & Apparel', 'Food & Beverage'], projectTypes: ['Brand Identity', 'Website'],
    about: 'Brand designer for food and fashion start-ups: identities, packaging and the motion that brings them to life on social.',
    certificates: [{ degree: 'DNSEP', name: 'Graphic Design', institution: 'École nationale supérieure des Arts Décoratifs', from: 10, to: 5 }],
    projects: [
      { position: 'Brand Designer', company: 'Sézane', city: 'Paris', country: 'France', from: 4, to: 1, description: 'Seasonal campaign identities and the e-commerce visual guidelines.' },
      { position: 'Designer', company: 'Studio Nouvelle Vague', city: 'Lyon', country: 'France', from: 6, to: 4, description: 'Identities for twelve restaurants and two breweries.' },
    ],
    admiredBrands: 'Aesop, Sézane, Pentagram',
  },
  {
    firstName: 'Diego', lastName: 'Hernández', title: 'Mobile Engineer (iOS & Android)', country: 'Mexico', state: 'Jalisco', city: 'Guadalajara', level: 2, group: 'Engineering',
    skills: ['Swift', 'SwiftUI', 'Kotlin', 'React Native', 'iOS Development', 'Android Development', 'Firebase'], languages: ['es', 'en'],
    industries: ['Travel & Tourism', 'Retail'], projectTypes: ['Mobile App', 'MVP'],
    about: 'Mobile engineer who has shipped 15 apps to the stores. Native when it matters, React Native when it does not.',
    certificates: [{ degree: 'Ingeniería', name: 'Computer Systems', institution: 'Tecnológico de Monterrey', from: 11, to: 7 }],
    projects: [
      { position: 'Senior Mobile Engineer', company: 'Volaris', city: 'Mexico City', country: 'Mexico', from: 4, to: 1, description: 'Rebuilt the booking app in SwiftUI and Jetpack Compose; rating up from 3.1 to 4.6.' },
      { position: 'Mobile Developer', company: 'Kueski', city: 'Guadalajara', country: 'Mexico', from: 6, to: 4, description: 'Loan application app in React Native.' },
    ],
    admiredBrands: 'Apple, Rappi, Duolingo',
  },
  {
    firstName: 'Hannah', lastName: 'Schmidt', title: 'QA & Test Automation Lead', country: 'Germany', state: 'Bavaria', city: 'Munich', level: 3, group: 'Engineering',
    skills: ['Test Automation', 'Playwright', 'Cypress', 'Quality Assurance', 'Performance Testing', 'CI/CD'], languages: ['de', 'en'],
    industries: ['Automotive', 'Insurance'], projectTypes: ['Web App', 'Integration'],
    about: 'Quality lead who makes releases boring. Strategy, automation frameworks and the habit of testing early.',
    certificates: [{ degree: 'ISTQB Advanced Level Test Manager', name: 'Software testing', institution: 'ISTQB', from: 5, to: 5 }, { degree: 'Diplom-Informatikerin', name: 'Computer Science', institution: 'Technische Universität München', from: 16, to: 11 }],
    projects: [
      { position: 'QA Lead', company: 'BMW Group', city: 'Munich', country: 'Germany', from: 6, to: 1, description: 'End-to-end test suite for the connected-car portal; from weekly to daily releases.' },
    ],
    admiredBrands: 'BMW, Atlassian, Siemens',
  },
  {
    firstName: 'Yuki', lastName: 'Tanaka', title: 'Frontend Engineer', country: 'Japan', state: 'Tokyo', city: 'Tokyo', level: 2, group: 'Engineering',
    skills: ['TypeScript', 'React', 'Next.js', 'Web Accessibility (WCAG)', 'Web Performance Optimisation', 'Storybook'], languages: ['ja', 'en'],
    industries: ['Entertainment & Media', 'E-commerce'], projectTypes: ['Web App', 'Design System'],
    about: 'Frontend engineer obsessed with fast, accessible pages. I bridge design and engineering with component libraries people enjoy using.',
    certificates: [{ degree: 'BEng', name: 'Information Science', institution: 'Keio University', from: 9, to: 5 }],
    projects: [
      { position: 'Frontend Engineer', company: 'Mercari', city: 'Tokyo', country: 'Japan', from: 4, to: 0, description: 'Migrated the listing pages to Next.js; Largest Contentful Paint down to 1.4 s.' },
    ],
    admiredBrands: 'Mercari, Nintendo, Vercel',
  },
  {
    firstName: 'Olivia', lastName: 'Thompson', title: 'Content Strategist & Copywriter', country: 'Australia', state: 'Victoria', city: 'Melbourne', level: 2, group: 'Marketing',
    skills: ['Content Strategy', 'Copywriting', 'Search Engine Optimisation (SEO)', 'Content Design', 'Email Marketing'], languages: ['en'],
    industries: ['Education', 'Non-profit'], projectTypes: ['SEO', 'Content'],
    about: 'Words that help people do things. I plan content, write it, and measure whether it worked.',
    certificates: [{ degree: 'Bachelor of Arts', name: 'Media and Communications', institution: 'University of Melbourne', from: 12, to: 9 }],
    projects: [
      { position: 'Content Lead', company: 'Monash University', city: 'Melbourne', country: 'Australia', from: 4, to: 1, description: 'Rewrote the course finder content; enquiries up 35%.' },
      { position: 'Copywriter', company: 'Oxfam Australia', city: 'Melbourne', country: 'Australia', from: 7, to: 4, description: 'Fundraising campaigns and donor emails.' },
    ],
    admiredBrands: 'Mailchimp, Patagonia, The Guardian',
  },
  {
    firstName: 'Mateo', lastName: 'García', title: 'Growth Marketer', country: 'Spain', state: 'Catalonia', city: 'Barcelona', level: 3, group: 'Marketing',
    skills: ['Growth Hacking', 'Performance Marketing', 'Google Ads', 'Meta Ads', 'Conversion Rate Optimisation', 'A/B Testing', 'Marketing Analytics'], languages: ['es', 'ca', 'en'],
    industries: ['SaaS', 'Travel & Tourism'], projectTypes: ['Growth', 'Marketing Campaign'],
    about: 'Growth marketer with a data habit. I run experiments across paid, lifecycle and product to find the few levers that move revenue.',
    certificates: [{ degree: 'MBA', name: 'Marketing', institution: 'ESADE Business School', from: 8, to: 6 }],
    projects: [
      { position: 'Head of Growth', company: 'Typeform', city: 'Barcelona', country: 'Spain', from: 5, to: 1, description: 'Scaled paid acquisition from 5 to 14 markets while lowering CAC by 22%.' },
    ],
    admiredBrands: 'Typeform, Glovo, Notion',
  },
  {
    firstName: 'Aisha', lastName: 'Rahman', title: 'Cloud Security Engineer', country: 'United Arab Emirates', state: 'Dubai', city: 'Dubai', level: 3, group: 'Engineering',
    skills: ['Cloud Security', 'Application Security', 'Threat Modelling', 'Penetration Testing', 'Identity and Access Management', 'ISO 27001'], languages: ['ar', 'en', 'ur'],
    industries: ['Banking', 'Government & Public Sector'], projectTypes: ['Security', 'Cloud Migration'],
    about: 'Security engineer who helps teams ship safely rather than slowly: threat models, guardrails in the pipeline and pragmatic audits.',
    certificates: [{ degree: 'OSCP', name: 'Penetration testing', institution: 'Offensive Security', from: 4, to: 4 }, { degree: 'BSc', name: 'Information Security', institution: 'Khalifa University', from: 11, to: 7 }],
    projects: [
      { position: 'Security Engineer', company: 'Emirates NBD', city: 'Dubai', country: 'United Arab Emirates', from: 5, to: 0, description: 'Cloud security baseline for 120 AWS accounts; ISO 27001 recertification.' },
    ],
    admiredBrands: 'Cloudflare, Emirates, 1Password',
  },
  {
    firstName: 'Tomás', lastName: 'Novák', title: 'Backend Engineer', country: 'Czechia', state: 'Prague', city: 'Prague', level: 2, group: 'Engineering',
    skills: ['Java', 'Kotlin', 'Spring Boot', 'Apache Kafka', 'PostgreSQL', 'Event-Driven Architecture'], languages: ['cs', 'en', 'de'],
    industries: ['Logistics & Supply Chain', 'Transport'], projectTypes: ['Integration', 'Web App'],
    about: 'Backend engineer for event-driven systems on the JVM. Kafka, clean domain models and well-behaved APIs.',
    certificates: [{ degree: 'Ing.', name: 'Software Engineering', institution: 'Czech Technical University in Prague', from: 10, to: 5 }],
    projects: [
      { position: 'Backend Engineer', company: 'Rohlik', city: 'Prague', country: 'Czechia', from: 4, to: 0, description: 'Order-fulfilment events platform on Kafka handling 50k orders a day.' },
    ],
    admiredBrands: 'JetBrains, Rohlik, Confluent',
  },
  {
    firstName: 'Grace', lastName: 'Wanjiru', title: 'Product Manager', country: 'Kenya', state: 'Nairobi', city: 'Nairobi', level: 3, group: 'Product',
    skills: ['Product Management', 'Product Discovery', 'Roadmapping', 'OKRs', 'Stakeholder Management', 'User Stories'], languages: ['sw', 'en'],
    industries: ['Fintech', 'Agriculture'], projectTypes: ['Product Strategy', 'MVP'],
    about: 'Product manager for products that work on any phone and any connection. Discovery first, then small bets, then scale.',
    certificates: [{ degree: 'BCom', name: 'Business Information Technology', institution: 'Strathmore University', from: 12, to: 8 }],
    projects: [
      { position: 'Senior Product Manager', company: 'M-KOPA', city: 'Nairobi', country: 'Kenya', from: 5, to: 1, description: 'Smartphone financing product: from pilot to 400,000 customers in three countries.' },
      { position: 'Product Manager', company: 'Twiga Foods', city: 'Nairobi', country: 'Kenya', from: 8, to: 5, description: 'Farmer ordering app over USSD and Android.' },
    ],
    admiredBrands: 'Safaricom, M-KOPA, Basecamp',
  },
  {
    firstName: 'Liam', lastName: "O'Brien", title: 'Solution Architect', country: 'Ireland', state: 'Dublin', city: 'Dublin', level: 3, group: 'Engineering',
    skills: ['Solution Architecture', 'Microsoft Azure', 'Cloud Architecture', 'Microservices', 'API Gateway Design', 'Domain-Driven Design'], languages: ['en', 'ga'],
    industries: ['Insurance', 'Banking'], projectTypes: ['Cloud Migration', 'Integration'],
    about: 'Architect who stays close to the code. I design migrations that keep the lights on and leave teams owning what they build.',
    certificates: [{ degree: 'Microsoft Certified: Azure Solutions Architect Expert', name: 'Cloud architecture', institution: 'Microsoft', from: 3, to: 3 }, { degree: 'BSc', name: 'Computer Science', institution: 'Trinity College Dublin', from: 18, to: 14 }],
    projects: [
      { position: 'Lead Solution Architect', company: 'Bank of Ireland', city: 'Dublin', country: 'Ireland', from: 5, to: 1, description: 'Core-banking integration layer on Azure; 40 legacy interfaces retired.' },
    ],
    admiredBrands: 'Stripe, Intercom, Microsoft',
  },
  {
    firstName: 'Ana', lastName: 'Popescu', title: 'Data Analyst', country: 'Romania', state: 'Cluj', city: 'Cluj-Napoca', level: 1, group: 'Data & Analytics',
    skills: ['SQL', 'Power BI', 'Excel Modelling', 'Data Visualisation', 'Python', 'Statistics'], languages: ['ro', 'en', 'hu'],
    industries: ['Retail', 'Manufacturing'], projectTypes: ['Analytics'],
    about: 'Junior data analyst who loves a tidy dashboard. Two years of retail and manufacturing reporting, eager to learn from senior teams.',
    certificates: [{ degree: 'BSc', name: 'Economic Informatics', institution: 'Babeș-Bolyai University', from: 5, to: 2 }, { degree: 'Microsoft Certified: Power BI Data Analyst Associate', name: 'Business intelligence', institution: 'Microsoft', from: 1, to: 1 }],
    projects: [
      { position: 'Data Analyst', company: 'Emag', city: 'Cluj-Napoca', country: 'Romania', from: 2, to: 0, description: 'Weekly category performance dashboards for 30 buyers.' },
    ],
    admiredBrands: 'UiPath, Emag, Tableau',
  },
  {
    firstName: 'Noah', lastName: 'Williams', title: 'Technical Project Manager', country: 'United States', state: 'Texas', city: 'Austin', level: 3, group: 'Product',
    skills: ['Project Management', 'Delivery Management', 'Scrum', 'Risk Management', 'Jira', 'PMP'], languages: ['en', 'es'],
    industries: ['Healthcare', 'Insurance'], projectTypes: ['Digital Transformation', 'CRM'],
    about: 'Delivery lead for regulated projects: clear plans, honest status and risks handled before they become issues.',
    certificates: [{ degree: 'PMP', name: 'Project management', institution: 'Project Management Institute', from: 6, to: 6 }, { degree: 'BBA', name: 'Management Information Systems', institution: 'University of Texas at Austin', from: 16, to: 12 }],
    projects: [
      { position: 'Senior Technical PM', company: 'Dell Technologies', city: 'Austin', country: 'United States', from: 6, to: 2, description: 'Salesforce Service Cloud roll-out to 3,000 agents, on time and under budget.' },
    ],
    admiredBrands: 'Atlassian, Mayo Clinic, Southwest Airlines',
  },
  {
    firstName: 'Fatima', lastName: 'Zahra', title: 'Interaction Designer', country: 'Morocco', state: 'Casablanca-Settat', city: 'Casablanca', level: 2, group: 'Design',
    skills: ['Interaction Design', 'UI Design', 'Figma', 'Prototyping', 'Inclusive Design', 'Wireframing'], languages: ['ar', 'fr', 'en'],
    industries: ['Telecommunications', 'Education'], projectTypes: ['Product Design', 'Mobile App'],
    about: 'Interaction designer for bilingual, right-to-left and left-to-right products. I prototype early and test with real users.',
    certificates: [{ degree: 'Master', name: 'Digital Design', institution: 'École Supérieure des Arts Visuels de Marrakech', from: 8, to: 6 }],
    projects: [
      { position: 'Interaction Designer', company: 'Maroc Telecom', city: 'Rabat', country: 'Morocco', from: 4, to: 1, description: 'Self-service app redesign in Arabic and French.' },
    ],
    admiredBrands: 'Careem, Apple, Headspace',
  },
  {
    firstName: 'Ethan', lastName: 'Nguyen', title: 'Salesforce Developer', country: 'Vietnam', state: 'Ho Chi Minh City', city: 'Ho Chi Minh City', level: 2, group: 'Engineering',
    skills: ['Salesforce', 'Salesforce Development', 'CRM Strategy', 'JavaScript', 'REST API Design'], languages: ['vi', 'en'],
    industries: ['Professional Services', 'Property & Real Estate'], projectTypes: ['CRM', 'Integration'],
    about: 'Salesforce developer who keeps CRMs simple: clean data models, Lightning components and integrations that do not break on upgrade.',
    certificates: [{ degree: 'Salesforce Certified Platform Developer I', name: 'Salesforce', institution: 'Salesforce', from: 3, to: 3 }],
    projects: [
      { position: 'Salesforce Developer', company: 'FPT Software', city: 'Ho Chi Minh City', country: 'Vietnam', from: 5, to: 0, description: 'CRM implementations for property developers in Vietnam and Japan.' },
    ],
    admiredBrands: 'Salesforce, VNG, Grab',
  },
  {
    firstName: 'Isabella', lastName: 'Costa', title: 'Agile Coach & Scrum Master', country: 'Portugal', state: 'Lisbon', city: 'Lisbon', level: 3, group: 'Product',
    skills: ['Agile', 'Scrum', 'Kanban', 'Coaching', 'Facilitation', 'Change Management'], languages: ['pt', 'en', 'es'],
    industries: ['Telecommunications', 'SaaS'], projectTypes: ['Digital Transformation', 'Team Augmentation'],
    about: 'Agile coach who prefers small changes that stick. I facilitate, coach leads and help teams find their own way of working.',
    certificates: [{ degree: 'Professional Scrum Master II', name: 'Scrum', institution: 'Scrum.org', from: 4, to: 4 }, { degree: 'Licenciatura', name: 'Psychology', institution: 'Universidade de Lisboa', from: 15, to: 12 }],
    projects: [
      { position: 'Agile Coach', company: 'OutSystems', city: 'Lisbon', country: 'Portugal', from: 5, to: 1, description: 'Coached nine product teams through a move to outcome-based planning.' },
    ],
    admiredBrands: 'OutSystems, Farfetch, Spotify',
  },
  {
    firstName: 'Ravi', lastName: 'Krishnan', title: 'Site Reliability Engineer', country: 'India', state: 'Maharashtra', city: 'Pune', level: 2, group: 'Engineering',
    skills: ['Site Reliability Engineering', 'Kubernetes', 'Prometheus', 'Grafana', 'Go', 'Incident Response', 'Google Cloud Platform'], languages: ['ta', 'en', 'hi'],
    industries: ['E-commerce', 'Gaming'], projectTypes: ['DevOps'],
    about: 'SRE who writes postmortems people read. SLOs, capacity planning and calm incident command.',
    certificates: [{ degree: 'BTech', name: 'Information Technology', institution: 'College of Engineering Pune', from: 9, to: 5 }],
    projects: [
      { position: 'SRE', company: 'Dream11', city: 'Mumbai', country: 'India', from: 4, to: 0, description: 'Scaled match-day traffic to 10 million concurrent users with zero major incidents.' },
    ],
    admiredBrands: 'Google, Dream11, PagerDuty',
  },
  {
    firstName: 'Zara', lastName: 'Ahmed', title: 'Marketing Automation Specialist', country: 'United Kingdom', state: 'England', city: 'Manchester', level: 2, group: 'Marketing',
    skills: ['Marketing Automation', 'HubSpot', 'Email Marketing', 'Lifecycle Marketing', 'Customer Segmentation', 'CRM Strategy'], languages: ['en', 'ur'],
    industries: ['SaaS', 'Education'], projectTypes: ['CRM', 'Marketing Campaign'],
    about: 'I connect CRM data to journeys that feel personal. HubSpot certified, with a soft spot for clean lists.',
    certificates: [{ degree: 'HubSpot Marketing Software Certification', name: 'Marketing automation', institution: 'HubSpot Academy', from: 2, to: 2 }, { degree: 'BA', name: 'Marketing', institution: 'University of Manchester', from: 9, to: 6 }],
    projects: [
      { position: 'Marketing Automation Lead', company: 'The Hut Group', city: 'Manchester', country: 'United Kingdom', from: 4, to: 1, description: 'Lifecycle programme across five brands; repeat purchase up 18%.' },
    ],
    admiredBrands: 'Monzo, HubSpot, Gymshark',
  },
  {
    firstName: 'Jonas', lastName: 'Lindqvist', title: 'Game Developer', country: 'Sweden', state: 'Stockholm County', city: 'Stockholm', level: 2, group: 'Engineering',
    skills: ['Unity', 'C#', 'Game Development', 'Unreal Engine', 'C++', '3D Modelling'], languages: ['sv', 'en'],
    industries: ['Gaming', 'Entertainment & Media'], projectTypes: ['Mobile App', 'MVP'],
    about: 'Gameplay programmer for mobile and PC titles. I prototype fast and polish until it feels right.',
    certificates: [{ degree: 'BSc', name: 'Game Design and Programming', institution: 'Uppsala University', from: 10, to: 7 }],
    projects: [
      { position: 'Gameplay Programmer', company: 'King', city: 'Stockholm', country: 'Sweden', from: 5, to: 1, description: 'Live-ops features for a puzzle game with 20 million daily players.' },
    ],
    admiredBrands: 'Mojang, Supercell, Nintendo',
  },
  {
    firstName: 'Camila', lastName: 'Vargas', title: 'Service Designer', country: 'Colombia', state: 'Antioquia', city: 'Medellín', level: 2, group: 'Design',
    skills: ['Service Design', 'Design Thinking', 'Journey Mapping', 'Workshop Design', 'User Research'], languages: ['es', 'en'],
    industries: ['Government & Public Sector', 'Healthcare'], projectTypes: ['UX Research', 'Digital Transformation'],
    about: 'Service designer working across channels and departments: the front stage people see and the back stage that makes it work.',
    certificates: [{ degree: 'Diseñadora Industrial', name: 'Industrial Design', institution: 'Universidad Pontificia Bolivariana', from: 10, to: 5 }],
    projects: [
      { position: 'Service Designer', company: 'Alcaldía de Medellín', city: 'Medellín', country: 'Colombia', from: 3, to: 0, description: 'Redesigned business licensing across 4 agencies; processing time from 30 to 8 days.' },
    ],
    admiredBrands: 'Rappi, IDEO, Bancolombia',
  },
  {
    firstName: 'Oskar', lastName: 'Kowalski', title: 'Blockchain Engineer', country: 'Poland', state: 'Masovian Voivodeship', city: 'Warsaw', level: 2, group: 'Engineering',
    skills: ['Solidity', 'Smart Contracts', 'Blockchain', 'Rust', 'TypeScript', 'Security Auditing'], languages: ['pl', 'en'],
    industries: ['Fintech', 'Gaming'], projectTypes: ['Web App', 'Security'],
    about: 'Smart-contract engineer with an auditor’s paranoia. Rust and Solidity, test coverage first.',
    certificates: [{ degree: 'MSc', name: 'Computer Science', institution: 'University of Warsaw', from: 8, to: 6 }],
    projects: [
      { position: 'Smart Contract Engineer', company: 'Ramp Network', city: 'Warsaw', country: 'Poland', from: 4, to: 1, description: 'On-ramp settlement contracts on three chains; two external audits passed without critical findings.' },
    ],
    admiredBrands: 'Ramp, Ethereum Foundation, Allegro',
  },
  {
    firstName: 'Leila', lastName: 'Haddad', title: 'Business Analyst', country: 'Lebanon', state: 'Beirut', city: 'Beirut', level: 1, group: 'Product',
    skills: ['Business Analysis', 'Requirements Analysis', 'User Stories', 'Confluence', 'SQL'], languages: ['ar', 'fr', 'en'],
    industries: ['Banking', 'Consulting'], projectTypes: ['Product Strategy', 'CRM'],
    about: 'Business analyst early in my career: I turn meetings into clear requirements and keep the backlog honest.',
    certificates: [{ degree: 'BBA', name: 'Business Information Systems', institution: 'American University of Beirut', from: 5, to: 2 }],
    projects: [
      { position: 'Business Analyst', company: 'Murex', city: 'Beirut', country: 'Lebanon', from: 2, to: 0, description: 'Requirements for a regulatory reporting module used by 20 banks.' },
    ],
    admiredBrands: 'Anghami, Murex, Notion',
  },
  {
    firstName: 'Sipho', lastName: 'Dlamini', title: 'Shopify & E-commerce Developer', country: 'South Africa', state: 'Western Cape', city: 'Cape Town', level: 2, group: 'Engineering',
    skills: ['Shopify', 'Shopify Development', 'E-commerce Strategy', 'Payments Integration', 'JavaScript', 'Headless CMS'], languages: ['zu', 'en', 'af'],
    industries: ['Retail', 'Fashion & Apparel'], projectTypes: ['E-commerce', 'Website'],
    about: 'E-commerce developer for independent brands. Shopify themes, headless storefronts and payments that convert.',
    certificates: [{ degree: 'BSc', name: 'Information Systems', institution: 'University of Cape Town', from: 9, to: 6 }],
    projects: [
      { position: 'E-commerce Developer', company: 'Yuppiechef', city: 'Cape Town', country: 'South Africa', from: 4, to: 1, description: 'Headless storefront on Shopify with a Contentful CMS; conversion up 12%.' },
    ],
    admiredBrands: 'Shopify, Takealot, Allbirds',
  },
  {
    firstName: 'Nadia', lastName: 'Ivanova', title: 'Technical Writer', country: 'Bulgaria', state: 'Sofia City', city: 'Sofia', level: 2, group: 'Product',
    skills: ['Technical Writing', 'Documentation', 'Content Design', 'REST API Design', 'Git'], languages: ['bg', 'en', 'ru'],
    industries: ['SaaS', 'Cybersecurity'], projectTypes: ['Content', 'Integration'],
    about: 'Technical writer for developer products: API references, guides and the docs-as-code pipeline behind them.',
    certificates: [{ degree: 'MA', name: 'English Philology', institution: 'Sofia University', from: 11, to: 7 }],
    projects: [
      { position: 'Senior Technical Writer', company: 'Chaos', city: 'Sofia', country: 'Bulgaria', from: 5, to: 0, description: 'Rebuilt the developer portal; support tickets about the API down 40%.' },
    ],
    admiredBrands: 'Stripe Docs, Twilio, Chaos',
  },
  {
    firstName: 'Benjamin', lastName: 'Cohen', title: 'Fractional CTO', country: 'Israel', state: 'Tel Aviv District', city: 'Tel Aviv', level: 3, group: 'Engineering',
    skills: ['Technical Leadership', 'Software Architecture', 'Technical Due Diligence', 'IT Strategy', 'Python', 'Hiring and Recruitment'], languages: ['he', 'en'],
    industries: ['SaaS', 'Cybersecurity', 'Biotechnology'], projectTypes: ['Team Augmentation', 'MVP'],
    about: 'Fractional CTO for seed to Series B start-ups: architecture, first hires, due diligence and the roadmap engineers can deliver.',
    certificates: [{ degree: 'BSc', name: 'Computer Science', institution: 'Technion – Israel Institute of Technology', from: 20, to: 17 }],
    projects: [
      { position: 'CTO', company: 'Lemonade', city: 'Tel Aviv', country: 'Israel', from: 9, to: 5, description: 'Grew engineering from 4 to 60 through launch in three countries.' },
      { position: 'Fractional CTO', company: 'Independent', city: 'Tel Aviv', country: 'Israel', from: 5, to: 0, description: 'Eleven start-ups advised on architecture and hiring.' },
    ],
    admiredBrands: 'Wix, Monday.com, Stripe',
  },
];
