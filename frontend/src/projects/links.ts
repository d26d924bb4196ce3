import { paths } from '../routes/paths';

/** Where the project pages link to, from the route table (spec 2.2 paths). */
export const projectLinks = {
  myProjects: () => paths.myProjects,
  sharedProjects: () => paths.sharedProjects,
  newProject: () => paths.projectDetails,
  project: (id: string) => `${paths.projectDetails}?id=${encodeURIComponent(id)}`,
  team: (id: string) => `${paths.teamDetail}?id=${encodeURIComponent(id)}`,
  profile: (specialistId: string) => `${paths.profileView}?id=${encodeURIComponent(specialistId)}`,
};
