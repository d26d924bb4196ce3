/** What other folders use of the report: a record's audit history tab and the diff of a change. */
export { AuditHistoryPanel, RecordTabs } from './RecordTabs';
export { ChangeList } from './ChangeList';
export { useReportWording } from './useReportWording';
export type { AuditEvent } from './reportTypes';
