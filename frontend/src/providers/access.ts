import { isAdminRole } from './domain';

/**
 * Who may open a route. Public: `visitors` (signed-out only; a signed-in user goes to their
 * default page) or `public` (anyone). Signed-in: `all`, `member` (not an admin), `admin`, or `hirer`
 * (business owners and admins: those who search specialists).
 */
export type Audience = 'visitors' | 'public' | 'all' | 'member' | 'admin' | 'hirer';

/**
 * Whether a signed-in user of this role may open a route of this audience (spec 2.2, 2.3):
 * admins, super_admins included, get the reduced set; everybody else the members' set.
 */
export function roleMayOpen(audience: Audience, userType: string | null | undefined): boolean {
  if (audience === 'member') return !isAdminRole(userType);
  if (audience === 'admin') return isAdminRole(userType);
  if (audience === 'hirer') return mayHire(userType);
  return true;
}

/** Business owners and admins search specialists and build teams from them; specialists do not. */
const mayHire = (userType: string | null | undefined) => userType === 'business_owner' || isAdminRole(userType);

/**
 * react-admin's data resources (docs/api.md, 'Networks, teams and search'): who may use each.
 * Networks, members, invitations, teams and company profiles are open to every signed-in role (the
 * API decides which records each reader gets); searching specialists, and a team's matches, is for
 * business owners and admins.
 */
const RESOURCE_RULES: Record<string, (userType: string | null | undefined) => boolean> = {
  networks: () => true,
  'network-members': () => true,
  invitations: () => true,
  teams: () => true,
  'business-owners': () => true,
  // Share links: anyone signed in may share what they own (the API answers 403/404 for the rest).
  'share-links': () => true,
  'share-link-opens': () => true,
  specialists: mayHire,
  // A team's matches: the search by fit to one of the reader's teams.
  'team-matches': mayHire,
  // The admin report: the API answers 403 to anyone else (docs/api.md 'Admin report').
  'audit-events': isAdminRole,
  'audit-stats': isAdminRole,
  'event-types': isAdminRole,
  'record-history': isAdminRole,
  'record-versions': isAdminRole,
  'record-diffs': isAdminRole,
  // Client projects: every role has a My Projects (the API picks the records and answers 404 for others').
  projects: () => true,
  'shared-projects': () => true,
  'project-milestones': () => true,
  'project-collaborators': () => true,
  'project-history': () => true,
};

/** Whether this role may use a data resource (react-admin's list, show, edit… of it); unknown resources are refused. */
export const roleMayUse = (resource: string, userType: string | null | undefined): boolean =>
  RESOURCE_RULES[resource]?.(userType) ?? false;
