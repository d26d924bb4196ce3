import type { Request, Response } from 'express';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import {
  aboutMeSchema, accountDetailsInputSchema, addCertificateSchema, addProjectSchema, billingProfileSchema, certificateFieldsSchema,
  experienceLevelSchema, industryExperiencesSchema, industryTitleSchema, languagesSchema, parseOrThrow, projectFieldsSchema,
  projectInterestsSchema, skillsSchema, specialistMessages as m,
  type SpecialistEvent,
} from '@dth/domain';
import { DocumentedRouter, principalOf, type CommandContext } from '@dth/infrastructure';
import type { RequestHandler } from 'express';
import type { CatalogService } from '../catalogs/catalogService';
import { savedSection } from '../specialists/savedSection';
import type { SpecialistCommandInput, SpecialistService } from '../specialists/specialistService';
import { commandContext, written } from './commandContext';

export interface SpecialistRoutesDeps {
  specialists: SpecialistService;
  catalogs: CatalogService;
  authenticate: RequestHandler;
}

const TAGS = ['Specialist profile'];
const ERRORS = [400, 401, 403, 404];
/** The success body of every profile write. */
export const writtenSchema = z.object({
  data: z.record(z.string(), z.unknown()).describe('what was saved, in the field names of the profile read model'),
  message: z.string(),
  position: z.string().describe('send it back as X-Min-Position to read your own write'),
});

/** Runs a command for the profile in the path and answers `{ data, message, position }`. */
async function answer(res: Response, specialists: SpecialistService, command: SpecialistCommandInput, ctx: CommandContext, message: string) {
  const { events, position } = await specialists.execute(command, ctx);
  res.json(written(savedSection(events.at(-1) as SpecialistEvent), message, position));
}

/** The write paths of the profile's sections (spec section 7), each parsed with its domain schema. */
export function specialistRoutes({ specialists, catalogs, authenticate }: SpecialistRoutesDeps): DocumentedRouter {
  const routes = new DocumentedRouter(authenticate);
  const target = (req: Request, param = 'id') => specialists.authorize(principalOf(req), String(req.params[param]));
  const doc = (method: 'post' | 'put' | 'delete', path: string, summary: string, body?: z.ZodType) =>
    ({ method, path, summary, body, tags: TAGS, auth: true, response: writtenSchema, errors: ERRORS });

  routes.add(doc('put', '/user/update-user/{id}', 'Set the industry title', industryTitleSchema), async (req, res) => {
    const specialistId = target(req);
    const { specialist } = parseOrThrow(industryTitleSchema, req.body);
    await answer(res, specialists, { type: 'SetIndustryTitle', data: { specialistId, industryTitle: specialist.industry_title } }, commandContext(req), m.industryTitleUpdated);
  });

  routes.add(doc('post', '/user/specialist/add-skills/{id}', 'Set the skills (ids from GET /user/skill/list)', skillsSchema), async (req, res) => {
    const specialistId = target(req);
    const { skills } = parseOrThrow(skillsSchema, req.body);
    const catalog = await catalogs.items('skills');
    await answer(res, specialists, { type: 'SetSkills', data: { specialistId, skillIds: skills, catalog } }, commandContext(req), m.skillsUpdated);
  });

  routes.add(doc('post', '/user/specialist/industry/{id}', 'Set the industry experience (ids from GET /user/industry-experiance/list)', industryExperiencesSchema), async (req, res) => {
    const specialistId = target(req);
    const { industry_ids } = parseOrThrow(industryExperiencesSchema, req.body);
    const catalog = await catalogs.items('industry-experiences');
    await answer(res, specialists, { type: 'SetIndustryExperiences', data: { specialistId, industryIds: industry_ids, catalog } }, commandContext(req), m.industryExperienceUpdated);
  });

  routes.add(doc('post', '/user/specialist/experience-level/{id}', 'Set the experience level (1 Beginner, 2 Mid-weight, 3 Experienced)', experienceLevelSchema), async (req, res) => {
    const specialistId = target(req);
    const { experience_level_id } = parseOrThrow(experienceLevelSchema, req.body);
    await answer(res, specialists, { type: 'SetExperienceLevel', data: { specialistId, experienceLevelId: experience_level_id } }, commandContext(req), m.experienceLevelUpdated);
  });

  routes.add(doc('post', '/user/specialist/add-language/{id}', 'Set the languages (ids from GET /user/language/list)', languagesSchema), async (req, res) => {
    const specialistId = target(req);
    const { languages } = parseOrThrow(languagesSchema, req.body);
    const catalog = await catalogs.items('languages');
    await answer(res, specialists, { type: 'SetLanguages', data: { specialistId, languageIds: languages, catalog } }, commandContext(req), m.languagesUpdated);
  });

  routes.add(doc('post', '/user/specialist/add-about/{id}', 'Set "More about you" (cut to 1000 characters)', aboutMeSchema), async (req, res) => {
    const specialistId = target(req);
    const { description } = parseOrThrow(aboutMeSchema, req.body);
    await answer(res, specialists, { type: 'SetAboutMe', data: { specialistId, description } }, commandContext(req), m.descriptionUpdated);
  });

  routes.add(doc('post', '/user/specialist/add-certificate/{id}', 'Add a certificate', addCertificateSchema), async (req, res) => {
    const specialistId = target(req);
    const { certificate } = parseOrThrow(addCertificateSchema, req.body);
    await answer(res, specialists, { type: 'AddCertificate', data: { specialistId, certificate: { id: randomUUID(), ...certificate } } }, commandContext(req), m.certificateAdded);
  });

  routes.add(doc('post', '/user/specialist/{id}/update-certificate/{certId}', 'Update a certificate', certificateFieldsSchema), async (req, res) => {
    const specialistId = target(req);
    const fields = parseOrThrow(certificateFieldsSchema, req.body);
    await answer(res, specialists, { type: 'UpdateCertificate', data: { specialistId, certificate: { id: String(req.params.certId), ...fields } } }, commandContext(req), m.certificateUpdated);
  });

  routes.add(doc('delete', '/user/certification/delete/{userId}/{certId}', 'Delete a certificate'), async (req, res) => {
    const specialistId = target(req, 'userId');
    await answer(res, specialists, { type: 'DeleteCertificate', data: { specialistId, certificateId: String(req.params.certId) } }, commandContext(req), m.certificateDeleted);
  });

  routes.add(doc('post', '/user/specialist/add-project/{id}', 'Add a project (work experience)', addProjectSchema), async (req, res) => {
    const specialistId = target(req);
    const { project } = parseOrThrow(addProjectSchema, req.body);
    await answer(res, specialists, { type: 'AddProject', data: { specialistId, project: { id: randomUUID(), ...project } } }, commandContext(req), m.projectAdded);
  });

  routes.add(doc('post', '/user/specialist/{id}/update-project/{projId}', 'Update a project', projectFieldsSchema), async (req, res) => {
    const specialistId = target(req);
    const fields = parseOrThrow(projectFieldsSchema, req.body);
    await answer(res, specialists, { type: 'UpdateProject', data: { specialistId, project: { id: String(req.params.projId), ...fields } } }, commandContext(req), m.projectUpdated);
  });

  routes.add(doc('delete', '/user/experience/delete/{userId}/{projectId}', 'Delete a project'), async (req, res) => {
    const specialistId = target(req, 'userId');
    await answer(res, specialists, { type: 'DeleteProject', data: { specialistId, projectId: String(req.params.projectId) } }, commandContext(req), m.projectDeleted);
  });

  routes.add(doc('post', '/user/specialist/project-type/{id}', 'Set the project interests (ids from GET /user/project-types/list)', projectInterestsSchema), async (req, res) => {
    const specialistId = target(req);
    const { project_type } = parseOrThrow(projectInterestsSchema, req.body);
    const catalog = await catalogs.items('project-types');
    await answer(res, specialists, { type: 'SetProjectInterests', data: { specialistId, projectTypeIds: project_type, catalog } }, commandContext(req), m.projectInterestsUpdated);
  });

  routes.add(
    {
      ...doc('put', '/user/specialist/update-account/{id}', 'Update the account details, or (with billing_profile) the billing account', z.union([accountDetailsInputSchema, billingProfileSchema])),
      description: "A body with `billing_profile` saves the billing account ('Billing Details Updated.'); any other body is the account form ('Profile updated successfully').",
    },
    async (req, res) => {
      const specialistId = target(req);
      const ctx = commandContext(req);
      if (req.body && typeof req.body === 'object' && 'billing_profile' in req.body) {
        const { billing_profile } = parseOrThrow(billingProfileSchema, req.body);
        await answer(res, specialists, { type: 'SetBillingProfile', data: { specialistId, billing: billing_profile, newBillingAccountId: randomUUID() } }, ctx, m.billingUpdated);
        return;
      }
      const details = parseOrThrow(accountDetailsInputSchema, req.body);
      await answer(res, specialists, { type: 'UpdateAccountDetails', data: { specialistId, details } }, ctx, m.profileUpdated);
    },
  );

  return routes;
}
