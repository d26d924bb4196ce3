import { randomBytes, randomUUID } from 'node:crypto';
import {
  CREATE_PASSWORD_TOKEN_TTL_MS,
  accountDecider,
  accountDetailsInputSchema,
  addCertificateSchema,
  addProjectSchema,
  availabilityInputSchema,
  emailReservationDecider,
  parseOrThrow,
  specialistDecider,
  toEmailStream,
  toSpecialistStream,
  toUserStream,
  updateVideoAskSchema,
  type AvailabilityValues,
  type CatalogItem,
  type SpecialistCommand,
  type VideoAskCatalogs,
} from '@dth/domain';
import type { CatalogService } from '@dth/command-api';
import {
  deterministicUuid,
  handleCommand,
  handleCommands,
  loadAggregate,
  sha256,
  type CommandContext,
  type EventStore,
} from '@dth/infrastructure';
import type { DemoPerson } from './demoPeople';

/*
 * Writes demo specialists through the same commands and deciders as registration and the profile
 * pages, one append per stream (handleCommands): the address, the account, then the whole profile.
 * Each step is skipped when its stream already holds it, so a seed that stopped half-way finishes
 * on the next run without writing anything twice.
 */

export interface ProfileCatalogs {
  skills: CatalogItem[];
  industries: CatalogItem[];
  languages: CatalogItem[];
  projectTypes: CatalogItem[];
  videoAsk: VideoAskCatalogs;
}

export async function loadProfileCatalogs(catalogs: CatalogService): Promise<ProfileCatalogs> {
  return {
    skills: await catalogs.items('skills'),
    industries: await catalogs.items('industry-experiences'),
    languages: await catalogs.items('languages'),
    projectTypes: await catalogs.items('project-types'),
    videoAsk: {
      questions: await catalogs.items('videoask-questions'),
      practitionerGroups: await catalogs.items('practitioner-groups'),
      clientTypes: await catalogs.items('client-types'),
    },
  };
}

/** Catalog ids by title (or by `code` / `name`); a title the catalog lacks is a mistake in the demo data. */
export function catalogIds(
  items: CatalogItem[],
  keys: readonly string[],
  by: 'title' | 'code' | 'name' = 'title',
): number[] {
  return keys.map((key) => {
    const item = items.find((i) => i[by] === key);
    if (!item) throw new Error(`demo data: no catalog entry with ${by} ${JSON.stringify(key)}`);
    return item.id;
  });
}

/** An address for a demo person: ascii, lower case, under the given domain. */
export function demoEmail(person: Pick<DemoPerson, 'firstName' | 'lastName'>, domain: string, suffix = ''): string {
  const ascii = (s: string) =>
    s
      .normalize('NFD')
      .replace(/[^A-Za-z0-9]/g, '')
      .toLowerCase();
  return `${ascii(person.firstName)}.${ascii(person.lastName)}${suffix}@${domain}`;
}

const EURO_COUNTRIES = new Set([
  'France',
  'Germany',
  'Spain',
  'Italy',
  'Netherlands',
  'Ireland',
  'Portugal',
  'Romania',
]);
/** Day rates by level (1 Beginner … 3 Experienced), in the currency's major unit. */
const DAY_RATE_BY_LEVEL = { 1: 350, 2: 550, 3: 800 } as const;

/**
 * A demo person's availability, the same on every run (from their name): most are open to work, some
 * from a few weeks on, on 2.5 to 5 days a week, at a day rate by level in their country's currency;
 * one in five is found only by the owners of networks they joined.
 */
export function demoAvailability(person: DemoPerson, now: string): AvailabilityValues {
  const seed = [...`${person.firstName}${person.lastName}`].reduce((sum, c) => sum + c.charCodeAt(0), 0);
  const weeksAhead = seed % 4;
  const from = new Date(Date.parse(now) + weeksAhead * 7 * 86_400_000).toISOString().slice(0, 10);
  return parseOrThrow(availabilityInputSchema, {
    open_to_work: seed % 3 !== 0,
    available_from: weeksAhead === 0 ? null : from,
    days_per_week: [5, 4, 3, 2.5][seed % 4],
    day_rate: {
      amount: DAY_RATE_BY_LEVEL[person.level] + (seed % 5) * 25,
      currency: EURO_COUNTRIES.has(person.country) ? 'EUR' : person.country === 'Australia' ? 'AUD' : 'USD',
    },
    discoverable: seed % 5 === 0 ? 'networks' : 'everyone',
  });
}

/** The profile's commands for a demo person, each value parsed by the schema its API path uses. */
export function profileCommands(
  specialistId: string,
  email: string,
  person: DemoPerson,
  catalogs: ProfileCatalogs,
  now: string,
): SpecialistCommand[] {
  const year = new Date(now).getUTCFullYear();
  // The seed writes each profile as its owner would.
  const metadata = { now, actor: { userId: specialistId, userType: 'specialist' as const } };
  const command = <T extends SpecialistCommand['type']>(type: T, data: object) =>
    ({ type, data: { specialistId, ...data }, metadata }) as SpecialistCommand;
  const group = catalogIds(catalogs.videoAsk.practitionerGroups, [person.group])[0];
  const clientTypes = catalogs.videoAsk.clientTypes
    .filter((_, i) => (person.firstName.length + i) % 3 === 0)
    .slice(0, 3)
    .map((c) => ({ id: c.id }));
  const { video_ask } = parseOrThrow(updateVideoAskSchema, {
    video_ask: [
      { question_id: 'preferred-practitioner-group', type: 'poll', poll_options: [{ id: group }] },
      {
        question_id: 'types-of-client',
        type: 'poll',
        poll_options: clientTypes.length > 0 ? clientTypes : [{ id: 1 }],
      },
      { question_id: 'admired-brands-or-companies', type: 'text', input_text: person.admiredBrands },
    ],
  });
  return [
    command('UpdateAccountDetails', {
      details: parseOrThrow(accountDetailsInputSchema, {
        first_name: person.firstName,
        last_name: person.lastName,
        country: person.country,
        state: person.state,
        city: person.city,
      }),
    }),
    command('SetIndustryTitle', { industryTitle: person.title }),
    command('SetExperienceLevel', { experienceLevelId: person.level }),
    command('SetSkills', { skillIds: catalogIds(catalogs.skills, person.skills), catalog: catalogs.skills }),
    command('SetIndustryExperiences', {
      industryIds: catalogIds(catalogs.industries, person.industries),
      catalog: catalogs.industries,
    }),
    command('SetLanguages', {
      languageIds: catalogIds(catalogs.languages, person.languages, 'code'),
      catalog: catalogs.languages,
    }),
    command('SetProjectInterests', {
      projectTypeIds: catalogIds(catalogs.projectTypes, person.projectTypes, 'name'),
      catalog: catalogs.projectTypes,
    }),
    command('SetAboutMe', { description: person.about }),
    ...person.certificates.map((c, i) => {
      const { certificate } = parseOrThrow(addCertificateSchema, {
        certificate: {
          degree: c.degree,
          name: c.name,
          specialisation: c.institution,
          started_at: year - c.from,
          finished_at: year - c.to,
          description: null,
        },
      });
      return command('AddCertificate', {
        certificate: { id: deterministicUuid(`demo:certificate:${email}:${i}`), ...certificate },
      });
    }),
    ...person.projects.map((p, i) => {
      const { project } = parseOrThrow(addProjectSchema, {
        project: {
          position: p.position,
          name: p.company,
          city: p.city,
          country: p.country,
          started_at: year - p.from,
          finished_at: year - p.to,
          description: p.description,
        },
      });
      return command('AddProject', { project: { id: deterministicUuid(`demo:project:${email}:${i}`), ...project } });
    }),
    command('SaveVideoAskAnswers', { answers: video_ask, catalogs: catalogs.videoAsk }),
    command('SetAvailability', { availability: demoAvailability(person, now) }),
  ];
}

export interface WrittenSpecialist {
  id: string;
  email: string;
  /** Whether this run wrote anything for them. */
  wrote: boolean;
  position?: bigint;
}

/**
 * A specialist account for `email` with the profile `profile(id)` builds: the address reserved,
 * the account opened with a create-password link nobody holds (they sign in after "forgot
 * password"), the profile started and filled in one append. Steps already in the log are skipped.
 */
export async function ensureSpecialist(
  store: EventStore,
  account: { firstName: string; lastName: string; email: string },
  ctx: CommandContext,
  profile: (specialistId: string) => SpecialistCommand[],
): Promise<WrittenSpecialist> {
  const email = account.email.trim().toLowerCase();
  const metadata = { now: ctx.now };
  let wrote = false;
  let position: bigint | undefined;
  const note = (appended: bigint | undefined) => {
    if (appended === undefined) return;
    wrote = true;
    position = appended;
  };

  const emailStream = toEmailStream(sha256(email));
  let userId = (await loadAggregate(store, emailStream, emailReservationDecider)).state.userId;
  if (!userId) {
    userId = randomUUID();
    note(
      (
        await handleCommand(
          store,
          emailStream,
          emailReservationDecider,
          { type: 'ReserveEmail', data: { email, userId }, metadata },
          ctx,
        )
      ).position,
    );
  }

  const user = await loadAggregate(store, toUserStream(userId), accountDecider);
  if (user.state.status === 'none') {
    const passwordToken = {
      tokenHash: sha256(randomBytes(32).toString('hex')),
      expiresAt: new Date(Date.parse(ctx.now) + CREATE_PASSWORD_TOKEN_TTL_MS).toISOString(),
    };
    const data = {
      userId,
      firstName: account.firstName,
      lastName: account.lastName,
      email,
      userType: 'specialist' as const,
      passwordToken,
    };
    note(
      (await handleCommand(store, toUserStream(userId), accountDecider, { type: 'RegisterUser', data, metadata }, ctx))
        .position,
    );
  } else if (user.state.userType !== 'specialist') {
    throw new Error(`demo data: ${email} already belongs to a ${user.state.userType}`);
  }

  const stream = toSpecialistStream(userId);
  const { state, revision } = await loadAggregate(store, stream, specialistDecider);
  const start: SpecialistCommand = {
    type: 'StartProfile',
    data: { specialistId: userId, firstName: account.firstName, lastName: account.lastName, email },
    metadata,
  };
  // A profile holding only its start (revision 0) was never filled; one with more is left as its owner made it.
  if (state.status === 'none' || revision === 0n) {
    note(
      (
        await handleCommands(
          store,
          stream,
          specialistDecider,
          [...(state.status === 'none' ? [start] : []), ...profile(userId)],
          ctx,
        )
      ).position,
    );
  }
  return { id: userId, email, wrote, position };
}
