import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DOCUMENT_LOCALES, PAPER_SIZES, documentMessages } from '@dth/domain';
import { startProfilePlatform, type TestUser } from '@dth/testing';
import {
  startPlatformBehindGateway,
  type GatewayAnswer,
  type PlatformBehindGateway,
} from './gateway/platformBehindGateway';
import { gatewayRequests } from './gateway/gatewayRequests';

/*
 * No one person can stall the service with CV downloads (issue 37), through the gateway: CVs are drawn on
 * the query API's render processes, at most two at once for one person and for one share link (a third
 * not made before answers 429 with Retry-After), and a CV made before answers from the store to anyone,
 * however many ask. Others read on meanwhile. (That the event loop turns during a render is
 * pdfRenderPool.int.spec.ts's; how fast reads stay during a flood, bench/src/documentFlood.bench.ts's.)
 */
let behind: PlatformBehindGateway;
let [flooder, reader, ana, bo]: TestUser[] = [];
const { send } = gatewayRequests(() => behind);
/** Every CV of these people: each language and paper (8 each), none made before. */
const everyCv = (prefix: string) =>
  DOCUMENT_LOCALES.flatMap((locale) => PAPER_SIZES.map((paper) => `${prefix}?locale=${locale}&paper=${paper}`));
const statuses = (answers: GatewayAnswer[]) => answers.map((answer) => answer.status).sort();
const refusedWith = (answers: GatewayAnswer[], code: string) => {
  for (const refused of answers.filter((answer) => answer.status !== 200)) {
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBe('2');
    expect(refused.json.error).toMatchObject({ code: 'too_many_requests', message_code: code });
  }
};

beforeAll(async () => {
  behind = await startPlatformBehindGateway(() => startProfilePlatform());
  [flooder, reader, ana, bo] = [
    await behind.platform.createUser(),
    await behind.platform.createUser(),
    await behind.platform.createUser('specialist', { firstName: 'Ana', lastName: 'Ionescu' }),
    await behind.platform.createUser('specialist', { firstName: 'Bo', lastName: 'Chen' }),
  ];
}, 120_000);
afterAll(() => behind?.stop());

describe('a flood of CV downloads', () => {
  it('draws two of one person’s 16 new CVs at once and refuses the rest with 429; others read on', async () => {
    const paths = [...everyCv(`/documents/cv/${ana.id}`), ...everyCv(`/documents/cv/${bo.id}`)];
    const [answers, reads] = await Promise.all([
      Promise.all(paths.map((path) => send('GET', path, flooder))),
      Promise.all(Array.from({ length: 20 }, () => send('GET', `/user/specialist/${reader.id}`, reader))),
    ]);
    expect(statuses(reads)).toEqual(Array(20).fill(200));
    const made = answers.filter((answer) => answer.status === 200);
    expect(made.length).toBeGreaterThanOrEqual(1);
    expect(made.length).toBeLessThanOrEqual(2);
    for (const pdf of made) expect(pdf.raw.subarray(0, 5).toString()).toBe('%PDF-');
    refusedWith(answers, 'documents.tooManyForPerson');
    expect(answers.find((answer) => answer.status === 429)!.json.error.message).toBe(documentMessages.tooManyForPerson);

    // Asked again one by one, each is made; then all at once, they come from the store, none refused.
    for (const path of paths)
      await vi.waitFor(async () => expect((await send('GET', path, flooder)).status).toBe(200), {
        timeout: 20_000,
        interval: 100,
      });
    expect(statuses(await Promise.all(paths.map((path) => send('GET', path, flooder))))).toEqual(Array(16).fill(200));
    expect(statuses(await Promise.all(paths.map((path) => send('GET', path, reader))))).toEqual(Array(16).fill(200));
    // Sixteen PDFs drawn one after another: beside `stress -c 2` that took over the level's 30 s.
  }, 120_000);

  it('draws two of a share link’s new CVs at once, whoever asks, and refuses the rest with 429', async () => {
    const link = await send('POST', '/share-links', bo, { target_type: 'profile', target_id: bo.id, mode: 'frozen' });
    expect(link.status, link.raw.toString()).toBe(201);
    const token = link.json.token as string;
    const grantOf = async (from: string) => {
      const opened = await behind.send(
        'POST',
        `/public/share-links/${token}/open`,
        { 'content-type': 'application/json' },
        Buffer.from('{}'),
        from,
      );
      expect(opened.status).toBe(200);
      return opened.json.data.grant as string;
    };
    const visitors = await Promise.all(['127.0.0.21', '127.0.0.22'].map(async (from) => [from, await grantOf(from)]));
    const answers = await Promise.all(
      everyCv(`/public/share-links/${token}/documents/cv`).map((path, i) => {
        const [from, grant] = visitors[i % 2];
        return behind.send('GET', path, { 'x-share-grant': grant }, undefined, from);
      }),
    );
    const made = answers.filter((answer) => answer.status === 200).length;
    expect(made).toBeGreaterThanOrEqual(1);
    expect(made).toBeLessThanOrEqual(2);
    refusedWith(answers, 'documents.tooManyForLink');
  });
});
