import { messageCodes } from './messages';

/** What any request may be refused for, whatever the feature (codes `common.<key>`). */
export const commonMessages = {
  notFound: 'Not found',
  forbidden: 'You are not allowed to do this',
  invalidInput: 'Invalid input',
  bodyNotObject: 'The request body must be a JSON object',
  concurrentChange: (stream: string) =>
    `Someone else changed this record at the same time (${stream}); reload and try again`,
} as const;
export const commonCodes = messageCodes('common', commonMessages);

/** The parameters of every list read, `filter`, `sort` and `range` (ra-data-simple-rest; codes `list.<key>`). */
export const listMessages = {
  notOnce: (parameter: string) => `${parameter} must be given once, as JSON`,
  notJson: (parameter: string) => `${parameter} is not valid JSON`,
  filterNotObject: 'filter must be a JSON object',
  unknownFilterField: (field: string) => `Unknown filter field: ${field}`,
  invalidFilter: 'Invalid filter',
  sortInvalid: 'sort must be ["field","ASC" or "DESC"]',
  unknownSortField: (field: string, fields: readonly string[]) =>
    `Unknown sort field: ${field} (one of ${fields.join(', ')})`,
  rangeInvalid: 'range must be [start, end] with 0 ≤ start ≤ end',
  pageTooLarge: (max: number) => `A page holds at most ${max} records`,
} as const;
export const listCodes = messageCodes('list', listMessages);
