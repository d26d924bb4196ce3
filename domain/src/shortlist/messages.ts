import { messageCodes } from '../shared/messages';

/** Shortlist wording, shared by the APIs and the frontend (codes `shortlist.<key>`); a note's length is the network's. */
export const shortlistMessages = {
  nameRequired: 'Name the shortlist',
  nameTooLong: 'A shortlist’s name must be at most 100 characters',
  teamInvalid: 'team_id must be one of your teams, or null',
  notFound: 'Shortlist not found',
  notYours: 'Only the shortlist’s owner can change it',
  alreadyExists: 'This shortlist already exists',
  alreadyListed: 'This specialist is already on the shortlist',
  notListed: 'This specialist is not on the shortlist',
  notASpecialist: 'Only specialists can be shortlisted',
  full: 'A shortlist holds at most 100 specialists',
  created: 'Shortlist created',
  changed: 'Shortlist updated',
  deleted: 'Shortlist deleted',
  memberAdded: 'Added to the shortlist',
  noteSet: 'Shortlist note saved',
  memberRemoved: 'Removed from the shortlist',
} as const;
export const shortlistCodes = messageCodes('shortlist', shortlistMessages);
