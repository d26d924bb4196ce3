/** "Since your last visit": the banner of a record's page and the dot on a list's changed rows. */
export { ChangedDot, useChangedSinceSeen } from './ChangedDot';
export { SinceLastVisit } from './SinceLastVisit';
