import { messageCodes } from '../shared/messages';

/** Catalog wording, shared by the APIs and the frontend. */
export const catalogMessages = {
  unknownCatalog: 'Unknown catalog',
  adminOnly: 'Only admins can change the reference lists',
  unknownCountry: 'Unknown country',
  unknownCountryOrState: 'Unknown country or state',
  itemsRequired: 'Add at least one item',
  tooManyItems: 'Add at most 100 items at a time',
  titleRequired: 'Title is required',
  codeInvalid: 'Use a two-letter ISO 639-1 code',
  duplicate: (title: string) => `"${title}" is already in the list`,
  fixed: 'The video-ask questions are the fixed answer slots 0 to 9 and cannot be extended',
  itemsAdded: 'Items added',
} as const;
export const catalogCodes = messageCodes('catalog', catalogMessages);
