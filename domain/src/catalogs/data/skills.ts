/**
 * The seeded skills catalog (dv_skills). Ids are the 1-based position in this list, so the
 * order must never change: append new skills at the end (admins add more through the API).
 */
export const SKILL_TITLES: readonly string[] = [
  // Software engineering
  'JavaScript', 'TypeScript', 'Python', 'Java', 'Kotlin', 'Swift', 'Objective-C', 'C', 'C++', 'C#',
  'Go', 'Rust', 'Ruby', 'PHP', 'Scala', 'Elixir', 'Erlang', 'Haskell', 'Clojure', 'F#',
  'Dart', 'R', 'Julia', 'MATLAB', 'Perl', 'Lua', 'Bash', 'PowerShell', 'SQL', 'GraphQL',
  'HTML', 'CSS', 'Sass', 'Tailwind CSS', 'WebAssembly', 'Solidity', 'COBOL', 'Fortran', 'Groovy', 'Zig',
  // Frontend
  'React', 'Next.js', 'Vue.js', 'Nuxt', 'Angular', 'Svelte', 'SvelteKit', 'Ember.js', 'jQuery', 'Redux',
  'MobX', 'React Query', 'Storybook', 'Webpack', 'Vite', 'Babel', 'Web Components', 'Progressive Web Apps', 'Web Accessibility (WCAG)', 'Web Performance Optimisation',
  'Material UI', 'Bootstrap', 'Three.js', 'D3.js', 'WebGL', 'Micro-frontends', 'Responsive Web Design', 'Cross-browser Compatibility', 'Astro', 'Remix',
  // Backend
  'Node.js', 'Express.js', 'NestJS', 'Fastify', 'Deno', 'Django', 'Flask', 'FastAPI', 'Ruby on Rails', 'Laravel',
  'Symfony', 'Spring Boot', '.NET', 'ASP.NET Core', 'Phoenix', 'gRPC', 'REST API Design', 'Microservices', 'Event-Driven Architecture', 'Event Sourcing',
  'CQRS', 'Domain-Driven Design', 'Serverless Architecture', 'API Gateway Design', 'WebSockets', 'Message Queues', 'Apache Kafka', 'RabbitMQ', 'OAuth 2.0', 'OpenID Connect',
  // Mobile
  'iOS Development', 'Android Development', 'React Native', 'Flutter', 'SwiftUI', 'Jetpack Compose', 'Xamarin', 'Ionic', 'Mobile App Testing', 'App Store Optimisation',
  // Data and databases
  'PostgreSQL', 'MySQL', 'Microsoft SQL Server', 'Oracle Database', 'SQLite', 'MongoDB', 'Redis', 'Cassandra', 'DynamoDB', 'Elasticsearch',
  'Neo4j', 'Firebase', 'Supabase', 'Snowflake', 'BigQuery', 'Amazon Redshift', 'Databricks', 'Apache Spark', 'Apache Airflow', 'dbt',
  'Data Modelling', 'Data Warehousing', 'ETL Development', 'Data Engineering', 'Data Governance', 'Data Quality', 'Master Data Management', 'Data Visualisation', 'Tableau', 'Power BI',
  'Looker', 'Qlik', 'Google Data Studio', 'Excel Modelling', 'Statistics', 'A/B Testing', 'Experiment Design', 'Product Analytics', 'Google Analytics', 'Mixpanel',
  'Amplitude', 'Segment', 'Data Science', 'Pandas', 'NumPy', 'Jupyter', 'Time Series Analysis', 'Forecasting', 'Econometrics', 'Survey Analysis',
  // AI and machine learning
  'Machine Learning', 'Deep Learning', 'Natural Language Processing', 'Computer Vision', 'Generative AI', 'Prompt Engineering', 'Large Language Models', 'Retrieval-Augmented Generation', 'MLOps', 'TensorFlow',
  'PyTorch', 'scikit-learn', 'Keras', 'Hugging Face Transformers', 'LangChain', 'Reinforcement Learning', 'Recommendation Systems', 'Speech Recognition', 'AI Ethics', 'Model Evaluation',
  // Cloud, DevOps and infrastructure
  'Amazon Web Services (AWS)', 'Microsoft Azure', 'Google Cloud Platform', 'Cloud Architecture', 'Cloud Migration', 'Docker', 'Kubernetes', 'Helm', 'Terraform', 'Pulumi',
  'Ansible', 'Chef', 'Puppet', 'CI/CD', 'GitHub Actions', 'GitLab CI', 'Jenkins', 'CircleCI', 'Argo CD', 'Site Reliability Engineering',
  'Observability', 'Prometheus', 'Grafana', 'Datadog', 'New Relic', 'ELK Stack', 'Linux Administration', 'Windows Server', 'Networking', 'Nginx',
  'Infrastructure as Code', 'Cost Optimisation (FinOps)', 'Disaster Recovery', 'High Availability Design', 'Edge Computing', 'Git', 'Release Management', 'Platform Engineering', 'Service Mesh', 'Chaos Engineering',
  // Security
  'Cybersecurity', 'Application Security', 'Penetration Testing', 'Threat Modelling', 'Security Auditing', 'Identity and Access Management', 'Cloud Security', 'Incident Response', 'ISO 27001', 'SOC 2 Compliance',
  'GDPR Compliance', 'Privacy Engineering', 'Cryptography', 'DevSecOps', 'Vulnerability Management',
  // Quality
  'Quality Assurance', 'Test Automation', 'Unit Testing', 'Integration Testing', 'End-to-End Testing', 'Cypress', 'Playwright', 'Selenium', 'Jest', 'Performance Testing',
  'Load Testing', 'Accessibility Testing', 'Test-Driven Development', 'Behaviour-Driven Development', 'Manual Testing',
  // Design
  'UX Design', 'UI Design', 'Product Design', 'Interaction Design', 'Service Design', 'Visual Design', 'Graphic Design', 'Brand Design', 'Logo Design', 'Typography',
  'Illustration', 'Motion Design', 'Animation', '3D Modelling', 'Design Systems', 'Wireframing', 'Prototyping', 'Figma', 'Sketch', 'Adobe XD',
  'Adobe Photoshop', 'Adobe Illustrator', 'Adobe InDesign', 'Adobe After Effects', 'Adobe Premiere Pro', 'Blender', 'Information Architecture', 'Usability Testing', 'User Research', 'Design Thinking',
  'Journey Mapping', 'Persona Development', 'Content Design', 'Conversational Design', 'Inclusive Design', 'Packaging Design', 'Presentation Design', 'Video Editing', 'Photography', 'Sound Design',
  // Product and delivery
  'Product Management', 'Product Strategy', 'Product Discovery', 'Product Ownership', 'Roadmapping', 'Requirements Analysis', 'Business Analysis', 'User Stories', 'Agile', 'Scrum',
  'Kanban', 'SAFe', 'Project Management', 'Programme Management', 'Delivery Management', 'PRINCE2', 'PMP', 'Stakeholder Management', 'Risk Management', 'Change Management',
  'OKRs', 'Lean Startup', 'Jobs to Be Done', 'Pricing Strategy', 'Go-to-Market Strategy', 'Jira', 'Confluence', 'Miro', 'Technical Writing', 'Documentation',
  // Marketing and growth
  'Digital Marketing', 'Content Marketing', 'Content Strategy', 'Copywriting', 'Search Engine Optimisation (SEO)', 'Search Engine Marketing (SEM)', 'Google Ads', 'Meta Ads', 'LinkedIn Ads', 'Social Media Marketing',
  'Influencer Marketing', 'Email Marketing', 'Marketing Automation', 'HubSpot', 'Marketo', 'Mailchimp', 'Salesforce Marketing Cloud', 'Growth Hacking', 'Conversion Rate Optimisation', 'Performance Marketing',
  'Affiliate Marketing', 'Brand Strategy', 'Community Management', 'Public Relations', 'Marketing Analytics', 'Customer Segmentation', 'Lifecycle Marketing', 'Product Marketing', 'Video Marketing', 'Podcast Production',
  // Business platforms and commerce
  'Salesforce', 'Salesforce Development', 'Microsoft Dynamics 365', 'SAP', 'ServiceNow', 'Zendesk', 'Shopify', 'Shopify Development', 'WooCommerce', 'Magento',
  'BigCommerce', 'WordPress', 'WordPress Development', 'Drupal', 'Contentful', 'Sanity', 'Strapi', 'Webflow', 'Headless CMS', 'Payments Integration',
  'Stripe', 'E-commerce Strategy', 'CRM Strategy', 'ERP Implementation', 'Zapier', 'Make (Integromat)', 'Airtable', 'Notion', 'Low-Code Development', 'Robotic Process Automation',
  // Emerging technology
  'Blockchain', 'Smart Contracts', 'Web3', 'Internet of Things', 'Embedded Systems', 'Augmented Reality', 'Virtual Reality', 'Unity', 'Unreal Engine', 'Game Development',
  // Leadership and ways of working
  'Technical Leadership', 'Engineering Management', 'Solution Architecture', 'Enterprise Architecture', 'Software Architecture', 'Technical Due Diligence', 'Digital Transformation', 'IT Strategy', 'Vendor Management', 'Mentoring',
  'Facilitation', 'Workshop Design', 'Public Speaking', 'Coaching', 'Hiring and Recruitment', 'Remote Team Leadership', 'Budget Management', 'Customer Success', 'Pre-sales Consulting', 'Sales Engineering',
];
