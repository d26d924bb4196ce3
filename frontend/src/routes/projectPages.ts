/**
 * The project pages as one lazy chunk (routes/pages.ts loads it), as the hiring pages
 * are: one chunk re-splits less of the code the sign-in route shares with them.
 */
export { default as ProjectList } from '../projects/ProjectList';
export { default as SharedProjectList } from '../projects/SharedProjectList';
export { default as ProjectDetail } from '../projects/ProjectDetail';
