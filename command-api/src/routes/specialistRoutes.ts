import type { Request, Response } from 'express';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import {
  aboutMeSchema,
  accountDetailsInputSchema,
  availabilityInputSchema,
  addCertificateSchema,
  addProjectSchema,
  billingProfileSchema,
  certificateFieldsSchema,
  experienceLevelSchema,
  industryExperiencesSchema,
  industryTitleSchema,
  languagesSchema,
  parseOrThrow,
  projectFieldsSchema,
  projectInterestsSchema,
  savedSection,
  skillsSchema,
  specialistMessages as m,
  type SpecialistEvent,
} from '@dth/domain';
import { DocumentedRouter, principalOf, readLink } from '@dth/infrastructure';
import type { RequestHandler } from 'express';
import type { CatalogService } from '../catalogs/catalogService';
import type { SpecialistCommandInput, SpecialistService } from '../specialists/specialistService';
import { commandContext, written } from './commandContext';

export interface SpecialistRoutesDeps {
  specialists: SpecialistService;
  catalogs: CatalogService;
  authenticate: RequestHandler;
}

const TAGS = ['Specialist profile'];
/** 409: an erased person's profile (`account.erased`), or a write that lost the race for the stream. */
const ERRORS = [400, 401, 403, 404, 409];
/** The success body of every profile write. */
export const writtenSchema = z.object({
  data: z.record(z.string(), z.unknown()).describe('what was saved, in the field names of the profile read model'),
  message: z.string(),
  position: z
    .string()
    .optional()
    .describe('send it back as X-Min-Position to read your own write; absent when the save changed nothing'),
});

/** The write paths of the profile's sections (spec section 7), each parsed with its domain schema. */
export function specialistRoutes({ specialists, catalogs, authenticate }: SpecialistRoutesDeps): DocumentedRouter {
  const routes = new DocumentedRouter(authenticate);
  /** Runs the command and answers `{ data, message, position }`. */
  const save = async (req: Request, res: Response, message: string, command: SpecialistCommandInput) => {
    const { decided, position } = await specialists.execute(command, principalOf(req), commandContext(req));
    res.json(written(savedSection(decided.at(-1) as SpecialistEvent), message, position));
  };
  const target = (req: Request, param = 'id') => String(req.params[param]);
  const doc = (method: 'post' | 'put' | 'delete', path: string, summary: string, body?: z.ZodType) => ({
    method,
    path,
    summary,
    body,
    tags: TAGS,
    auth: true,
    response: writtenSchema,
    links: readLink(
      'GET /user/specialist/{id}',
      path.includes('{userId}') ? '$request.path.userId' : '$request.path.id',
    ),
    errors: ERRORS,
  });

  routes.add(doc('put', '/user/update-user/{id}', 'Set the industry title', industryTitleSchema), async (req, res) => {
    const specialistId = target(req);
    const { specialist } = parseOrThrow(industryTitleSchema, req.body);
    await save(req, res, m.industryTitleUpdated, {
      type: 'SetIndustryTitle',
      data: { specialistId, industryTitle: specialist.industry_title },
    });
  });

  routes.add(
    doc('post', '/user/specialist/add-skills/{id}', 'Set the skills (ids from GET /user/skill/list)', skillsSchema),
    async (req, res) => {
      const specialistId = target(req);
      const { skills } = parseOrThrow(skillsSchema, req.body);
      const catalog = await catalogs.items('skills');
      await save(req, res, m.skillsUpdated, { type: 'SetSkills', data: { specialistId, skillIds: skills, catalog } });
    },
  );

  routes.add(
    doc(
      'post',
      '/user/specialist/industry/{id}',
      'Set the industry experience (ids from GET /user/industry-experiance/list)',
      industryExperiencesSchema,
    ),
    async (req, res) => {
      const specialistId = target(req);
      const { industry_ids } = parseOrThrow(industryExperiencesSchema, req.body);
      const catalog = await catalogs.items('industry-experiences');
      await save(req, res, m.industryExperienceUpdated, {
        type: 'SetIndustryExperiences',
        data: { specialistId, industryIds: industry_ids, catalog },
      });
    },
  );

  routes.add(
    doc(
      'post',
      '/user/specialist/experience-level/{id}',
      'Set the experience level (1 Beginner, 2 Mid-weight, 3 Experienced)',
      experienceLevelSchema,
    ),
    async (req, res) => {
      const specialistId = target(req);
      const { experience_level_id } = parseOrThrow(experienceLevelSchema, req.body);
      await save(req, res, m.experienceLevelUpdated, {
        type: 'SetExperienceLevel',
        data: { specialistId, experienceLevelId: experience_level_id },
      });
    },
  );

  routes.add(
    doc(
      'post',
      '/user/specialist/add-language/{id}',
      'Set the languages (ids from GET /user/language/list)',
      languagesSchema,
    ),
    async (req, res) => {
      const specialistId = target(req);
      const { languages } = parseOrThrow(languagesSchema, req.body);
      const catalog = await catalogs.items('languages');
      await save(req, res, m.languagesUpdated, {
        type: 'SetLanguages',
        data: { specialistId, languageIds: languages, catalog },
      });
    },
  );

  routes.add(
    doc('post', '/user/specialist/add-about/{id}', 'Set "More about you" (cut to 1000 characters)', aboutMeSchema),
    async (req, res) => {
      const specialistId = target(req);
      const { description } = parseOrThrow(aboutMeSchema, req.body);
      await save(req, res, m.descriptionUpdated, { type: 'SetAboutMe', data: { specialistId, description } });
    },
  );

  routes.add(
    doc('post', '/user/specialist/add-certificate/{id}', 'Add a certificate', addCertificateSchema),
    async (req, res) => {
      const specialistId = target(req);
      const { certificate } = parseOrThrow(addCertificateSchema, req.body);
      await save(req, res, m.certificateAdded, {
        type: 'AddCertificate',
        data: { specialistId, certificate: { id: randomUUID(), ...certificate } },
      });
    },
  );

  routes.add(
    doc('post', '/user/specialist/{id}/update-certificate/{certId}', 'Update a certificate', certificateFieldsSchema),
    async (req, res) => {
      const specialistId = target(req);
      const fields = parseOrThrow(certificateFieldsSchema, req.body);
      await save(req, res, m.certificateUpdated, {
        type: 'UpdateCertificate',
        data: { specialistId, certificate: { id: String(req.params.certId), ...fields } },
      });
    },
  );

  routes.add(
    doc('delete', '/user/certification/delete/{userId}/{certId}', 'Delete a certificate'),
    async (req, res) => {
      const specialistId = target(req, 'userId');
      await save(req, res, m.certificateDeleted, {
        type: 'DeleteCertificate',
        data: { specialistId, certificateId: String(req.params.certId) },
      });
    },
  );

  routes.add(
    doc('post', '/user/specialist/add-project/{id}', 'Add a project (work experience)', addProjectSchema),
    async (req, res) => {
      const specialistId = target(req);
      const { project } = parseOrThrow(addProjectSchema, req.body);
      await save(req, res, m.projectAdded, {
        type: 'AddProject',
        data: { specialistId, project: { id: randomUUID(), ...project } },
      });
    },
  );

  routes.add(
    doc('post', '/user/specialist/{id}/update-project/{projId}', 'Update a project', projectFieldsSchema),
    async (req, res) => {
      const specialistId = target(req);
      const fields = parseOrThrow(projectFieldsSchema, req.body);
      await save(req, res, m.projectUpdated, {
        type: 'UpdateProject',
        data: { specialistId, project: { id: String(req.params.projId), ...fields } },
      });
    },
  );

  routes.add(doc('delete', '/user/experience/delete/{userId}/{projectId}', 'Delete a project'), async (req, res) => {
    const specialistId = target(req, 'userId');
    await save(req, res, m.projectDeleted, {
      type: 'DeleteProject',
      data: { specialistId, projectId: String(req.params.projectId) },
    });
  });

  routes.add(
    doc(
      'post',
      '/user/specialist/project-type/{id}',
      'Set the project interests (ids from GET /user/project-types/list)',
      projectInterestsSchema,
    ),
    async (req, res) => {
      const specialistId = target(req);
      const { project_type } = parseOrThrow(projectInterestsSchema, req.body);
      const catalog = await catalogs.items('project-types');
      await save(req, res, m.projectInterestsUpdated, {
        type: 'SetProjectInterests',
        data: { specialistId, projectTypeIds: project_type, catalog },
      });
    },
  );

  routes.add(
    {
      ...doc(
        'put',
        '/user/specialist/update-account/{id}',
        'Update the account details, or (with billing_profile) the billing account',
        z.union([accountDetailsInputSchema, billingProfileSchema]),
      ),
      description:
        "A body with `billing_profile` saves the billing account ('Billing Details Updated.'); any other body is the account form ('Profile updated successfully').",
    },
    async (req, res) => {
      const specialistId = target(req);
      if (req.body && typeof req.body === 'object' && 'billing_profile' in req.body) {
        const { billing_profile } = parseOrThrow(billingProfileSchema, req.body);
        const data = { specialistId, billing: billing_profile, newBillingAccountId: randomUUID() };
        await save(req, res, m.billingUpdated, { type: 'SetBillingProfile', data });
        return;
      }
      const details = parseOrThrow(accountDetailsInputSchema, req.body);
      await save(req, res, m.profileUpdated, { type: 'UpdateAccountDetails', data: { specialistId, details } });
    },
  );

  routes.add(
    {
      ...doc(
        'put',
        '/user/specialist/{id}/availability',
        'Set the availability and day rate (the specialist or an admin)',
        availabilityInputSchema,
      ),
      description:
        'The whole section: open_to_work, available_from (YYYY-MM-DD or null: from now), days_per_week (0 to 5 in half days), day_rate ({ amount, currency } or null), discoverable (everyone, networks, nobody). Each bad field is 400 with its message.',
    },
    async (req, res) => {
      const specialistId = target(req);
      const availability = parseOrThrow(availabilityInputSchema, req.body);
      await save(req, res, m.availabilityUpdated, { type: 'SetAvailability', data: { specialistId, availability } });
    },
  );

  return routes;
}
