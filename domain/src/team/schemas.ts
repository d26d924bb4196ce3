import { z } from 'zod';
import { optionalText, recordIdSchema, requiredText } from '../network/schemas';
import { MAX_SELECTION } from '../specialist/specialist';
import { catalogIdSchema } from '../specialist/schemas';
import { specialistCodes } from '../specialist/messages';
import { teamCodes as m } from './messages';
import {
  ALLOCATION_DAYS_MAX,
  ALLOCATION_DAYS_MIN,
  TEAM_NAME_MAX_LENGTH,
  TEAM_PURPOSE_MAX_LENGTH,
  TEAM_ROLE_MAX_LENGTH,
  TEAM_STATUSES,
} from './team';

/*
 * Request bodies of the team write paths (docs/api.md, "Networks, teams and search"); strict,
 * so an unknown key is 400. The frontend validates its forms with these same schemas.
 */
const teamName = requiredText(TEAM_NAME_MAX_LENGTH, m.nameRequired, m.nameTooLong);
const purpose = optionalText(TEAM_PURPOSE_MAX_LENGTH, m.purposeTooLong, { multiline: true });
const roleTitle = optionalText(TEAM_ROLE_MAX_LENGTH, m.roleTooLong);
/** Skill ids from `GET /user/skill/list`, as numbers, numeric strings or `{ id }` objects; repeats dropped. */
const requiredSkillIds = z
  .array(catalogIdSchema, { error: specialistCodes.invalidId })
  .max(MAX_SELECTION, specialistCodes.tooManySelected)
  .transform((ids) => [...new Set(ids)]);
const allocationDays = z
  .number({ error: m.allocationInvalid })
  .int(m.allocationInvalid)
  .min(ALLOCATION_DAYS_MIN, m.allocationInvalid)
  .max(ALLOCATION_DAYS_MAX, m.allocationInvalid);

/** `POST /teams` */
export const createTeamSchema = z.strictObject({
  network_id: recordIdSchema(m.networkRequired),
  name: teamName,
  purpose,
  required_skill_ids: requiredSkillIds.nullish().transform((ids) => ids ?? []),
});
export type CreateTeamInput = z.infer<typeof createTeamSchema>;

/** `PUT /teams/{id}`: the fields sent are changed, the others kept. */
export const updateTeamSchema = z.strictObject({
  name: teamName.optional(),
  purpose: purpose.optional(),
  required_skill_ids: requiredSkillIds.optional(),
});
export type UpdateTeamInput = z.infer<typeof updateTeamSchema>;

/** `POST /teams/{id}/members`: a specialist who has joined the team's network. */
export const addTeamMemberSchema = z.strictObject({
  specialist_id: recordIdSchema(m.specialistRequired),
  role_title: roleTitle,
  allocation_days: allocationDays,
});
export type AddTeamMemberInput = z.infer<typeof addTeamMemberSchema>;

/** `PUT /teams/{id}/members/{specialistId}` */
export const changeTeamMemberSchema = z.strictObject({
  role_title: roleTitle.optional(),
  allocation_days: allocationDays.optional(),
});
export type ChangeTeamMemberInput = z.infer<typeof changeTeamMemberSchema>;

/** `POST /teams/{id}/status` */
export const teamStatusSchema = z.strictObject({ status: z.enum(TEAM_STATUSES, { error: m.statusInvalid }) });
export type TeamStatusInput = z.infer<typeof teamStatusSchema>;
