import { randomUUID } from 'node:crypto';
import { defaultCatalogItems, toSpecialistStream, type SpecialistEvent } from '@dth/domain';
import type { EventStore } from '@dth/infrastructure';
import type { HiringEvents } from '@dth/testing';

/** Names in Latin, Romanian and Chinese: each language's glyphs end up in the PDFs. */
const NAMES = [
  ['Ioana', 'Ștefănescu'],
  ['小明', '王'],
  ['Amara', 'Okafor'],
  ['Yuki', 'Tanaka'],
  ['Lucas', 'Ferreira'],
];

/**
 * Fills each specialist's public profile as a full CV has it (the documents' benchmarks): names, title,
 * level, skills, languages, industries, interests, a long about-me, three certificates and four past
 * projects. Answers the log's position after the last of them.
 */
export async function fillProfiles(store: EventStore, hiring: HiringEvents, ids: readonly string[]): Promise<bigint> {
  const catalogs = defaultCatalogItems([]);
  let head = 0n;
  for (const [i, id] of ids.entries()) {
    const [first, last] = NAMES[i % NAMES.length];
    await hiring.profile(id, {
      account: { firstName: first, lastName: `${last} ${i}`, country: 'Australia' },
      level: 3,
      industryTitle: i % 2 ? '数据工程师 Data engineer' : 'Senior full-stack engineer',
      skills: catalogs.skills.slice(i % 20, (i % 20) + 10).map(({ id: s, title }) => ({ id: s, title })),
      languages: catalogs.languages.slice(0, 3).map(({ id: l, title }) => ({ id: l, title })),
      industries: catalogs['industry-experiences'].slice(0, 3).map(({ id: x, title }) => ({ id: x, title })),
      projectTypes: catalogs['project-types'].slice(0, 2).map(({ id: t, title }) => ({ id: t, title })),
    });
    const at = new Date().toISOString();
    const events: SpecialistEvent[] = [
      {
        type: 'AboutMeSet',
        data: {
          specialistId: id,
          description: 'I build payment and data platforms with small teams. 我设计实时数据管道。 '.repeat(6),
          setAt: at,
        },
      },
      ...Array.from({ length: 3 }, (_, n): SpecialistEvent => ({
        type: 'CertificateAdded',
        data: {
          specialistId: id,
          certificate: {
            id: randomUUID(),
            degree: `Certificate ${n}`,
            name: 'Cloud architecture',
            specialisation: 'Politehnica București',
            started_at: 2010 + n,
            finished_at: 2011 + n,
            description: null,
          },
          addedAt: at,
        },
      })),
      ...Array.from({ length: 4 }, (_, n): SpecialistEvent => ({
        type: 'ProjectAdded',
        data: {
          specialistId: id,
          project: {
            id: randomUUID(),
            name: `Company ${n}`,
            position: 'Lead engineer',
            started_at: 2012 + 3 * n,
            finished_at: 2015 + 3 * n,
            description: 'Led the rebuild of the checkout; cut page load times by 60%. '.repeat(3),
            city: 'Cluj-Napoca',
            country: 'Romania',
          },
          addedAt: at,
        },
      })),
    ];
    head = await store
      .appendToStream(
        toSpecialistStream(id),
        events.map((e) => ({
          id: randomUUID(),
          type: e.type,
          data: e.data,
          metadata: {
            actorId: id,
            actorRole: 'specialist',
            correlationId: randomUUID(),
            causationId: randomUUID(),
            schemaVersion: 1,
          },
        })),
        { expectedRevision: 'any' },
      )
      .then((r) => r.position);
  }
  return head;
}
