import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditTargetOfType, specialistProfileKey } from '@dth/domain';
import { DownloadLinks, currentKeyspace, openEventAnalytics, sqlString } from '@dth/infrastructure';
import {
  bearer,
  startProfilePlatform,
  startTestExportWorker,
  validBilling,
  type TestUser,
  POSTGRES_MISSING,
  startPostgresServer,
  type PostgresServerHandle,
} from '@dth/testing';
import { startPlatformBehindGateway, type PlatformBehindGateway } from './gateway/platformBehindGateway';

/*
 * The admin report through the gateway, the way users' requests arrive: who may read it, the
 * list's filters and Content-Range, the exports (jobs, the CSV's header and escaping, the NDJSON and Parquet,
 * signed links served by nginx from the blob store), the stats, and a record's history, as-of and diff against the projector's own document. The same on
 * each audit store: the embedded SQLite file, and PostgreSQL (a private server, AUDIT_STORE=postgres).
 */
const STORES = [
  { store: 'sqlite', missing: '' },
  { store: 'postgres', missing: POSTGRES_MISSING },
];
describe.each(STORES)('admin report through the gateway, audit store: $store', ({ store, missing }) => {
  let gw: PlatformBehindGateway;
  let exportWorker: ReturnType<typeof startTestExportWorker> | undefined;
  let postgres: PostgresServerHandle | undefined;
  let specialist: TestUser;
  let owner: TestUser;
  let admin: TestUser;
  let superAdmin: TestUser;
  /** The position of each write, in order. */
  const writes: Record<string, string> = {};

  const json = (user: TestUser | null) => ({ ...(user ? bearer(user) : {}), 'content-type': 'application/json' });
  const get = (path: string, user: TestUser | null = admin) => gw.send('GET', path, user ? bearer(user) : {});
  const write = async (name: string, method: string, path: string, body: object, user: TestUser) => {
    const answer = await gw.send(method, path, json(user), Buffer.from(JSON.stringify(body)));
    expect(answer.status, `${name}: ${answer.raw.toString()}`).toBeLessThan(300);
    writes[name] = String(answer.json.position);
    await gw.platform.projected(writes[name]);
  };
  const list = (filter: object, range = [0, 49]) =>
    get(
      `/audit-events?filter=${encodeURIComponent(JSON.stringify(filter))}&range=${encodeURIComponent(JSON.stringify(range))}`,
    );

  beforeAll(async () => {
    if (missing) throw new Error(missing);
    postgres = store === 'postgres' ? await startPostgresServer() : undefined;
    gw = await startPlatformBehindGateway(() =>
      startProfilePlatform({}, postgres ? { AUDIT_STORE: 'postgres', DATABASE_URL: postgres.url } : {}),
    );
    exportWorker = startTestExportWorker(gw.platform);
    specialist = await gw.platform.createUser('specialist', { firstName: 'Priya', lastName: 'Sharma' });
    owner = await gw.platform.createUser('business_owner', { firstName: 'Omar', lastName: 'Owner' });
    admin = await gw.platform.createUser('admin', { firstName: 'Ada', lastName: 'Admin' });
    superAdmin = await gw.platform.createUser('super_admin', { firstName: 'Sam', lastName: 'Super' });
    await write(
      'title1',
      'PUT',
      `/user/update-user/${specialist.id}`,
      { specialist: { industry_title: 'Product Designer' } },
      specialist,
    );
    await write(
      'title2',
      'PUT',
      `/user/update-user/${specialist.id}`,
      { specialist: { industry_title: 'Chief Architect' } },
      admin,
    );
    await write('skills', 'POST', `/user/specialist/add-skills/${specialist.id}`, { skills: [1, 2] }, specialist);
    await write(
      'billing',
      'PUT',
      `/user/specialist/update-account/${specialist.id}`,
      { billing_profile: validBilling },
      specialist,
    );
    // Names a spreadsheet would run as formulas, and ones that need quoting (names are one line: newlines are in csv.unit.spec.ts).
    await write(
      'names',
      'PUT',
      `/user/specialist/update-account/${specialist.id}`,
      { first_name: '=HYPERLINK("http://evil")', last_name: 'Sharma, "PS" Jr' },
      specialist,
    );
    await write(
      'names2',
      'PUT',
      `/user/specialist/update-account/${specialist.id}`,
      { first_name: '+61', last_name: '-1' },
      specialist,
    );
    await write(
      'names3',
      'PUT',
      `/user/specialist/update-account/${specialist.id}`,
      { first_name: '@SUM(A1)', last_name: 'Sharma' },
      specialist,
    );
  }, 120_000);
  afterAll(async () => {
    await exportWorker?.stop();
    await gw?.stop();
    await postgres?.stop();
  });

  describe('who may read it', () => {
    const paths = () => [
      '/audit-events',
      `/audit-events/${writes.title1}`,
      '/audit-events/stats',
      '/event-types',
      `/history/specialist/${specialist.id}`,
      `/history/specialist/${specialist.id}/as-of`,
      `/history/specialist/${specialist.id}/diff?from=${writes.title1}`,
    ];
    it('answers admins and super admins; 403 for a specialist and a business owner; 401 without a token', async () => {
      const matrix: Record<string, Record<string, number>> = {};
      for (const path of paths()) {
        matrix[path] = {};
        for (const [name, user] of [
          ['anonymous', null],
          ['specialist', specialist],
          ['owner', owner],
          ['admin', admin],
          ['super_admin', superAdmin],
        ] as const) {
          matrix[path][name] = (await get(path, user)).status;
        }
      }
      for (const path of paths())
        expect(matrix[path], path).toEqual({
          anonymous: 401,
          specialist: 403,
          owner: 403,
          admin: 200,
          super_admin: 200,
        });
      const refused = await get('/audit-events', specialist);
      expect(refused.json.error.message_code).toBe('audit.adminOnly');
    });
  });

  describe('GET /audit-events', () => {
    it('lists every event newest first with Content-Range, a page at a time', async () => {
      const all = await list({}, [0, 499]);
      const total = Number(String(all.headers['content-range']).split('/')[1]);
      expect(total).toBeGreaterThan(10);
      expect(all.headers['content-range']).toBe(`audit-events 0-${total - 1}/${total}`);
      const positions = all.json.map((r: { position: string }) => Number(r.position));
      expect(positions).toEqual([...positions].sort((a, b) => b - a));
      const page = await list({}, [2, 4]);
      expect(page.headers['content-range']).toBe(`audit-events 2-4/${total}`);
      expect(page.json.map((r: { id: string }) => r.id)).toEqual(all.json.slice(2, 5).map((r: { id: string }) => r.id));
      expect((await list({}, [total + 5, total + 9])).headers['content-range']).toBe(`audit-events */${total}`);
    });
    it('sends a page gzipped to a client that accepts it (a browser), the same JSON as without', async () => {
      const path = `/audit-events?range=${encodeURIComponent('[0,49]')}`;
      const plain = await get(path);
      const zipped = await gw.send('GET', path, { ...bearer(admin), 'accept-encoding': 'gzip, deflate, br, zstd' });
      expect(plain.raw.length).toBeGreaterThan(1024);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers.vary).toMatch(/Accept-Encoding/i);
      expect(zipped.headers['content-encoding']).toBe('gzip');
      expect(zipped.headers.vary).toMatch(/Accept-Encoding/i);
      expect(zipped.headers['content-range']).toBe(plain.headers['content-range']);
      expect(Number(zipped.headers['content-length'])).toBe(zipped.raw.length);
      expect(zipped.raw.length).toBeLessThan(plain.raw.length / 2);
      expect(JSON.parse(gunzipSync(zipped.raw).toString('utf8'))).toEqual(plain.json);
      // The cached answer's second hit sends the same bytes; gzip;q=0 means not gzip.
      expect((await gw.send('GET', path, { ...bearer(admin), 'accept-encoding': 'gzip' })).raw.equals(zipped.raw)).toBe(
        true,
      );
      expect(
        (await gw.send('GET', path, { ...bearer(admin), 'accept-encoding': 'gzip;q=0, identity' })).headers[
          'content-encoding'
        ],
      ).toBeUndefined();
    });

    it('shows what changed, field by field, and who did it', async () => {
      const row = (await get(`/audit-events/${writes.title2}`)).json;
      expect(row).toMatchObject({
        id: writes.title2,
        action: 'IndustryTitleSet',
        source: 'web',
        actor: { id: admin.id, name: 'Ada Admin', role: 'admin' },
        target: { type: 'specialist', id: specialist.id, name: 'Priya Sharma' },
        owner: { id: specialist.id, name: 'Priya Sharma' },
      });
      expect(row.changes).toEqual([{ field: 'industry_title', before: 'Product Designer', after: 'Chief Architect' }]);
      const skills = (await get(`/audit-events/${writes.skills}`)).json;
      expect(skills.changes.find((c: { field: string }) => c.field === 'specialist_skills').after).toHaveLength(2);
      const billing = JSON.stringify((await get(`/audit-events/${writes.billing}`)).json);
      expect(billing).toContain('•••• 5678');
      expect(billing).not.toContain('"account_number":"12345678"');
      expect((await get('/audit-events/999999999')).status).toBe(404);
    });

    it('filters by actor, type, target, owner, source, dates and words, together', async () => {
      const ids = async (filter: object) => (await list(filter, [0, 499])).json.map((r: { id: string }) => r.id);
      expect(await ids({ actor_id: admin.id })).toEqual([writes.title2]);
      expect(await ids({ actor_id: admin.id, type: 'IndustryTitleSet' })).toEqual([writes.title2]);
      expect(await ids({ type: 'IndustryTitleSet', target_type: 'specialist', target_id: specialist.id })).toEqual([
        writes.title2,
        writes.title1,
      ]);
      expect(await ids({ type: ['IndustryTitleSet', 'SkillsSet'], owner_id: specialist.id })).toEqual([
        writes.skills,
        writes.title2,
        writes.title1,
      ]);
      expect(await ids({ actor_id: admin.id, type: 'SkillsSet' })).toEqual([]);
      // The report's preset: admins editing other people's profiles.
      expect(
        await ids({ actor_role: ['admin', 'super_admin'], target_type: 'specialist', owner_id: specialist.id }),
      ).toEqual([writes.title2]);
      expect(await ids({ actor_role: 'specialist', type: 'IndustryTitleSet', owner_id: specialist.id })).toEqual([
        writes.title1,
      ]);
      expect((await ids({ source: 'seed' })).length).toBeGreaterThan(0);
      expect(await ids({ q: 'architect' })).toEqual([writes.title2]);
      expect(await ids({ q: 'Ada', type: 'IndustryTitleSet' })).toEqual([writes.title2]);
      expect(await ids({ q: 'priy', type: 'SkillsSet' })).toEqual([writes.skills]);
      const today = new Date().toISOString().slice(0, 10);
      expect(await ids({ from: today, to: today, actor_id: admin.id })).toEqual([writes.title2]);
      expect(await ids({ to: '2000-01-01' })).toEqual([]);
      expect(await ids({ id: [writes.title1, writes.title2] })).toEqual([writes.title1, writes.title2]);
      const page = await list({ owner_id: specialist.id }, [0, 1]);
      expect(page.headers['content-range']).toMatch(/^audit-events 0-1\/\d+$/);
      expect((await list({ colour: 'red' })).status).toBe(400);
      expect((await list({ target_type: 'spaceship' })).status).toBe(400);
      expect((await list({ from: 'yesterday' })).status).toBe(400);
    });
  });

  describe('exports: jobs, files straight from the blob store, signed links', () => {
    const start = (body: unknown, user: TestUser | null = admin, raw?: Buffer) =>
      gw.send('POST', '/audit-exports', json(user), raw ?? Buffer.from(JSON.stringify(body)));
    /** Starts an export and follows it as the report does, until it is done. */
    const exported = async (format: 'csv' | 'ndjson' | 'parquet', filter: object) => {
      const started = await start({ format, filter });
      expect(started.status, started.raw.toString()).toBe(202);
      expect(started.json).toMatchObject({
        format,
        state: expect.stringMatching(/^(waiting|running|done)$/),
        url: null,
      });
      const seen: { state: string; rows: number }[] = [];
      for (let attempt = 0; ; attempt++) {
        const status = await get(`/audit-exports/${started.json.id}`);
        expect(status.status).toBe(200);
        expect(status.headers['cache-control']).toBe('no-store');
        seen.push(status.json);
        if (status.json.state === 'done') return { status: status.json, seen };
        expect(status.json.state, JSON.stringify(status.json)).not.toBe('failed');
        if (attempt > 300) throw new Error(`export not done: ${JSON.stringify(status.json)}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };
    const queued = () =>
      gw.platform.redis
        .keys('bull:audit-exports:[0-9a-f]*')
        .then((keys) => keys.filter((k) => /:[0-9a-f-]{36}$/.test(k)).length);

    it('writes CSV with its header, RFC 4180 quoting and formulas neutralised, and the gateway serves it with its signed link', async () => {
      const { status } = await exported('csv', { owner_id: specialist.id, type: 'AccountDetailsUpdated' });
      expect(status).toMatchObject({
        rows: 3,
        total: 3,
        file_name: expect.stringMatching(/^audit-events-[0-9TZ-]+\.csv$/),
      });
      expect(Date.parse(status.expires_at) - Date.now()).toBeGreaterThan(23.9 * 3600_000);
      expect(status.url).toMatch(
        new RegExp(`^/exports/${status.id}/${status.file_name}\\?expires=\\d+&signature=[\\w-]{43}$`),
      );
      // No token: the link is the authority, as it is for a browser's download.
      const answer = await gw.send('GET', status.url);
      expect(answer.status, answer.raw.toString()).toBe(200);
      expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(answer.headers['content-disposition']).toBe(`attachment; filename="${status.file_name}"`);
      expect(answer.headers['cache-control']).toBe('private, no-store');
      expect(answer.headers['x-amz-request-id']).toBeUndefined();
      const text = answer.raw.toString('utf8');
      const [header] = text.split('\r\n');
      expect(header).toBe(
        'position,at,actor_id,actor_name,actor_role,action,target_type,target_id,target_name,owner_id,owner_name,correlation_id,source,changes,reverts',
      );
      // The names as each row's target holds them, newest first: quoted where needed, formulas prefixed with a quote.
      expect(text).toContain(`,specialist,${specialist.id},'@SUM(A1) Sharma,`);
      expect(text).toContain(`,specialist,${specialist.id},'+61 -1,`);
      expect(text).toContain(`,specialist,${specialist.id},"'=HYPERLINK(""http://evil"") Sharma, ""PS"" Jr",`);
      expect(text.endsWith('\r\n')).toBe(true);
      expect(
        text
          .trim()
          .split('\r\n')
          .slice(1)
          .map((line) => line.split(',')[0]),
      ).toEqual([writes.names3, writes.names2, writes.names]);
      expect((await gw.send('HEAD', status.url)).status).toBe(200);
    });

    it('writes NDJSON in the events:export format, redacted, oldest first', async () => {
      const { status } = await exported('ndjson', { target_type: ['account', 'specialist'] });
      const answer = await gw.send('GET', status.url);
      expect(answer.status).toBe(200);
      expect(answer.headers['content-type']).toBe('application/x-ndjson; charset=utf-8');
      const lines = answer.raw
        .toString('utf8')
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line));
      expect(lines).toHaveLength(status.rows);
      expect(status.rows).toBe(status.total);
      const positions = lines.map((l) => Number(l.position));
      expect(positions).toEqual([...positions].sort((a, b) => a - b));
      expect(lines.map((l) => l.type)).toEqual(
        expect.arrayContaining(['UserRegistered', 'PasswordSet', 'IndustryTitleSet', 'BillingAccountCreated']),
      );
      const text = answer.raw.toString('utf8');
      expect(text).not.toMatch(/"passwordHash":"(?!\[redacted\])/);
      expect(text).not.toMatch(/"tokenHash":"(?!\[redacted\])/);
      expect(text).not.toContain('"account_number":"12345678"');
      expect(lines.find((l) => l.type === 'BillingAccountCreated').data.billingAccount.account_number).toBe(
        '•••• 5678',
      );
    });

    it('writes Parquet with the events:export columns, redacted, oldest first, served with its signed link', async () => {
      const { status } = await exported('parquet', { target_type: ['account', 'specialist'] });
      expect(status.file_name).toMatch(/^audit-events-[0-9TZ-]+\.parquet$/);
      const answer = await gw.send('GET', status.url);
      expect(answer.status).toBe(200);
      expect(answer.headers['content-type']).toBe('application/vnd.apache.parquet');
      expect(answer.headers['content-disposition']).toBe(`attachment; filename="${status.file_name}"`);
      const dir = mkdtempSync(join(tmpdir(), 'gateway-parquet-'));
      const analytics = await openEventAnalytics();
      try {
        writeFileSync(join(dir, 'export.parquet'), answer.raw);
        const read = await analytics.connection.runAndReadAll(
          `SELECT position, type, data->>'$.passwordHash' AS password_hash,
             data->'$.billingAccount'->>'$.account_number' AS account_number
           FROM read_parquet(${sqlString(join(dir, 'export.parquet'))})`,
        );
        const rows = read.getRowObjectsJson();
        expect(rows).toHaveLength(status.rows);
        expect(status.rows).toBe(status.total);
        const positions = rows.map((row) => Number(row.position));
        expect(positions).toEqual([...positions].sort((a, b) => a - b));
        expect(rows.map((row) => row.type)).toEqual(
          expect.arrayContaining(['UserRegistered', 'PasswordSet', 'IndustryTitleSet', 'BillingAccountCreated']),
        );
        const passwords = rows.filter((row) => row.type === 'PasswordSet');
        expect(passwords.length).toBeGreaterThan(0);
        expect(new Set(passwords.map((row) => row.password_hash))).toEqual(new Set(['[redacted]']));
        expect(rows.find((row) => row.type === 'BillingAccountCreated')!.account_number).toBe('•••• 5678');
      } finally {
        analytics.close();
        rmSync(dir, { recursive: true, force: true });
      }
    });

    it('serves a file only with its own unexpired signature, never under /media, and read-only', async () => {
      const { status } = await exported('csv', { type: 'SkillsSet' });
      const [path, query] = status.url.split('?');
      const params = new URLSearchParams(query);
      const signature = params.get('signature')!;
      const tampered = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
      const later = Number(params.get('expires')) + 3600;
      const refusals = [
        path,
        `${path}?expires=${params.get('expires')}`,
        `${path}?expires=${params.get('expires')}&signature=${tampered}`,
        `${path}?expires=${later}&signature=${signature}`,
        // Its signature on another export's path.
        `/exports/${crypto.randomUUID()}/${status.file_name}?${query}`,
      ];
      for (const uri of refusals) {
        const refused = await gw.send('GET', uri);
        expect(refused.status, uri).toBe(403);
        expect(refused.json.error.message).toBe(
          'This download link is not valid or has expired (links last 24 hours); start the export again',
        );
      }
      const expired = new DownloadLinks(gw.platform.env.JWT_SECRET!).sign(path, Math.floor(Date.now() / 1000) - 1);
      expect((await gw.send('GET', expired)).status).toBe(403);
      const stillGood = new DownloadLinks(gw.platform.env.JWT_SECRET!).sign(path, Math.floor(Date.now() / 1000) + 60);
      expect((await gw.send('GET', stillGood)).status).toBe(200);
      expect((await gw.send('GET', `/media/${path.slice(1)}`)).status).toBe(404);
      expect((await gw.send('GET', `/media/${path.slice(1)}?${query}`)).status).toBe(404);
      expect((await gw.send('GET', '/exports/whatever.csv')).status).toBe(404);
      const put = await gw.send('PUT', status.url, {}, Buffer.from('x'));
      expect(put.status).toBe(405);
      expect((await gw.send('GET', status.url)).status).toBe(200);
    });

    it('shows each admin only their own exports', async () => {
      const started = await start({ format: 'csv', filter: {} });
      expect((await get(`/audit-exports/${started.json.id}`, superAdmin)).status).toBe(404);
      expect((await get(`/audit-exports/${started.json.id}`, specialist)).status).toBe(403);
      expect((await get(`/audit-exports/${started.json.id}`, null)).status).toBe(401);
      expect((await get('/audit-exports/not-an-id')).status).toBe(404);
    });

    it('refuses bad requests with a clear 4xx and starts nothing', async () => {
      const before = await queued();
      const cases: [string, () => ReturnType<typeof start>, number, string?][] = [
        ['a specialist', () => start({ format: 'csv' }, specialist), 403, 'Only admins can read the change history'],
        ['no token', () => start({ format: 'csv' }, null), 401],
        ['an unknown format', () => start({ format: 'xlsx' }), 400, 'Export as csv, ndjson or parquet'],
        ['no format', () => start({ filter: {} }), 400, 'Export as csv, ndjson or parquet'],
        ['an unknown filter', () => start({ format: 'csv', filter: { colour: 'red' } }), 400],
        [
          'a bad date',
          () => start({ format: 'csv', filter: { from: 'yesterday' } }),
          400,
          'Give a date as YYYY-MM-DD or an ISO date-time',
        ],
        ['an unknown field', () => start({ format: 'csv', extra: 1 }), 400],
        ['malformed JSON', () => start(null, admin, Buffer.from('{"format": "csv"')), 400],
        [
          'a body over 64 kB',
          () => start(null, admin, Buffer.from(JSON.stringify({ format: 'csv', filter: { q: 'x'.repeat(70_000) } }))),
          413,
        ],
      ];
      for (const [name, send, expected, message] of cases) {
        const answer = await send();
        expect(answer.status, `${name}: ${answer.raw.toString()}`).toBe(expected);
        if (message) expect(answer.json.error.message, name).toBe(message);
      }
      expect(await queued()).toBe(before);
    });
  });

  it('counts events per day and type for the chart', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const stats = (await get(`/audit-events/stats?bucket=day&from=${today}&to=${today}`)).json as {
      day: string;
      type: string;
      count: number;
    }[];
    expect(stats.find((s) => s.type === 'IndustryTitleSet')).toEqual({
      day: today,
      type: 'IndustryTitleSet',
      count: 2,
    });
    expect(stats.find((s) => s.type === 'AccountDetailsUpdated')?.count).toBe(3);
    expect((await get('/audit-events/stats?bucket=week')).status).toBe(400);
  });

  it('counts only the list’s filter per day: the same events as the list’s total', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const stats = (filter: object, days = `&from=${today}&to=${today}`) =>
      get(`/audit-events/stats?bucket=day${days}&filter=${encodeURIComponent(JSON.stringify(filter))}`);
    const counted = async (filter: object, days?: string) =>
      ((await stats(filter, days)).json as { count: number }[]).reduce((sum, s) => sum + s.count, 0);
    const listTotal = async (filter: object) =>
      Number(
        String((await list({ ...filter, from: today, to: today }, [0, 0])).headers['content-range']).split('/')[1],
      );
    const everyone = await counted({});
    // An actor (the rows' GROUP BY): the admin's one correction, the specialist's own writes.
    expect((await stats({ actor_id: admin.id })).json).toEqual([{ day: today, type: 'IndustryTitleSet', count: 1 }]);
    const bySpecialist = await counted({ actor_id: specialist.id });
    expect(bySpecialist).toBe(await listTotal({ actor_id: specialist.id }));
    expect(bySpecialist).toBeGreaterThan(1);
    expect(bySpecialist).toBeLessThan(everyone);
    // Words, and words with an owner and a type.
    expect((await stats({ q: 'architect' })).json).toEqual([{ day: today, type: 'IndustryTitleSet', count: 1 }]);
    expect(await counted({ q: 'priy' })).toBe(await listTotal({ q: 'priy' }));
    expect(await counted({ q: 'priy', owner_id: specialist.id, type: ['SkillsSet', 'IndustryTitleSet'] })).toBe(3);
    // Types only read the daily counts, and still agree with the list.
    expect(await counted({ type: 'AccountDetailsUpdated' })).toBe(await listTotal({ type: 'AccountDetailsUpdated' }));
    expect(await counted({})).toBe(await listTotal({}));
    // The filter's own dates: the days when the stats name none, and a narrower moment within them.
    expect(await counted({ actor_id: specialist.id, from: today, to: today }, '')).toBe(bySpecialist);
    expect(await counted({ actor_id: specialist.id, to: '2000-01-01' }, '')).toBe(0);
    const corrected = (await get(`/audit-events/${writes.title2}`)).json.at as string;
    const sinceCorrection = await counted({ type: 'IndustryTitleSet', from: corrected });
    expect(sinceCorrection).toBe(
      Number(
        String((await list({ type: 'IndustryTitleSet', from: corrected }, [0, 0])).headers['content-range']).split(
          '/',
        )[1],
      ),
    );
    expect(sinceCorrection).toBe(1);
    // Refused as the list refuses it: an unknown filter field, a bad value, a range past 366 days.
    const unknown = await stats({ colour: 'red' });
    expect(unknown.status).toBe(400);
    expect(unknown.json.error.message).toBe((await list({ colour: 'red' })).json.error.message);
    expect((await stats({ target_type: 'spaceship' })).status).toBe(400);
    expect((await stats({ source: 'fax' })).status).toBe(400);
    expect((await get('/audit-events/stats?filter=not-json')).status).toBe(400);
    expect(
      (await stats({ actor_id: admin.id, from: '2024-01-01', to: '2026-01-01' }, '')).json.error.message_code,
    ).toBe('audit.rangeTooLong');
  });

  it('answers the event catalogue', async () => {
    const catalogue = (await get('/event-types')).json as { type: string; aggregate: string; projections: string[] }[];
    expect(catalogue.find((e) => e.type === 'IndustryTitleSet')).toMatchObject({
      aggregate: 'specialist',
      projections: expect.arrayContaining(['SpecialistProfile', 'AuditEvents']),
    });
  });

  describe('record history', () => {
    it('lists a record’s timeline newest first, with Content-Range', async () => {
      const timeline = await get(`/history/specialist/${specialist.id}?range=[0,1]`);
      expect(timeline.json.map((r: { id: string }) => r.id)).toEqual([writes.names3, writes.names2]);
      expect(timeline.headers['content-range']).toMatch(/^history 0-1\/\d+$/);
      expect((await get(`/history/specialist/not-a-specialist`)).status).toBe(404);
      expect((await get(`/history/spaceship/${specialist.id}`)).status).toBe(400);
    });

    it('rebuilds the record at any moment equal to the projector’s document, redacted', async () => {
      const now = (await get(`/history/specialist/${specialist.id}/as-of`)).json;
      const stored = JSON.parse(
        (await gw.platform.redis.get(
          (await currentKeyspace(gw.platform.redis)).key(specialistProfileKey(specialist.id)),
        ))!,
      );
      stored.billing_account.account_number = '•••• 5678';
      expect(now.record).toEqual(stored);
      expect(now.position).toBe(writes.names3);
      const then = (await get(`/history/specialist/${specialist.id}/as-of?at=${writes.title1}`)).json;
      expect(then.position).toBe(writes.title1);
      expect(then.record.industry_title).toBe('Product Designer');
      expect(then.record.specialist_skills).toEqual([]);
      const byTime = (await get(`/history/specialist/${specialist.id}/as-of?at=${encodeURIComponent(now.at)}`)).json;
      expect(byTime.position).toBe(writes.names3);
      expect((await get(`/history/specialist/${specialist.id}/as-of?at=1`)).json).toEqual({
        position: null,
        at: null,
        record: null,
        names: {},
      });
      expect((await get(`/history/specialist/${specialist.id}/as-of?at=soon`)).status).toBe(400);
      expect((await get(`/history/email-reservation/x/as-of`)).status).toBe(400);
      expect(auditTargetOfType('specialist')?.record).toBeDefined();
    });

    it('compares two moments field by field', async () => {
      const diff = (await get(`/history/specialist/${specialist.id}/diff?from=${writes.title1}&to=${writes.skills}`))
        .json;
      expect(diff.from.position).toBe(writes.title1);
      expect(diff.to.position).toBe(writes.skills);
      expect(diff.changes.map((c: { field: string }) => c.field)).toEqual(
        expect.arrayContaining(['industry_title', 'specialist_skills']),
      );
      expect(diff.changes.find((c: { field: string }) => c.field === 'industry_title')).toEqual({
        field: 'industry_title',
        before: 'Product Designer',
        after: 'Chief Architect',
      });
    });
  });
});
