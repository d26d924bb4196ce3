import { z } from 'zod';
import { networkCodes } from '../network/messages';
import { optionalText, recordIdSchema, requiredText } from '../network/schemas';
import { teamCodes } from '../team/messages';
import { shortlistCodes as m } from './messages';
import { SHORTLIST_NAME_MAX_LENGTH, SHORTLIST_NOTE_MAX_LENGTH } from './shortlist';

/* Request bodies of the shortlists' writes (docs/api.md, "Shortlists"); strict, so an unknown key is 400. */
const name = requiredText(SHORTLIST_NAME_MAX_LENGTH, m.nameRequired, m.nameTooLong);
const teamId = recordIdSchema(m.teamInvalid).nullable();
const note = optionalText(SHORTLIST_NOTE_MAX_LENGTH, networkCodes.noteTooLong, { multiline: true });

/** `POST /shortlists` */
export const createShortlistSchema = z.strictObject({
  name,
  team_id: teamId.optional().transform((t) => t ?? null),
});
export type CreateShortlistInput = z.infer<typeof createShortlistSchema>;

/** `PUT /shortlists/{id}`: what is left out stays; `team_id: null` unties it from its team. */
export const changeShortlistSchema = z.strictObject({ name: name.optional(), team_id: teamId.optional() });
export type ChangeShortlistInput = z.infer<typeof changeShortlistSchema>;

/** `POST /shortlists/{id}/members` */
export const addShortlistMemberSchema = z.strictObject({
  specialist_id: recordIdSchema(teamCodes.specialistRequired),
  note,
});
export type AddShortlistMemberInput = z.infer<typeof addShortlistMemberSchema>;

/** `PUT /shortlists/{id}/members/{specialistId}` */
export const setShortlistNoteSchema = z.strictObject({ note });
