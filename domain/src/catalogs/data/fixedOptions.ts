/** The spec's fixed option lists (section 3); ids are the spec's. */
export const PRACTITIONER_GROUPS: readonly string[] = [
  'Data & Analytics',
  'Engineering',
  'Design',
  'Product',
  'Marketing',
];
export const CLIENT_TYPES: readonly string[] = [
  'CTO',
  'CPO',
  'Head of Engineering',
  'Product Lead',
  'CEO',
  'Experience Officer',
  'Tech Lead',
  'Other',
];
