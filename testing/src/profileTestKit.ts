import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { CatalogService, defaultCatalogs } from '@dth/command-api';
import { startTestPlatform, type TestPlatform, type TestPlatformOptions, type TestUser } from './testPlatform';

/** The test platform with the reference lists seeded and projected, as on a first start. */
export async function startProfilePlatform(
  options: TestPlatformOptions = {},
  extraEnv: Record<string, string> = {},
): Promise<TestPlatform> {
  const platform = await startTestPlatform(extraEnv, options);
  const id = randomUUID();
  const position = await new CatalogService(platform.store).seedDefaults(defaultCatalogs(), {
    actorId: 'system',
    actorRole: 'system',
    correlationId: id,
    causationId: id,
    now: new Date().toISOString(),
  });
  await platform.projected(position!);
  return platform;
}

export const bearer = (user: TestUser) => ({ authorization: `Bearer ${user.token}` });

export const validCertificate = {
  degree: 'BSc',
  name: 'Computer Science',
  specialisation: 'UNSW',
  started_at: 2015,
  finished_at: 2018,
  description: 'Honours',
};
export const validProject = {
  position: 'Lead Engineer',
  name: 'Acme',
  country: 'Australia',
  city: 'Sydney',
  started_at: 2019,
  finished_at: 2022,
  description: 'Payments',
};
export const validBilling = {
  company_name: 'Sharma Digital',
  company_address: '1 George St, Sydney',
  owner_name: 'Priya Sharma',
  owner_email: 'billing@example.com',
  owner_phone: '+61400000000',
  company_abn: '12345678901',
  bank_name: 'Example Bank',
  account_name: 'Sharma Digital',
  account_number: '12345678',
  bsb_number: '062000',
  swift_code: '',
  gst_vat: 'Y',
};

export type WriteMethod = 'post' | 'put' | 'delete';
export interface WritePath {
  name: string;
  method: WriteMethod;
  /** The path for a profile (and, where there is one, the certificate/project/billing id). */
  path: (ids: ProfileIds) => string;
  body?: (ids: ProfileIds) => object;
}
export interface ProfileIds {
  specialistId: string;
  certificateId: string;
  projectId: string;
  billingId: string;
}

/** Every profile write path (spec section 7) with a body it accepts; the {id} paths are the profile's own. */
export const PROFILE_WRITES: WritePath[] = [
  {
    name: 'industry title',
    method: 'put',
    path: (i) => `/user/update-user/${i.specialistId}`,
    body: () => ({ specialist: { industry_title: 'Product Designer' } }),
  },
  {
    name: 'skills',
    method: 'post',
    path: (i) => `/user/specialist/add-skills/${i.specialistId}`,
    body: () => ({ skills: [1, 2] }),
  },
  {
    name: 'industry experience',
    method: 'post',
    path: (i) => `/user/specialist/industry/${i.specialistId}`,
    body: () => ({ industry_ids: [1] }),
  },
  {
    name: 'experience level',
    method: 'post',
    path: (i) => `/user/specialist/experience-level/${i.specialistId}`,
    body: () => ({ experience_level_id: 2 }),
  },
  {
    name: 'languages',
    method: 'post',
    path: (i) => `/user/specialist/add-language/${i.specialistId}`,
    body: () => ({ languages: [1] }),
  },
  {
    name: 'about me',
    method: 'post',
    path: (i) => `/user/specialist/add-about/${i.specialistId}`,
    body: () => ({ description: 'I build things.' }),
  },
  {
    name: 'add certificate',
    method: 'post',
    path: (i) => `/user/specialist/add-certificate/${i.specialistId}`,
    body: () => ({ certificate: validCertificate }),
  },
  {
    name: 'update certificate',
    method: 'post',
    path: (i) => `/user/specialist/${i.specialistId}/update-certificate/${i.certificateId}`,
    body: () => validCertificate,
  },
  {
    name: 'delete certificate',
    method: 'delete',
    path: (i) => `/user/certification/delete/${i.specialistId}/${i.certificateId}`,
  },
  {
    name: 'add project',
    method: 'post',
    path: (i) => `/user/specialist/add-project/${i.specialistId}`,
    body: () => ({ project: validProject }),
  },
  {
    name: 'update project',
    method: 'post',
    path: (i) => `/user/specialist/${i.specialistId}/update-project/${i.projectId}`,
    body: () => validProject,
  },
  { name: 'delete project', method: 'delete', path: (i) => `/user/experience/delete/${i.specialistId}/${i.projectId}` },
  {
    name: 'project interests',
    method: 'post',
    path: (i) => `/user/specialist/project-type/${i.specialistId}`,
    body: () => ({ project_type: [1, 2] }),
  },
  {
    name: 'account details',
    method: 'put',
    path: (i) => `/user/specialist/update-account/${i.specialistId}`,
    body: () => ({
      first_name: 'Priya',
      last_name: 'Patel',
      phone_code: '+61',
      phone_number: '400000000',
      country: 'Australia',
      state: 'New South Wales',
      city: 'Sydney',
    }),
  },
  {
    name: 'account billing_profile',
    method: 'put',
    path: (i) => `/user/specialist/update-account/${i.specialistId}`,
    body: () => ({ billing_profile: validBilling }),
  },
  {
    name: 'billing by id',
    method: 'put',
    path: (i) => `/user/specialist/${i.specialistId}/billing-account/${i.billingId}/update`,
    body: () => validBilling,
  },
  {
    name: 'billing dialog',
    method: 'put',
    path: () => '/user/billing-account/update',
    body: (i) => ({ ...validBilling, id: i.billingId, specialist_id: i.specialistId }),
  },
  {
    name: 'video-ask list',
    method: 'put',
    path: (i) => `/user/specialist/update-videoask/${i.specialistId}`,
    body: () => ({
      video_ask: [
        {
          question_id: 'about-me',
          type: 'video',
          media_url: '/media/answers/a.webm',
          thumbnail: '/media/answers/a.jpg',
        },
      ],
    }),
  },
  {
    name: 'availability',
    method: 'put',
    path: (i) => `/user/specialist/${i.specialistId}/availability`,
    body: () => ({
      open_to_work: true,
      available_from: '2026-05-04',
      days_per_week: 3.5,
      day_rate: { amount: 650, currency: 'EUR' },
      discoverable: 'everyone',
    }),
  },
];

/** Adds a certificate and a project to the owner's profile, for the paths that need their ids. */
export async function addCertificateAndProject(
  platform: TestPlatform,
  owner: TestUser,
): Promise<{ certificateId: string; projectId: string }> {
  const auth = bearer(owner);
  const cert = await request(platform.command)
    .post(`/user/specialist/add-certificate/${owner.id}`)
    .set(auth)
    .send({ certificate: validCertificate })
    .expect(200);
  const project = await request(platform.command)
    .post(`/user/specialist/add-project/${owner.id}`)
    .set(auth)
    .send({ project: validProject })
    .expect(200);
  return { certificateId: cert.body.data.id, projectId: project.body.data.id };
}

/** A profile with a certificate, a project and a billing account. */
export async function profileWithEverything(platform: TestPlatform, owner: TestUser): Promise<ProfileIds> {
  const { certificateId, projectId } = await addCertificateAndProject(platform, owner);
  const billing = await request(platform.command)
    .post('/user/billing-account/create')
    .set(bearer(owner))
    .send(validBilling)
    .expect(201);
  return { specialistId: owner.id, certificateId, projectId, billingId: billing.body.data.id };
}

/** Sends one of the PROFILE_WRITES, optionally with another body (any JSON value, even a bare number). */
export function send(
  platform: TestPlatform,
  write: WritePath,
  ids: ProfileIds,
  headers: Record<string, string>,
  body: unknown = write.body?.(ids),
) {
  return sendJson(request(platform.command)[write.method](write.path(ids)).set(headers), body);
}

/** supertest refuses to send a JSON primitive, so the body is serialised here. */
export const sendJson = (req: request.Test, body: unknown) =>
  body === undefined ? req : req.set('content-type', 'application/json').send(JSON.stringify(body));
