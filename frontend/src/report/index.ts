import { lazyWithMessages } from '../i18n/lazyWithMessages';

/**
 * The `audit-events` resource (docs/api.md 'Admin report'): `list` is /report, `catalogue`
 * /report/event-catalogue. Record history is a tab of the profile, team and project pages
 * (report/RecordTabs.tsx).
 */
export const list = lazyWithMessages('report', () =>
  import('./pages').then((pages) => ({ default: pages.AuditEventList })),
);
export const catalogue = lazyWithMessages('report', () =>
  import('./pages').then((pages) => ({ default: pages.EventCataloguePage })),
);
export const recordRepresentation = (record: { action?: string; target?: { name?: string | null } }) =>
  [record.action, record.target?.name].filter(Boolean).join(' · ');
