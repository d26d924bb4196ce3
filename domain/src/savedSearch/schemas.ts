import { z } from 'zod';
import { requiredText } from '../network/schemas';
import { specialistFilterSchema } from '../specialist/searchFilter';
import { savedSearchCodes as m } from './messages';
import { SAVED_SEARCH_NAME_MAX_LENGTH } from './savedSearch';

/* Request bodies of the saved searches' writes (docs/api.md, "Saved searches"); strict, so an unknown key is 400. */
const name = requiredText(SAVED_SEARCH_NAME_MAX_LENGTH, m.nameRequired, m.nameTooLong);
const alert = z.boolean({ error: m.alertInvalid });
/** The search's own filter schema: what `GET /specialists` refuses cannot be saved. */
const filter = specialistFilterSchema;

/** `POST /saved-searches` (the filter may be left out: every specialist; alert defaults to false). */
export const createSavedSearchSchema = z.strictObject({
  name,
  filter: filter.optional().transform((f) => f ?? {}),
  alert: alert.optional().transform((a) => a ?? false),
});
export type CreateSavedSearchInput = z.infer<typeof createSavedSearchSchema>;

/** `PUT /saved-searches/{id}`: what is left out stays as it is. */
export const changeSavedSearchSchema = z.strictObject({
  name: name.optional(),
  filter: filter.optional(),
  alert: alert.optional(),
});
export type ChangeSavedSearchInput = z.infer<typeof changeSavedSearchSchema>;
