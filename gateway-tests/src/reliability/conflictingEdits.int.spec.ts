import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SpecialistEvent, StoredEvent } from '@dth/domain';
import type { RecordedEvent } from '@dth/infrastructure';
import { bySize, recordReliability, startProfilePlatform, validCertificate, type TestUser } from '@dth/testing';
import {
  startPlatformBehindGateway,
  type GatewayAnswer,
  type PlatformBehindGateway,
} from '../gateway/platformBehindGateway';

/*
 * Concurrent conflicting edits of one profile, sent at once through the gateway the way users'
 * requests arrive: a third add a certificate (each must survive), a third replace "About me" and
 * a third the skills (the last one written must win). A write answered 2xx whose effect is missing is a lost update;
 * a 409 is the honest answer to a conflict and must leave nothing behind. Reliability suite:
 * one burst of each size inside `npm test`, five under `npm run reliability`.
 */
const SIZES = [50, 200];
const ROUNDS = bySize(1, 5);

let behind: PlatformBehindGateway;
beforeAll(async () => {
  behind = await startPlatformBehindGateway(startProfilePlatform);
});
afterAll(() => behind?.stop());

interface Write {
  kind: 'certificate' | 'about' | 'skills';
  /** The certificate's name, the description or the skill ids: unique, so its effect can be found. */
  text: string;
  answer?: GatewayAnswer;
}

interface Burst {
  size: number;
  ok: number;
  conflicts: number;
  other: number;
  lost: string[];
  storedAfterConflict: string[];
  /** From the first request sent to the last answer. */
  ms: number;
}

async function burst(owner: TestUser, size: number, round: number): Promise<Burst> {
  const auth = { authorization: `Bearer ${owner.token}`, 'content-type': 'application/json' };
  const kinds = ['certificate', 'about', 'skills'] as const;
  // Skill ids pairs are unique within a burst of up to 400: [1..40] × [41..50].
  const skillsOf = (i: number) => [1 + (i % 40), 41 + (Math.floor(i / 40) % 10)];
  const writes: Write[] = Array.from({ length: size }, (_, i) => {
    const kind = kinds[i % 3];
    return { kind, text: kind === 'skills' ? skillsOf(i).join(',') : `burst ${size}.${round} write ${i}` };
  });
  const headBefore = await behind.platform.store.headPosition();
  const started = performance.now();
  await Promise.all(
    writes.map(async (w) => {
      const [path, body] =
        w.kind === 'certificate'
          ? [`/user/specialist/add-certificate/${owner.id}`, { certificate: { ...validCertificate, name: w.text } }]
          : w.kind === 'about'
            ? [`/user/specialist/add-about/${owner.id}`, { description: w.text }]
            : [`/user/specialist/add-skills/${owner.id}`, { skills: w.text.split(',').map(Number) }];
      w.answer = await behind.send('POST', path, auth, Buffer.from(JSON.stringify(body)));
    }),
  );
  const ms = performance.now() - started;

  const ok = writes.filter((w) => w.answer!.status >= 200 && w.answer!.status < 300);
  const conflicts = writes.filter((w) => w.answer!.status === 409);
  // A skills list may repeat the one the profile holds (lists repeat across bursts): that save changes nothing and has no position.
  const changed = ok.filter((w) => w.answer!.json.position !== undefined);
  const last = changed.map((w) => BigInt(w.answer!.json.position)).reduce((a, b) => (a > b ? a : b), 0n);

  // The log: each acknowledged write's event is at the position it was answered with.
  const events: RecordedEvent[] = [];
  for await (const e of behind.platform.store.readStream(`specialist-${owner.id}`)) events.push(e);
  const textOf = (e: RecordedEvent): string | undefined => {
    const event = e as StoredEvent<SpecialistEvent>;
    if (event.type === 'CertificateAdded') return event.data.certificate.name;
    if (event.type === 'AboutMeSet') return event.data.description;
    if (event.type === 'SkillsSet') return event.data.skills.map((s) => s.id).join(',');
    return undefined;
  };
  const atPosition = new Map(events.map((e) => [e.position.toString(), textOf(e)]));
  // What this burst stored (skill lists repeat across bursts).
  const stored = new Set(events.filter((e) => e.position > headBefore).map(textOf));

  // The read model, read through the gateway once it has caught up with the last acknowledged write.
  const profile = await behind.send('GET', `/user/specialist/${owner.id}`, {
    authorization: `Bearer ${owner.token}`,
    'x-min-position': String(last),
  });
  const certificates = new Set<string>((profile.json.data.educations ?? []).map((c: { name: string }) => c.name));
  const lastOf = (kind: Write['kind']) =>
    changed
      .filter((w) => w.kind === kind)
      .sort((a, b) => Number(BigInt(b.answer!.json.position) - BigInt(a.answer!.json.position)))[0];
  const [lastAbout, lastSkills] = [lastOf('about'), lastOf('skills')];
  const skillsRead = (profile.json.data.specialist_skills ?? []).map((s: { skill_id: number }) => s.skill_id).join(',');

  const lost = changed
    .filter(
      (w) =>
        atPosition.get(String(w.answer!.json.position)) !== w.text ||
        (w.kind === 'certificate' && !certificates.has(w.text)),
    )
    .map((w) => w.text);
  if (lastAbout && profile.json.data.professional_experience_info !== lastAbout.text)
    lost.push(`${lastAbout.text} (the last About me written, not the one read)`);
  if (lastSkills && skillsRead !== lastSkills.text)
    lost.push(`skills ${lastSkills.text} (the last written, but ${skillsRead} read)`);
  return {
    size,
    ok: ok.length,
    conflicts: conflicts.length,
    other: writes.length - ok.length - conflicts.length,
    lost,
    storedAfterConflict: conflicts.filter((w) => stored.has(w.text)).map((w) => w.text),
    ms,
  };
}

describe('concurrent conflicting edits of one profile', () => {
  it(
    `lose no write answered 2xx (${SIZES.join(' and ')} at once, ${ROUNDS} round(s) each)`,
    { timeout: bySize(60_000, 600_000) },
    async () => {
      const owner = await behind.platform.createUser('specialist');
      const bursts: Burst[] = [];
      for (const size of SIZES)
        for (let round = 0; round < ROUNDS; round++) bursts.push(await burst(owner, size, round));

      const sum = (list: Burst[], key: 'ok' | 'conflicts' | 'other') => list.reduce((n, b) => n + b[key], 0);
      recordReliability({
        id: 'conflicting-edits',
        title: 'Concurrent conflicting edits of one profile',
        size: `bursts of ${SIZES.join(' and ')} writes sent at once through the gateway, ${ROUNDS} burst(s) of each`,
        columns: [
          'writes at once',
          'bursts',
          'writes',
          'answered 2xx',
          '409 conflict',
          'other answers',
          'lost updates (2xx, effect missing)',
          '409 but stored',
          'slowest burst, all answered in',
        ],
        rows: SIZES.map((size) => {
          const mine = bursts.filter((b) => b.size === size);
          return [
            size,
            mine.length,
            size * mine.length,
            sum(mine, 'ok'),
            sum(mine, 'conflicts'),
            sum(mine, 'other'),
            `**${mine.reduce((n, b) => n + b.lost.length, 0)}**`,
            `**${mine.reduce((n, b) => n + b.storedAfterConflict.length, 0)}**`,
            `${Math.round(Math.max(...mine.map((b) => b.ms)))} ms`,
          ];
        }),
        notes: [
          'One profile; a third of the writes add a certificate, a third replace "About me", a third replace the skills, all sent at the same moment over their own connections through the gateway to the command API (SQLite store, optimistic concurrency on the profile stream, no retry).',
          'Lost update: a write answered 2xx whose event is not at the position it was answered with, a certificate answered 2xx that the profile read model lacks, or an "About me" or skill list that is not the last one written. Must be 0, as must a 409 whose change was stored anyway.',
          '409: a write that lost the race for the profile stream (expected revision) to a writer in another process; the client reloads and tries again. Within one command API, writes to one stream are decided one after another, so a burst there answers no 409 (the last write wins, nothing is lost).',
        ],
      });

      for (const b of bursts) {
        expect(b.lost, `burst of ${b.size}`).toEqual([]);
        expect(b.storedAfterConflict, `burst of ${b.size}`).toEqual([]);
        expect(b.ok + b.conflicts, `burst of ${b.size}: answers other than 2xx and 409`).toBe(b.size);
        expect(b.ok, `burst of ${b.size}`).toBeGreaterThan(0);
      }
    },
  );
});
