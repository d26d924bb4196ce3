import { messageCodes } from '../shared/messages';

/** Admin report wording, shared by the APIs and the frontend (codes `audit.<key>`). */
export const auditMessages = {
  adminOnly: 'Only admins can read the change history',
  unknownTargetType: 'Unknown record type',
  noRecord: 'This kind of record has no state to rebuild; its history lists the events’ own fields',
  recordNotFound: 'No change history for this record',
  eventNotFound: 'No such event in the change history',
  badMoment: 'Give a moment as an ISO date-time or an event position',
  badDate: 'Give a date as YYYY-MM-DD or an ISO date-time',
  rangeTooLong: 'The chart covers at most 366 days',
  exportFormat: 'Export as csv, ndjson or parquet',
  exportNotFound: 'No such export',
  downloadLinkInvalid: 'This download link is not valid or has expired (links last 24 hours); start the export again',
  revertAdminOnly: 'Only admins can revert a change',
  notRevertible: 'This kind of change cannot be reverted',
  nothingToRestore: 'This change set the first value there was: there is no earlier value to set back',
  revertConflict:
    'This was changed again later: reverting it would overwrite the later change (details.later names it). Revert anyway to overwrite it',
  reverted: 'The change is reverted',
} as const;
export const auditCodes = messageCodes('audit', auditMessages);

/** "Since your last visit" wording (codes `changes.<key>`). */
export const changesMessages = {
  unfollowableType: 'Changes are followed for specialists, teams, projects and networks',
  badSince: 'Give since as last-seen or an event position',
  badSeenBody: 'Give position as an event position (a decimal string), or nothing for now',
  badIds: 'Give ids as a comma-separated list of at most 100 record ids',
} as const;
export const changesCodes = messageCodes('changes', changesMessages);
