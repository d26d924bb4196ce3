import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditMessages } from '@dth/domain';
import {
  createEngagementCast,
  csvRecords,
  startProfilePlatform,
  startTestExportWorker,
  type EngagementCast,
  type TestUser,
} from '@dth/testing';
import {
  startPlatformBehindGateway,
  type GatewayAnswer,
  type PlatformBehindGateway,
} from './gateway/platformBehindGateway';
import { gatewayRequests } from './gateway/gatewayRequests';

/*
 * Reverting a change from the admin report, through the gateway: the section set back through the
 * profile's own command, both rows linked, a revert reverted, the 409s (a later change, a type that
 * cannot be reverted, nothing earlier), "revert anyway", bad, unknown and oversized requests
 * refused with nothing written, and the CSV export of reverted and revert rows.
 */
let behind: PlatformBehindGateway;
let cast: EngagementCast;
const { send, ok } = gatewayRequests(() => behind);

const settled = async () => ({ 'x-min-position': (await behind.platform.store.headPosition()).toString() });
const read = async (path: string, user: TestUser) => {
  const answer = await send('GET', path, user, undefined, await settled());
  expect(answer.status, `GET ${path}: ${answer.raw.toString()}`).toBe(200);
  return answer.json;
};
const setTitle = async (title: string): Promise<string> =>
  (await ok('PUT', `/user/update-user/${cast.member.id}`, cast.member, { specialist: { industry_title: title } }))
    .position;
const revert = (position: string, user: TestUser | null = cast.admin, body: unknown = {}) =>
  send('POST', `/audit-events/${position}/revert`, user, body);
const titleNow = async () => (await read(`/user/specialist/${cast.member.id}`, cast.admin)).data.industry_title;
const head = async () => (await behind.platform.store.headPosition()).toString();

beforeAll(async () => {
  behind = await startPlatformBehindGateway(startProfilePlatform);
  cast = await createEngagementCast(behind.platform);
}, 180_000);
afterAll(() => behind?.stop());

describe('revert from the report, through the gateway', () => {
  let first: string;
  let second: string;
  let reverted: string;

  it('sets the industry title back, as the admin, with both rows linked', async () => {
    first = await setTitle('Data engineer');
    second = await setTitle('Data lead');
    const answer = await revert(second);
    expect(answer.status, answer.raw.toString()).toBe(200);
    expect(answer.json).toMatchObject({ data: { reverts: second, overwrote: [] }, message: auditMessages.reverted });
    reverted = answer.json.position;
    expect(BigInt(reverted)).toBeGreaterThan(BigInt(second));
    expect(await titleNow()).toBe('Data engineer');

    const revertRow = await read(`/audit-events/${reverted}`, cast.admin);
    expect(revertRow).toMatchObject({
      action: 'IndustryTitleSet',
      reverts: second,
      actor: { id: cast.admin.id, role: 'admin' },
    });
    expect(revertRow.changes).toContainEqual({ field: 'industry_title', before: 'Data lead', after: 'Data engineer' });
    const original = await read(`/audit-events/${second}`, cast.admin);
    expect(original.reverted_by).toEqual([{ position: reverted, at: revertRow.at, actor: revertRow.actor }]);
    // The list carries the links too.
    const list = await read(
      `/audit-events?filter=${encodeURIComponent(JSON.stringify({ target_id: cast.member.id, type: 'IndustryTitleSet' }))}`,
      cast.admin,
    );
    const byPosition = new Map((list as { position: string }[]).map((row) => [row.position, row]));
    expect(byPosition.get(second)).toMatchObject({ reverted_by: [{ position: reverted }] });
    expect(byPosition.get(reverted)).toMatchObject({ reverts: second });
  });

  it('reverts a revert', async () => {
    const answer = await revert(reverted);
    expect(answer.status, answer.raw.toString()).toBe(200);
    expect(await titleNow()).toBe('Data lead');
    expect((await read(`/audit-events/${reverted}`, cast.admin)).reverted_by).toEqual([
      expect.objectContaining({ position: answer.json.position }),
    ]);
  });

  it('refuses a change whose fields changed again later, naming the later changes, until revert anyway', async () => {
    const before = await head();
    const answer = await revert(first);
    expect(answer.status).toBe(409);
    expect(answer.json.error).toMatchObject({
      code: 'conflict',
      message: auditMessages.revertConflict,
      message_code: 'audit.revertConflict',
    });
    expect(answer.json.error.details.later.map((c: { position: string }) => c.position)).toEqual(
      expect.arrayContaining([second, reverted]),
    );
    expect(answer.json.error.details.later[0]).toMatchObject({
      position: second,
      action: 'IndustryTitleSet',
      actor_id: cast.member.id,
    });
    expect(await head()).toBe(before);

    const anyway = await revert(first, cast.admin, { anyway: true });
    expect(anyway.status, anyway.raw.toString()).toBe(200);
    expect(anyway.json.data.overwrote.map((c: { position: string }) => c.position)).toEqual(
      expect.arrayContaining([second, reverted]),
    );
    // The title before "Data engineer" was the one the seed gave the member, or none.
    const earlier = (await read(`/audit-events/${first}`, cast.admin)).changes.find(
      (c: { field: string }) => c.field === 'industry_title',
    );
    expect(await titleNow()).toBe(earlier?.before ?? '');
  });

  it('twenty "revert anyway" of one change sent at once append one revert; a save that changes nothing appends nothing (issue 37)', async () => {
    const stream = `specialist-${cast.member.id}`;
    const eventsNow = async () => (await behind.platform.eventsOf(stream)).length;
    const target = await setTitle('Platform engineer');
    await setTitle('Platform lead');
    const before = await eventsNow();
    const answers = await Promise.all(Array.from({ length: 20 }, () => revert(target, cast.admin, { anyway: true })));
    for (const answer of answers) expect([200, 409], answer.raw.toString()).toContain(answer.status);
    expect(answers.filter((a) => a.status === 200 && a.json.position !== undefined)).toHaveLength(1);
    expect(await eventsNow()).toBe(before + 1);

    // A title saved again as it is: 200 with the saved data, no position, nothing appended.
    await setTitle('Platform architect');
    const saved = await eventsNow();
    const unchanged = await send('PUT', `/user/update-user/${cast.member.id}`, cast.member, {
      specialist: { industry_title: 'Platform architect' },
    });
    expect(unchanged.status, unchanged.raw.toString()).toBe(200);
    expect(unchanged.json.data).toMatchObject({ industry_title: 'Platform architect' });
    expect(unchanged.json.position).toBeUndefined();
    expect(await eventsNow()).toBe(saved);
  });

  it('refuses types that cannot be reverted, with the reason, and a first value with nothing before it', async () => {
    const newcomer = await behind.platform.createUser('specialist', { firstName: 'Nia', lastName: 'New' });
    const level = await ok('POST', `/user/specialist/experience-level/${newcomer.id}`, newcomer, {
      experience_level_id: 2,
    });
    const history = await read(`/history/specialist/${newcomer.id}?range=${encodeURIComponent('[0,99]')}`, cast.admin);
    const started = (history as { action: string; position: string }[]).find(
      (row) => row.action === 'SpecialistProfileStarted',
    )!;
    const before = await head();
    const notRevertible = await revert(started.position);
    expect(notRevertible.status).toBe(409);
    expect(notRevertible.json.error).toMatchObject({
      message: auditMessages.notRevertible,
      details: { reason: 'lifecycle' },
    });
    const nothing = await revert(level.position);
    expect(nothing.status).toBe(409);
    expect(nothing.json.error.message).toBe(auditMessages.nothingToRestore);
    expect(await head()).toBe(before);
  });

  it('is for admins only, and refuses bad, unknown and oversized requests with nothing written', async () => {
    const target = await setTitle('Analytics lead');
    const before = await head();
    const refusals: [GatewayAnswer, number, string?][] = [
      [await revert(target, null), 401],
      [await revert(target, cast.member), 403, auditMessages.revertAdminOnly],
      [await revert(target, cast.owner), 403, auditMessages.revertAdminOnly],
      [await revert('abc'), 404, auditMessages.eventNotFound],
      [await revert('0'), 404, auditMessages.eventNotFound],
      [await revert('999999999999'), 404, auditMessages.eventNotFound],
      [await revert('99999999999999999999999'), 404, auditMessages.eventNotFound],
      [await revert(target, cast.admin, '{"anyway": tru'), 400],
      [await revert(target, cast.admin, { anyway: 'yes' }), 400],
      [await revert(target, cast.admin, { anyway: true, extra: 1 }), 400],
      [await revert(target, cast.admin, { pad: 'x'.repeat(2 * 1024 * 1024) }), 413],
    ];
    for (const [answer, status, message] of refusals) {
      expect(answer.status, answer.raw.toString().slice(0, 300)).toBe(status);
      expect(answer.json?.error?.code, answer.raw.toString().slice(0, 300)).toBeTruthy();
      if (message) expect(answer.json.error.message).toBe(message);
    }
    expect(await head()).toBe(before);
    expect(await titleNow()).toBe('Analytics lead');
  });

  it('exports reverted and revert rows as CSV whose every `changes` cell is JSON, beside the position each revert sets back', async () => {
    const worker = startTestExportWorker(behind.platform);
    try {
      const filter = { target_id: cast.member.id, type: 'IndustryTitleSet' };
      const started = await ok('POST', '/audit-exports', cast.admin, { format: 'csv', filter });
      let url = '';
      await expect
        .poll(
          async () => {
            const status = await read(`/audit-exports/${started.id}`, cast.admin);
            url = status.url ?? '';
            return status.state;
          },
          { timeout: 30_000, interval: 50 },
        )
        .toBe('done');
      const file = await send('GET', url, null);
      expect(file.status, file.raw.toString()).toBe(200);
      const [header, ...lines] = csvRecords(file.raw.toString('utf8'));
      const column = (name: string) => header.indexOf(name);
      const rows = (await read(
        `/audit-events?filter=${encodeURIComponent(JSON.stringify(filter))}&range=${encodeURIComponent('[0,99]')}`,
        cast.admin,
      )) as { position: string; changes: unknown; reverts?: string; reverted_by?: unknown[] }[];
      expect(rows.some((row) => row.reverts) && rows.some((row) => row.reverted_by)).toBe(true);
      expect(lines.map((fields) => fields[column('position')])).toEqual(rows.map((row) => row.position));
      lines.forEach((fields, i) => {
        expect(fields).toHaveLength(header.length);
        expect(JSON.parse(fields[column('changes')])).toEqual(rows[i].changes);
        expect(fields[column('reverts')]).toBe(rows[i].reverts ?? '');
      });
    } finally {
      await worker.stop();
    }
  });
});
