/**
 * The project pages as one lazy chunk (the resource's index file loads it), as the hiring pages
 * are: one chunk re-splits less of the code the sign-in route shares with them.
 */
export { default as ProjectList } from './ProjectList';
export { default as SharedProjectList } from './SharedProjectList';
export { default as ProjectDetail } from './ProjectDetail';
