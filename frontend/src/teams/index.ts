import { lazyWithMessages } from '../i18n/lazyWithMessages';

/**
 * The `teams` resource: `list` is /profile/profile-teams/teams, `show` both team-detail routes
 * (under a network, or ?id=). Creating and editing are dialogs of those pages.
 */
export const list = lazyWithMessages(['hiring', 'changes'], () =>
  import('../hiring/pages').then((pages) => ({ default: pages.TeamList })),
);
export const show = lazyWithMessages(['hiring', 'changes'], () =>
  import('../hiring/pages').then((pages) => ({ default: pages.TeamDetail })),
);
export const recordRepresentation = 'name';
