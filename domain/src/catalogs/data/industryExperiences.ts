/** Seeded industry experiences; ids are 1-based positions, so append only. */
export const INDUSTRY_EXPERIENCE_TITLES: readonly string[] = [
  'Agriculture', 'Automotive', 'Aviation & Aerospace', 'Banking', 'Biotechnology', 'Construction', 'Consulting',
  'Consumer Goods', 'Cybersecurity', 'Defence', 'E-commerce', 'Education', 'Energy & Utilities', 'Engineering Services',
  'Entertainment & Media', 'Environmental Services', 'Fashion & Apparel', 'Financial Services', 'Fintech', 'Food & Beverage',
  'Gaming', 'Government & Public Sector', 'Healthcare', 'Hospitality', 'Human Resources', 'Insurance', 'Legal Services',
  'Logistics & Supply Chain', 'Manufacturing', 'Marketing & Advertising', 'Mining & Resources', 'Non-profit', 'Pharmaceuticals',
  'Professional Services', 'Property & Real Estate', 'Publishing', 'Retail', 'SaaS', 'Sports & Fitness', 'Telecommunications',
  'Transport', 'Travel & Tourism',
];
