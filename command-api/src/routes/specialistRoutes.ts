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

/**
 * A profile section saved from one JSON body at a path with the profile's `{id}`: the command the body
 * makes (refused with the schema's messages) and the message its answer carries. Served by express and,
 * the same functions, by the write path in front of it (../fastWrites.ts).
 */
interface SectionCommand {
  message: string;
  command: SpecialistCommandInput;
}

export interface SectionWrite {
  method: 'post' | 'put';
  path: string;
  summary: string;
  schema: z.ZodType;
  description?: string;
  command(specialistId: string, body: unknown): SectionCommand | Promise<SectionCommand>;
}

/** The section writes of spec section 7 that take the whole section from the body, in the order they are documented. */
export function sectionWrites(catalogs: CatalogService): SectionWrite[] {
  return [
    {
      method: 'put',
      path: '/user/update-user/{id}',
      summary: 'Set the industry title',
      schema: industryTitleSchema,
      command(specialistId, body) {
        const { specialist } = parseOrThrow(industryTitleSchema, body);
        return {
          message: m.industryTitleUpdated,
          command: { type: 'SetIndustryTitle', data: { specialistId, industryTitle: specialist.industry_title } },
        };
      },
    },
    {
      method: 'post',
      path: '/user/specialist/add-skills/{id}',
      summary: 'Set the skills (ids from GET /user/skill/list)',
      schema: skillsSchema,
      async command(specialistId, body) {
        const { skills } = parseOrThrow(skillsSchema, body);
        const catalog = await catalogs.items('skills');
        return {
          message: m.skillsUpdated,
          command: { type: 'SetSkills', data: { specialistId, skillIds: skills, catalog } },
        };
      },
    },
    {
      method: 'post',
      path: '/user/specialist/industry/{id}',
      summary: 'Set the industry experience (ids from GET /user/industry-experiance/list)',
      schema: industryExperiencesSchema,
      async command(specialistId, body) {
        const { industry_ids } = parseOrThrow(industryExperiencesSchema, body);
        const catalog = await catalogs.items('industry-experiences');
        return {
          message: m.industryExperienceUpdated,
          command: { type: 'SetIndustryExperiences', data: { specialistId, industryIds: industry_ids, catalog } },
        };
      },
    },
    {
      method: 'post',
      path: '/user/specialist/experience-level/{id}',
      summary: 'Set the experience level (1 Beginner, 2 Mid-weight, 3 Experienced)',
      schema: experienceLevelSchema,
      command(specialistId, body) {
        const { experience_level_id } = parseOrThrow(experienceLevelSchema, body);
        return {
          message: m.experienceLevelUpdated,
          command: { type: 'SetExperienceLevel', data: { specialistId, experienceLevelId: experience_level_id } },
        };
      },
    },
    {
      method: 'post',
      path: '/user/specialist/add-language/{id}',
      summary: 'Set the languages (ids from GET /user/language/list)',
      schema: languagesSchema,
      async command(specialistId, body) {
        const { languages } = parseOrThrow(languagesSchema, body);
        const catalog = await catalogs.items('languages');
        return {
          message: m.languagesUpdated,
          command: { type: 'SetLanguages', data: { specialistId, languageIds: languages, catalog } },
        };
      },
    },
    {
      method: 'post',
      path: '/user/specialist/add-about/{id}',
      summary: 'Set "More about you" (cut to 1000 characters)',
      schema: aboutMeSchema,
      command(specialistId, body) {
        const { description } = parseOrThrow(aboutMeSchema, body);
        return { message: m.descriptionUpdated, command: { type: 'SetAboutMe', data: { specialistId, description } } };
      },
    },
    {
      method: 'post',
      path: '/user/specialist/add-certificate/{id}',
      summary: 'Add a certificate',
      schema: addCertificateSchema,
      command(specialistId, body) {
        const { certificate } = parseOrThrow(addCertificateSchema, body);
        return {
          message: m.certificateAdded,
          command: {
            type: 'AddCertificate',
            data: { specialistId, certificate: { id: randomUUID(), ...certificate } },
          },
        };
      },
    },
    {
      method: 'post',
      path: '/user/specialist/add-project/{id}',
      summary: 'Add a project (work experience)',
      schema: addProjectSchema,
      command(specialistId, body) {
        const { project } = parseOrThrow(addProjectSchema, body);
        return {
          message: m.projectAdded,
          command: { type: 'AddProject', data: { specialistId, project: { id: randomUUID(), ...project } } },
        };
      },
    },
    {
      method: 'post',
      path: '/user/specialist/project-type/{id}',
      summary: 'Set the project interests (ids from GET /user/project-types/list)',
      schema: projectInterestsSchema,
      async command(specialistId, body) {
        const { project_type } = parseOrThrow(projectInterestsSchema, body);
        const catalog = await catalogs.items('project-types');
        return {
          message: m.projectInterestsUpdated,
          command: { type: 'SetProjectInterests', data: { specialistId, projectTypeIds: project_type, catalog } },
        };
      },
    },
    {
      method: 'put',
      path: '/user/specialist/update-account/{id}',
      summary: 'Update the account details, or (with billing_profile) the billing account',
      schema: z.union([accountDetailsInputSchema, billingProfileSchema]),
      description:
        "A body with `billing_profile` saves the billing account ('Billing Details Updated.'); any other body is the account form ('Profile updated successfully').",
      command(specialistId, body) {
        if (body && typeof body === 'object' && 'billing_profile' in body) {
          const { billing_profile } = parseOrThrow(billingProfileSchema, body);
          const data = { specialistId, billing: billing_profile, newBillingAccountId: randomUUID() };
          return { message: m.billingUpdated, command: { type: 'SetBillingProfile', data } };
        }
        const details = parseOrThrow(accountDetailsInputSchema, body);
        return {
          message: m.profileUpdated,
          command: { type: 'UpdateAccountDetails', data: { specialistId, details } },
        };
      },
    },
    {
      method: 'put',
      path: '/user/specialist/{id}/availability',
      summary: 'Set the availability and day rate (the specialist or an admin)',
      schema: availabilityInputSchema,
      description:
        'The whole section: open_to_work, available_from (YYYY-MM-DD or null: from now), days_per_week (0 to 5 in half days), day_rate ({ amount, currency } or null), discoverable (everyone, networks, nobody). Each bad field is 400 with its message.',
      command(specialistId, body) {
        const availability = parseOrThrow(availabilityInputSchema, body);
        return {
          message: m.availabilityUpdated,
          command: { type: 'SetAvailability', data: { specialistId, availability } },
        };
      },
    },
  ];
}

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

  for (const write of sectionWrites(catalogs))
    routes.add(
      {
        ...doc(write.method, write.path, write.summary, write.schema),
        ...(write.description ? { description: write.description } : {}),
      },
      async (req, res) => {
        const { message, command } = await write.command(target(req), req.body);
        await save(req, res, message, command);
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

  return routes;
}
