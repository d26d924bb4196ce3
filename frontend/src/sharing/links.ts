import { generatePath } from 'react-router-dom';
import { paths } from '../routes/paths';
import type { ShareTargetType } from './sharingTypes';

/** The public pages of a link (route table), by its token; members of a team or project open under /shared-team. */
export const sharedLinks = {
  target: (type: ShareTargetType, token: string) =>
    generatePath(type === 'team' ? paths.sharedTeam : type === 'project' ? paths.sharedProject : paths.sharedProfile, {
      token,
    }),
  member: (token: string, profileId: string) => generatePath(paths.sharedTeamProfile, { token, profileId }),
};

/** The full address to hand out: the API's `url` (a path under /stage) on this origin. */
export const absoluteUrl = (url: string) => new URL(url, window.location.origin).toString();
