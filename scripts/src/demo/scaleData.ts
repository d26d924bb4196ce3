import type { DemoPerson } from './demoPeople';

/*
 * Generated specialists for the benchmark data set (`npm run seed:demo`). Person `i` is always the
 * same person (a PRNG seeded with `i`), so a run with more specialists extends the previous one.
 * Names, places, roles and skills are drawn from pools chosen so that filters and ranking have
 * realistic spreads: a few common skills, a long tail, every level, many countries and languages.
 */

/** mulberry32: small, fast, good enough for test data. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const FIRST_NAMES = [
  'Aarav', 'Abena', 'Adrián', 'Ahmed', 'Aiko', 'Alejandro', 'Alice', 'Amir', 'Ana', 'Andrei', 'Anika', 'Anna', 'Arash', 'Ayesha', 'Beatriz',
  'Ben', 'Bilal', 'Bongani', 'Carla', 'Carlos', 'Chen', 'Chidi', 'Chloe', 'Dalia', 'Daniel', 'Daniela', 'David', 'Deepika', 'Dmitri', 'Elena',
  'Elif', 'Emeka', 'Emil', 'Emily', 'Eun-ji', 'Farah', 'Felipe', 'Fiona', 'Gabriel', 'Giulia', 'Hana', 'Hassan', 'Helena', 'Hiroshi', 'Hugo',
  'Ibrahim', 'Ifeoma', 'Ingrid', 'Isaac', 'Ivan', 'Jacob', 'Jana', 'Javier', 'Ji-ho', 'Jin', 'João', 'Julia', 'Kai', 'Karim', 'Katarzyna',
  'Kenji', 'Khadija', 'Kofi', 'Laila', 'Lars', 'Laura', 'Lea', 'Leon', 'Lina', 'Luca', 'Lucía', 'Maria', 'Mariam', 'Marta', 'Martin',
  'Maya', 'Mehmet', 'Mia', 'Min-jun', 'Mohammed', 'Nadia', 'Naledi', 'Nikhil', 'Nina', 'Noor', 'Olga', 'Omar', 'Pablo', 'Paula', 'Pedro',
  'Priyanka', 'Rafael', 'Rahul', 'Rania', 'Rohan', 'Rosa', 'Sakura', 'Samir', 'Sara', 'Sebastian', 'Seo-yeon', 'Shreya', 'Siddharth', 'Simone', 'Sina',
  'Sophie', 'Stefan', 'Tariq', 'Thandiwe', 'Theo', 'Tomasz', 'Valentina', 'Victor', 'Wei', 'Xin', 'Yara', 'Yasmin', 'Yusuf', 'Zainab', 'Zoe',
];
const LAST_NAMES = [
  'Abadi', 'Adeyemi', 'Ahn', 'Alvarez', 'Andersen', 'Bakker', 'Banerjee', 'Barros', 'Becker', 'Bianchi', 'Boateng', 'Brown', 'Castillo', 'Chatterjee', 'Choi',
  'Cruz', 'Da Silva', 'Dimitrov', 'Dogan', 'Eriksson', 'Fernandes', 'Fischer', 'Fujita', 'Gallo', 'Gomez', 'Gupta', 'Haddad', 'Hansen', 'Hassan', 'Hoang',
  'Huang', 'Ibrahim', 'Ivanov', 'Jansen', 'Jensen', 'Johnson', 'Kamau', 'Kaplan', 'Kato', 'Khan', 'Kim', 'Klein', 'Kowalczyk', 'Kumar', 'Lam',
  'Lee', 'Li', 'Liu', 'Lopez', 'Maier', 'Mahlangu', 'Martin', 'Martínez', 'Moreau', 'Morales', 'Müller', 'Murphy', 'Nakamura', 'Ndlovu', 'Nielsen',
  'Novak', 'Nowak', 'Obi', 'Okonkwo', 'Oliveira', 'Osei', 'Park', 'Patel', 'Pereira', 'Petrov', 'Pham', 'Quispe', 'Ramos', 'Reddy', 'Ricci',
  'Rodríguez', 'Romano', 'Russo', 'Saito', 'Santos', 'Sato', 'Schneider', 'Shah', 'Silva', 'Singh', 'Smith', 'Sokolova', 'Suzuki', 'Tan', 'Taylor',
  'Tran', 'Van der Berg', 'Vasquez', 'Wang', 'Weber', 'Wiśniewski', 'Wong', 'Wu', 'Yamamoto', 'Yang', 'Yilmaz', 'Yusuf', 'Zhang', 'Zhou', 'Zulu',
];

interface Place {
  country: string;
  state: string;
  city: string;
  languages: string[];
}
const PLACES: Place[] = [
  { country: 'Australia', state: 'New South Wales', city: 'Sydney', languages: ['en'] },
  { country: 'Australia', state: 'Victoria', city: 'Melbourne', languages: ['en'] },
  { country: 'Australia', state: 'Queensland', city: 'Brisbane', languages: ['en'] },
  { country: 'New Zealand', state: 'Auckland', city: 'Auckland', languages: ['en', 'mi'] },
  { country: 'United States', state: 'California', city: 'San Francisco', languages: ['en', 'es'] },
  { country: 'United States', state: 'New York', city: 'New York', languages: ['en'] },
  { country: 'Canada', state: 'Ontario', city: 'Toronto', languages: ['en', 'fr'] },
  { country: 'United Kingdom', state: 'England', city: 'London', languages: ['en'] },
  { country: 'Ireland', state: 'Dublin', city: 'Dublin', languages: ['en'] },
  { country: 'Germany', state: 'Berlin', city: 'Berlin', languages: ['de', 'en'] },
  { country: 'France', state: 'Île-de-France', city: 'Paris', languages: ['fr', 'en'] },
  { country: 'Spain', state: 'Community of Madrid', city: 'Madrid', languages: ['es', 'en'] },
  { country: 'Portugal', state: 'Porto', city: 'Porto', languages: ['pt', 'en'] },
  { country: 'Italy', state: 'Lazio', city: 'Rome', languages: ['it', 'en'] },
  { country: 'Netherlands', state: 'North Holland', city: 'Amsterdam', languages: ['nl', 'en'] },
  { country: 'Poland', state: 'Lesser Poland Voivodeship', city: 'Kraków', languages: ['pl', 'en'] },
  { country: 'Romania', state: 'Bucharest', city: 'Bucharest', languages: ['ro', 'en'] },
  { country: 'Ukraine', state: 'Lviv Oblast', city: 'Lviv', languages: ['uk', 'en'] },
  { country: 'Sweden', state: 'Västra Götaland County', city: 'Gothenburg', languages: ['sv', 'en'] },
  { country: 'Turkey', state: 'Istanbul', city: 'Istanbul', languages: ['tr', 'en'] },
  { country: 'Egypt', state: 'Cairo Governorate', city: 'Cairo', languages: ['ar', 'en'] },
  { country: 'Nigeria', state: 'Lagos', city: 'Lagos', languages: ['en', 'yo', 'ig'] },
  { country: 'Kenya', state: 'Nairobi', city: 'Nairobi', languages: ['en', 'sw'] },
  { country: 'South Africa', state: 'Gauteng', city: 'Johannesburg', languages: ['en', 'zu', 'af'] },
  { country: 'Ghana', state: 'Greater Accra', city: 'Accra', languages: ['en'] },
  { country: 'India', state: 'Karnataka', city: 'Bengaluru', languages: ['en', 'hi', 'kn'] },
  { country: 'India', state: 'Maharashtra', city: 'Mumbai', languages: ['en', 'hi', 'mr'] },
  { country: 'India', state: 'Telangana', city: 'Hyderabad', languages: ['en', 'hi', 'te'] },
  { country: 'Pakistan', state: 'Punjab', city: 'Lahore', languages: ['ur', 'en', 'pa'] },
  { country: 'Bangladesh', state: 'Dhaka Division', city: 'Dhaka', languages: ['bn', 'en'] },
  { country: 'Singapore', state: 'Central Singapore', city: 'Singapore', languages: ['en', 'zh', 'ms'] },
  { country: 'Malaysia', state: 'Kuala Lumpur', city: 'Kuala Lumpur', languages: ['ms', 'en', 'zh'] },
  { country: 'Indonesia', state: 'Jakarta', city: 'Jakarta', languages: ['id', 'en'] },
  { country: 'Philippines', state: 'Metro Manila', city: 'Manila', languages: ['tl', 'en'] },
  { country: 'Vietnam', state: 'Hanoi', city: 'Hanoi', languages: ['vi', 'en'] },
  { country: 'China', state: 'Shanghai', city: 'Shanghai', languages: ['zh', 'en'] },
  { country: 'Japan', state: 'Osaka', city: 'Osaka', languages: ['ja', 'en'] },
  { country: 'South Korea', state: 'Seoul', city: 'Seoul', languages: ['ko', 'en'] },
  { country: 'Brazil', state: 'Rio de Janeiro', city: 'Rio de Janeiro', languages: ['pt', 'en'] },
  { country: 'Argentina', state: 'Buenos Aires', city: 'Buenos Aires', languages: ['es', 'en'] },
  { country: 'Chile', state: 'Santiago Metropolitan', city: 'Santiago', languages: ['es', 'en'] },
  { country: 'Mexico', state: 'Mexico City', city: 'Mexico City', languages: ['es', 'en'] },
  { country: 'Colombia', state: 'Bogotá', city: 'Bogotá', languages: ['es', 'en'] },
];

interface Discipline {
  group: DemoPerson['group'];
  titles: string[];
  /** The first few are common, the rest a long tail. */
  skills: string[];
  projectTypes: string[];
  degree: [string, string];
  certificate: [string, string];
}
const DISCIPLINES: Discipline[] = [
  {
    group: 'Engineering', titles: ['Full-Stack Engineer', 'Backend Engineer', 'Frontend Engineer', 'Software Engineer', 'Tech Lead', 'Mobile Engineer'],
    skills: ['JavaScript', 'TypeScript', 'React', 'Node.js', 'Python', 'Java', 'Go', 'PostgreSQL', 'Docker', 'Kubernetes', 'GraphQL', 'Next.js', 'Vue.js', 'Angular', 'Kotlin', 'Swift', 'Rust', 'C#', '.NET', 'Spring Boot', 'Django', 'Ruby on Rails', 'Redis', 'MongoDB', 'Apache Kafka', 'Microservices', 'REST API Design', 'Event Sourcing', 'Flutter', 'React Native'],
    projectTypes: ['Web App', 'Mobile App', 'MVP', 'Integration', 'Team Augmentation'],
    degree: ['BSc', 'Computer Science'], certificate: ['AWS Certified Developer – Associate', 'Cloud development'],
  },
  {
    group: 'Engineering', titles: ['DevOps Engineer', 'Platform Engineer', 'Site Reliability Engineer', 'Cloud Engineer'],
    skills: ['Amazon Web Services (AWS)', 'Kubernetes', 'Terraform', 'Docker', 'CI/CD', 'Linux Administration', 'Microsoft Azure', 'Google Cloud Platform', 'GitHub Actions', 'Prometheus', 'Grafana', 'Ansible', 'Helm', 'Observability', 'Site Reliability Engineering', 'Cloud Security'],
    projectTypes: ['DevOps', 'Cloud Migration', 'Security'],
    degree: ['BEng', 'Software Engineering'], certificate: ['Certified Kubernetes Administrator', 'Kubernetes'],
  },
  {
    group: 'Data & Analytics', titles: ['Data Engineer', 'Data Analyst', 'Data Scientist', 'Analytics Engineer', 'Machine Learning Engineer'],
    skills: ['SQL', 'Python', 'Data Engineering', 'dbt', 'Apache Airflow', 'Snowflake', 'Power BI', 'Tableau', 'Machine Learning', 'Pandas', 'Apache Spark', 'BigQuery', 'Statistics', 'Data Visualisation', 'PyTorch', 'Large Language Models', 'MLOps', 'Forecasting'],
    projectTypes: ['Data Platform', 'Analytics', 'AI / ML'],
    degree: ['MSc', 'Data Science'], certificate: ['Google Professional Data Engineer', 'Data engineering'],
  },
  {
    group: 'Design', titles: ['Product Designer', 'UX Designer', 'UI Designer', 'UX Researcher', 'Brand Designer', 'Service Designer'],
    skills: ['Figma', 'UX Design', 'UI Design', 'Product Design', 'Prototyping', 'User Research', 'Design Systems', 'Wireframing', 'Usability Testing', 'Interaction Design', 'Visual Design', 'Brand Design', 'Adobe Illustrator', 'Service Design', 'Journey Mapping', 'Motion Design'],
    projectTypes: ['Product Design', 'UX Research', 'Design System', 'Brand Identity', 'Website'],
    degree: ['Bachelor of Design', 'Interaction Design'], certificate: ['Google UX Design Certificate', 'UX design'],
  },
  {
    group: 'Product', titles: ['Product Manager', 'Product Owner', 'Delivery Manager', 'Business Analyst', 'Scrum Master', 'Project Manager'],
    skills: ['Product Management', 'Agile', 'Scrum', 'Jira', 'Stakeholder Management', 'Roadmapping', 'Product Discovery', 'User Stories', 'Business Analysis', 'Requirements Analysis', 'OKRs', 'Kanban', 'Project Management', 'Risk Management', 'Confluence'],
    projectTypes: ['Product Strategy', 'MVP', 'Digital Transformation', 'CRM'],
    degree: ['BBA', 'Business Administration'], certificate: ['Professional Scrum Product Owner I', 'Product ownership'],
  },
  {
    group: 'Marketing', titles: ['Digital Marketer', 'Growth Marketer', 'Content Strategist', 'SEO Specialist', 'Marketing Automation Specialist'],
    skills: ['Digital Marketing', 'Search Engine Optimisation (SEO)', 'Content Marketing', 'Google Ads', 'Google Analytics', 'Copywriting', 'Social Media Marketing', 'Email Marketing', 'HubSpot', 'Meta Ads', 'Conversion Rate Optimisation', 'Marketing Automation', 'Content Strategy', 'Performance Marketing'],
    projectTypes: ['Marketing Campaign', 'SEO', 'Growth', 'Content'],
    degree: ['BA', 'Marketing'], certificate: ['Google Ads Search Certification', 'Paid search'],
  },
];
const INDUSTRIES = [
  'Banking', 'Fintech', 'Healthcare', 'Retail', 'E-commerce', 'SaaS', 'Education', 'Government & Public Sector', 'Insurance', 'Logistics & Supply Chain',
  'Telecommunications', 'Energy & Utilities', 'Entertainment & Media', 'Travel & Tourism', 'Manufacturing', 'Non-profit', 'Gaming', 'Automotive',
];
const COMPANIES = ['Atlassian', 'Canva', 'Shopify', 'Spotify', 'Accenture', 'Deloitte Digital', 'Thoughtworks', 'Globant', 'Infosys', 'EPAM', 'Revolut', 'Booking.com', 'Zalando', 'Rakuten', 'Mercado Libre', 'Jumia', 'Grab', 'a start-up'];
const BRANDS = ['Apple', 'Stripe', 'Patagonia', 'Airbnb', 'Canva', 'Notion', 'LEGO', 'IKEA', 'Spotify', 'Duolingo', 'Figma', 'Linear'];

/** Scale specialists are all reachable under this domain; person `i` is `{first}.{last}.{i}@…`. */
export const SCALE_DOMAIN = 'scale.example.com';

export function scalePerson(index: number): DemoPerson {
  const next = random(index * 2654435761 + 1);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  /** `count` distinct entries, favouring the start of the list (common skills first). */
  const some = <T>(list: readonly T[], count: number) => {
    const chosen = new Set<T>();
    while (chosen.size < Math.min(count, list.length)) chosen.add(list[Math.floor(next() ** 1.7 * list.length)]!);
    return [...chosen];
  };
  const place = pick(PLACES);
  const discipline = pick(DISCIPLINES);
  const level = (1 + Math.floor(next() * 3)) as 1 | 2 | 3;
  const title = `${level === 3 ? 'Senior ' : level === 1 ? 'Junior ' : ''}${pick(discipline.titles)}`;
  const skills = some(discipline.skills, 3 + Math.floor(next() * 6));
  const years = level * 3 + Math.floor(next() * 4);
  const company = pick(COMPANIES);
  const languages = [...new Set([...place.languages.slice(0, 1 + Math.floor(next() * place.languages.length)), ...(next() < 0.15 ? [pick(['fr', 'es', 'de', 'zh', 'ar'])] : [])])];
  return {
    firstName: pick(FIRST_NAMES), lastName: pick(LAST_NAMES), title, country: place.country, state: place.state, city: place.city, level, group: discipline.group,
    skills, languages, industries: some(INDUSTRIES, 1 + Math.floor(next() * 3)), projectTypes: some(discipline.projectTypes, 1 + Math.floor(next() * 2)),
    about: `${title} based in ${place.city} with ${years} years of experience, mostly with ${skills.slice(0, 3).join(', ')}. ` +
      `I have worked with ${company} and enjoy small teams that ship often.`,
    certificates: [
      { degree: discipline.degree[0], name: discipline.degree[1], institution: `University of ${place.city}`, from: years + 4, to: years },
      ...(next() < 0.5 ? [{ degree: discipline.certificate[0], name: discipline.certificate[1], institution: 'Online', from: 1, to: 1 }] : []),
    ],
    projects: [
      { position: title, company, city: place.city, country: place.country, from: Math.min(years, 6), to: 0, description: `${pick(discipline.titles)} work on ${pick(discipline.projectTypes).toLowerCase()} projects.` },
    ],
    admiredBrands: some(BRANDS, 2).join(', '),
  };
}
