import { paths } from '../routes/paths';

/**
 * Query keys a record page reads to open its audit history at a moment (report/RecordTabs.tsx):
 * `?tab=audit&at={position}`, beside the page's own tabs (a project's History is its own).
 */
export const HISTORY_TAB_PARAM = 'tab';
export const HISTORY_TAB = 'audit';
export const HISTORY_AT_PARAM = 'at';

const withId = (path: string, id: string) => `${path}?id=${encodeURIComponent(id)}`;

/** The app's page of a record the report names, when it has one (accounts of specialists open their profile). */
export function recordPageOf(target: { type: string; id: string }): string | undefined {
  switch (target.type) {
    case 'specialist':
      return withId(paths.profileView, target.id);
    case 'team':
      return withId(paths.teamDetail, target.id);
    case 'network':
      return withId(paths.networkDetail, target.id);
    case 'project':
      return withId(paths.projectDetails, target.id);
    default:
      return undefined;
  }
}

/** Target types whose page holds the audit history tab (profile, team, project). */
export const HISTORY_TARGETS = new Set(['specialist', 'team', 'project']);

/** The record's page on its audit history tab, at the event of this position. */
export function asOfLinkOf(target: { type: string; id: string }, position: string): string | undefined {
  const page = recordPageOf(target);
  if (!page || !HISTORY_TARGETS.has(target.type)) return undefined;
  return `${page}&${HISTORY_TAB_PARAM}=${HISTORY_TAB}&${HISTORY_AT_PARAM}=${encodeURIComponent(position)}`;
}
