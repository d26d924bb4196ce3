/**
 * The admin report's pages as one lazy chunk (routes/pages.ts loads it with the report's wording).
 * The activity chart is a chunk of its own inside it, so the chart library never reaches a page
 * that does not draw the chart.
 */
export { default as AuditEventList } from '../report/AuditEventList';
export { default as EventCataloguePage } from '../report/EventCataloguePage';
