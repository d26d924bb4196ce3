/**
 * The hiring pages as one lazy chunk (routes/pages.ts loads it). Each page as its own
 * chunk would re-split the form and list code the sign-in route shares with them into more,
 * smaller files: measured, five chunks cost /stage/login 2.3 kB more gzipped, this one about 1 kB
 * (docs/frontend.md). The whole feature is about 48 kB gzipped, loaded on its first page.
 */
export { default as NetworkList } from '../networks/NetworkList';
export { default as NetworkDetail } from '../networks/NetworkDetail';
export { default as FindSpecialistsPage } from '../specialists/FindSpecialistsPage';
export { default as ShortlistsPage } from '../specialists/ShortlistsPage';
export { default as ComparePage } from '../specialists/ComparePage';
export { default as TeamList } from '../teams/TeamList';
export { default as TeamDetail } from '../teams/TeamDetail';
export { default as BusinessOwnerShow } from '../businessOwners/BusinessOwnerShow';
