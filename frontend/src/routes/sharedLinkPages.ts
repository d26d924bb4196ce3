/** The public share-link pages as one lazy chunk (routes/pages.ts loads it with their wording). */
export { default as SharedTeamPage } from '../sharing/public/SharedTeamPage';
export { default as SharedMemberPage } from '../sharing/public/SharedMemberPage';
export { default as SharedProjectPage } from '../sharing/public/SharedProjectPage';
export { default as SharedProfilePage } from '../sharing/public/SharedProfilePage';
