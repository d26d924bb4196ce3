/** The public share-link pages as one lazy chunk (sharing/routes.ts loads it). */
export { default as SharedTeamPage } from './public/SharedTeamPage';
export { default as SharedMemberPage } from './public/SharedMemberPage';
export { default as SharedProjectPage } from './public/SharedProjectPage';
export { default as SharedProfilePage } from './public/SharedProfilePage';
