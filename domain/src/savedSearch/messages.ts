import { messageCodes } from '../shared/messages';

/** Saved-search wording, shared by the APIs and the frontend (codes `savedSearch.<key>`). */
export const savedSearchMessages = {
  nameRequired: 'Name the search',
  nameTooLong: 'A saved search’s name must be at most 100 characters',
  filterInvalid: 'The filter must be one the specialist search accepts',
  alertInvalid: 'alert must be true or false',
  notFound: 'Saved search not found',
  alreadyExists: 'This saved search already exists',
  saved: 'Search saved',
  changed: 'Saved search updated',
  deleted: 'Saved search deleted',
} as const;
export const savedSearchCodes = messageCodes('savedSearch', savedSearchMessages);
