import { z } from 'zod';
import { validationCodes } from '../shared/validationMessages';
import { emailSchema } from '../account/schemas';
import { recordIdSchema } from '../network/schemas';
import { textSchema } from '../shared/validation';
import { isCalendarDate } from '../shared/dates';
import { isCurrencyCode } from '../shared/currency';
import { specialistCodes } from '../specialist/messages';
import { catalogIdSchema } from '../specialist/schemas';
import { MAX_SELECTION } from '../specialist/specialist';
import {
  BRIEF_MAX_LENGTH,
  BUDGET_AMOUNT_MAX,
  CLIENT_NAME_MAX_LENGTH,
  COLLABORATOR_ROLES,
  ENGAGEMENT_NAME_MAX_LENGTH,
  ENGAGEMENT_STATUSES,
  ENGAGEMENT_TYPES,
  MILESTONE_STATUSES,
  MILESTONE_TITLE_MAX_LENGTH,
} from './engagement';
import { engagementCodes as m } from './messages';

/*
 * Request bodies of the client-project write paths (docs/api.md, "Client projects"); strict, so an
 * unknown key is 400. The frontend validates its forms with these same schemas; the decider checks
 * the same rules again on the whole project (an update's end date against the saved start date).
 */

// ── Values ───────────────────────────────────────────────────────────────────
export { isCalendarDate, isCurrencyCode };

export const projectDateSchema = z
  .string({ error: m.dateInvalid })
  .trim()
  .refine(isCalendarDate, m.dateInvalid)
  .meta({ format: 'date', pattern: '^\\s*\\d{4}-\\d{2}-\\d{2}\\s*$' });

const text = (max: number, tooLong: string, options: { multiline?: boolean } = {}) =>
  textSchema({ mustBeText: validationCodes.mustBeText, ...options }).max(max, tooLong);
/** Text that may be left blank: '' and null become ''. */
const optionalText = (max: number, tooLong: string, options: { multiline?: boolean } = {}) =>
  text(max, tooLong, options)
    .nullish()
    .transform((v) => v ?? '');

const projectName = textSchema({ mustBeText: m.nameRequired })
  .min(1, m.nameRequired)
  .max(ENGAGEMENT_NAME_MAX_LENGTH, m.nameTooLong);
const engagementType = z.enum(ENGAGEMENT_TYPES, { error: m.engagementTypeInvalid });
const requiredSkillIds = z
  .array(catalogIdSchema, { error: specialistCodes.invalidId })
  .max(MAX_SELECTION, specialistCodes.tooManySelected)
  .transform((ids) => [...new Set(ids)]);

export const projectBudgetSchema = z.strictObject(
  {
    amount: z
      .number({ error: m.budgetAmountInvalid })
      .refine((n) => Number.isFinite(n) && n > 0, { message: m.budgetAmountInvalid, abort: true })
      .max(BUDGET_AMOUNT_MAX, m.budgetAmountTooLarge),
    currency: z
      .string({ error: m.currencyInvalid })
      .trim()
      .transform((c) => c.toUpperCase())
      .refine(isCurrencyCode, m.currencyInvalid)
      .meta({ pattern: '^\\s*[A-Za-z]{3}\\s*$', description: 'an ISO 4217 code (any letter case)' }),
  },
  { error: m.budgetAmountInvalid },
);

/** The end not before the start, when a body carries both (an update is checked against the saved dates by the decider). */
const datesInOrder = (v: { start_date?: string | null; end_date?: string | null }) =>
  !v.start_date || !v.end_date || v.end_date >= v.start_date;

// ── Projects ─────────────────────────────────────────────────────────────────
const detailFields = {
  client_name: optionalText(CLIENT_NAME_MAX_LENGTH, m.clientNameTooLong),
  brief: optionalText(BRIEF_MAX_LENGTH, m.briefTooLong, { multiline: true }),
  project_type_id: catalogIdSchema.nullish().transform((id) => id ?? null),
  required_skill_ids: requiredSkillIds.nullish().transform((ids) => ids ?? []),
  start_date: projectDateSchema.nullish().transform((d) => d ?? null),
  end_date: projectDateSchema.nullish().transform((d) => d ?? null),
  budget: projectBudgetSchema.nullish().transform((b) => b ?? null),
};

/** `POST /projects` */
export const createEngagementSchema = z
  .strictObject({ name: projectName, engagement_type: engagementType, ...detailFields })
  .refine(datesInOrder, { message: m.endBeforeStart, path: ['end_date'] });
export type CreateEngagementInput = z.infer<typeof createEngagementSchema>;

/** `PUT /projects/{id}`: the keys sent are changed (null clears an optional one), the others kept. */
export const updateEngagementSchema = z
  .strictObject({
    name: projectName.optional(),
    engagement_type: engagementType.optional(),
    client_name: detailFields.client_name.optional(),
    brief: detailFields.brief.optional(),
    project_type_id: catalogIdSchema.nullable().optional(),
    required_skill_ids: requiredSkillIds
      .nullable()
      .transform((ids) => ids ?? [])
      .optional(),
    start_date: projectDateSchema.nullable().optional(),
    end_date: projectDateSchema.nullable().optional(),
    budget: projectBudgetSchema.nullable().optional(),
  })
  .refine(datesInOrder, { message: m.endBeforeStart, path: ['end_date'] });
export type UpdateEngagementInput = z.infer<typeof updateEngagementSchema>;

/** `POST /projects/{id}/status` */
export const engagementStatusSchema = z.strictObject({
  status: z.enum(ENGAGEMENT_STATUSES, { error: m.statusInvalid }),
});
export type EngagementStatusInput = z.infer<typeof engagementStatusSchema>;

/** `POST /projects/{id}/team` */
export const assignTeamSchema = z.strictObject({ team_id: recordIdSchema(m.teamRequired) });
export type AssignTeamInput = z.infer<typeof assignTeamSchema>;

// ── Milestones ───────────────────────────────────────────────────────────────
const milestoneTitle = textSchema({ mustBeText: m.milestoneTitleRequired })
  .min(1, m.milestoneTitleRequired)
  .max(MILESTONE_TITLE_MAX_LENGTH, m.milestoneTitleTooLong);
const responsibleId = recordIdSchema(m.responsibleNotInTeam).nullable();

/** `POST /projects/{id}/milestones` */
export const addMilestoneSchema = z.strictObject({
  title: milestoneTitle,
  due_date: projectDateSchema,
  responsible_id: responsibleId.optional().transform((id) => id ?? null),
});
export type AddMilestoneInput = z.infer<typeof addMilestoneSchema>;

/** `PUT /projects/{id}/milestones/{milestoneId}`: null `responsible_id` clears it. */
export const changeMilestoneSchema = z.strictObject({
  title: milestoneTitle.optional(),
  due_date: projectDateSchema.optional(),
  responsible_id: responsibleId.optional(),
});
export type ChangeMilestoneInput = z.infer<typeof changeMilestoneSchema>;

/** `POST /projects/{id}/milestones/{milestoneId}/status` */
export const milestoneStatusSchema = z.strictObject({
  status: z.enum(MILESTONE_STATUSES, { error: m.milestoneStatusInvalid }),
});
export type MilestoneStatusInput = z.infer<typeof milestoneStatusSchema>;

// ── Collaborators ────────────────────────────────────────────────────────────
const collaboratorRole = z.enum(COLLABORATOR_ROLES, { error: m.collaboratorRoleInvalid });

/** `POST /projects/{id}/collaborators` */
export const addCollaboratorSchema = z.strictObject({
  email: emailSchema.transform((e) => e.toLowerCase()),
  role: collaboratorRole,
});
export type AddCollaboratorInput = z.infer<typeof addCollaboratorSchema>;

/** `PUT /projects/{id}/collaborators/{userId}` */
export const collaboratorRoleSchema = z.strictObject({ role: collaboratorRole });
export type CollaboratorRoleInput = z.infer<typeof collaboratorRoleSchema>;
