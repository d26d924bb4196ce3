import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { REGISTRATION_ANSWER_MS } from '@dth/command-api';
import {
  heldAppends,
  mailsInQueue,
  queuedMails,
  startTestPlatform,
  validEngagement,
  type NetworkCast,
  type NetworkFixture,
} from '@dth/testing';
import {
  startPlatformBehindGateway,
  type GatewayAnswer,
  type PlatformBehindGateway,
} from '../gateway/platformBehindGateway';
import { startCastBehindGateway, type CastBehindGateway } from './castBehindGateway';

/*
 * Hardening round two, finding 4 (docs/reliability.md): nothing the product answers tells a caller
 * whether an address has an account. Every request goes through the gateway.
 */
let behind: PlatformBehindGateway;
let cast: NetworkCast;
let fixture: NetworkFixture;
let post: CastBehindGateway['post'];

beforeAll(async () => {
  ({ behind, cast, fixture, post } = await startCastBehindGateway());
}, 120_000);
afterAll(() => behind?.stop());

/** The answer with what the caller made or sent (ids, the address, times, log positions) blanked out. */
function shapeOf(answer: GatewayAnswer, email: string): string {
  const headers = Object.keys(answer.headers)
    .filter((h) => !['date', 'x-request-id', 'content-length', 'etag'].includes(h))
    .sort();
  const body = answer.raw
    .toString()
    .replaceAll(email.toLowerCase(), '<email>')
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, '<id>')
    .replace(/\d{4}-\d{2}-\d{2}T[\d:.]+Z/g, '<time>');
  return `${answer.status} ${headers.join(',')} ${body}`;
}

const addresses = () => ({
  'no account': `nobody-${randomUUID()}@example.com`,
  'a business owner': cast.otherOwner.email,
  'an admin': cast.admin.email,
  'a specialist': cast.stranger.email,
});

describe('invitations by address answer alike for every address (finding 4)', () => {
  it('network invitations: byte for byte, apart from the ids and the address; one mail text for all', async () => {
    const shapes: Record<string, string> = {};
    const mails: Record<string, string> = {};
    for (const [who, email] of Object.entries(addresses())) {
      const answer = await post(`/networks/${fixture.networkId}/invitations`, { email }, cast.owner);
      expect(answer.status, `${who}: ${answer.raw.toString()}`).toBe(201);
      shapes[who] = shapeOf(answer, email);
      const [mail] = await queuedMails(behind.platform, email);
      mails[who] = `${mail.subject}\n${mail.text.replaceAll(encodeURIComponent(email.toLowerCase()), '<email>')}`;
    }
    expect(new Set(Object.values(shapes)).size, JSON.stringify(shapes, null, 1)).toBe(1);
    expect(Object.values(shapes)[0]).toContain('"specialist_id":null');
    expect(new Set(Object.values(mails)).size, JSON.stringify(mails, null, 1)).toBe(1);
  });

  it('collaborator invitations: byte for byte, apart from the ids and the address, and nobody is named until they accept', async () => {
    const shapes: Record<string, string> = {};
    for (const [who, email] of Object.entries(addresses())) {
      const project = await post('/projects', validEngagement, cast.owner);
      expect(project.status).toBe(201);
      const answer = await post(`/projects/${project.json.id}/collaborators`, { email, role: 'viewer' }, cast.owner);
      expect(answer.status, `${who}: ${answer.raw.toString()}`).toBe(201);
      shapes[who] = shapeOf(answer, email);
    }
    expect(new Set(Object.values(shapes)).size, JSON.stringify(shapes, null, 1)).toBe(1);
    expect(Object.values(shapes)[0]).toContain('"collaborators":[]');
  });
});

describe('registration tells nobody whether an address is taken (finding 4)', () => {
  const register = (email: string) =>
    post('/auth/register', { first_name: 'Tess', last_name: 'Taken', email, user_type: 'specialist' });

  it('answers a new and a taken address with the same bytes apart from the id, no position, and no sooner than the floor', async () => {
    const timings: Record<'new' | 'taken', number[]> = { new: [], taken: [] };
    const shapes = new Set<string>();
    for (let i = 0; i < 5; i++) {
      for (const [kind, email] of [
        ['new', `tess-${randomUUID()}@example.com`],
        ['taken', cast.member.email],
      ] as const) {
        const started = performance.now();
        const answer = await register(email);
        timings[kind].push(performance.now() - started);
        expect(answer.status).toBe(201);
        expect(answer.json).not.toHaveProperty('position');
        shapes.add(shapeOf(answer, email));
      }
    }
    expect([...shapes]).toHaveLength(1);
    for (const ms of [...timings.new, ...timings.taken]) expect(ms).toBeGreaterThanOrEqual(REGISTRATION_ANSWER_MS - 1);
  });
});

describe('forgot-password tells nobody whether an address has an account (issue 37)', () => {
  const held = heldAppends();
  let gated: PlatformBehindGateway;
  beforeAll(async () => {
    gated = await startPlatformBehindGateway(() => startTestPlatform({}, { commandStore: held.wrap }));
  }, 60_000);
  afterAll(async () => {
    held.release();
    await gated?.stop();
  });
  const forgot = (email: string) =>
    gated.send(
      'POST',
      '/auth/forgot-password',
      { 'content-type': 'application/json' },
      Buffer.from(JSON.stringify({ email })),
    );

  it("answers before the address is looked at: a known address's 202 comes while its link's append is held, the same bytes as an unknown one's", async () => {
    const user = await gated.platform.createUser('specialist');
    held.hold(`user-${user.id}`);
    // Before issue 37 the known address's answer waited for the append (and the mail): ~13 ms against ~4 ms.
    const known = await forgot(user.email);
    const unknown = await forgot(`nobody-${randomUUID()}@example.com`);
    expect(known.status).toBe(202);
    expect(shapeOf(known, user.email)).toBe(shapeOf(unknown, 'nobody'));
    await held.waiting();
    expect(await mailsInQueue(gated.platform, user.email)).toEqual([]);

    held.release();
    const mail = await vi.waitFor(
      async () => {
        const [reset] = await mailsInQueue(gated.platform, user.email);
        if (!reset) throw new Error('no reset mail yet');
        return reset;
      },
      { timeout: 10_000, interval: 20 },
    );
    expect(mail.subject).toBe('Reset your password');
  });
});
