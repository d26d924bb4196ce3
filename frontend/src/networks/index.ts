import { lazyWithMessages } from '../i18n/lazyWithMessages';

/**
 * The `networks` resource. Its pages are the spec's routes (routes/routeTable.ts), not
 * react-admin's own: `list` is /profile/profile-network/network, `show` (and `create`, without
 * ?id=) /profile/profile-network/network-detail. They load with their wording, in the hiring
 * pages' chunk (hiring/pages.ts).
 */
const detail = lazyWithMessages(['hiring', 'changes'], () =>
  import('../hiring/pages').then((pages) => ({ default: pages.NetworkDetail })),
);

export const list = lazyWithMessages(['hiring', 'changes'], () =>
  import('../hiring/pages').then((pages) => ({ default: pages.NetworkList })),
);
export const show = detail;
export const recordRepresentation = 'name';
