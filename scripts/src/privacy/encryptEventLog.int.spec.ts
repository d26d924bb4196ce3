import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EncryptingEventStore,
  PersonalDataCipher,
  SqliteEventStore,
  SqliteKeyStore,
  repoRoot,
  type RecordedEvent,
} from '@dth/infrastructure';
import { encryptEventLog } from './encryptEventLog';

/* The offline migration of a log written in plaintext, on a real SQLite file and key store. */
const dir = mkdtempSync(join(tmpdir(), 'encrypt-log-'));
const file = join(dir, 'events.sqlite');
const keysFile = join(dir, 'keys.sqlite');
const metadata = {
  actorId: 'system',
  actorRole: 'system' as const,
  correlationId: 'c',
  causationId: 'c',
  schemaVersion: 1,
};
const PLAINTEXT = [
  'Ileana',
  'Vasilescu',
  'ileana@example.ro',
  '0722123456',
  'Timisoara',
  // The CV's free text, sealed since it too names the person (hardening round three).
  'Cartographer',
  'Politehnica',
  'Geodesy',
  'Banat Surveys',
  'Lugoj',
];
let before: RecordedEvent[];

async function readAll(store: { readAll(): AsyncIterable<RecordedEvent> }) {
  const events: RecordedEvent[] = [];
  for await (const event of store.readAll()) events.push(event);
  return events;
}
const holds = (path: string, text: string) => readFileSync(path).toString('latin1').includes(text);

beforeAll(async () => {
  const store = new SqliteEventStore({ file });
  await store.appendToStream(
    'user-u1',
    [
      {
        id: crypto.randomUUID(),
        type: 'UserRegistered',
        data: {
          userId: 'u1',
          firstName: 'Ileana',
          lastName: 'Vasilescu',
          email: 'ileana@example.ro',
          userType: 'specialist',
          registeredAt: '2026-01-01T00:00:00.000Z',
        },
        metadata,
      },
    ],
    { expectedRevision: 'no_stream' },
  );
  await store.appendToStream(
    'specialist-u1',
    [
      {
        id: crypto.randomUUID(),
        type: 'AccountDetailsUpdated',
        data: {
          specialistId: 'u1',
          details: {
            first_name: 'Ileana',
            last_name: 'Vasilescu',
            phone_code: '+40',
            phone_number: '0722123456',
            country: 'Romania',
            state: null,
            city: 'Timisoara',
          },
          updatedAt: '2026-01-02T00:00:00.000Z',
        },
        metadata,
      },
      {
        id: crypto.randomUUID(),
        type: 'SkillsSet',
        data: { specialistId: 'u1', skills: [1, 2], setAt: '2026-01-03T00:00:00.000Z' },
        metadata,
      },
      {
        id: crypto.randomUUID(),
        type: 'IndustryTitleSet',
        data: { specialistId: 'u1', industryTitle: 'Cartographer', setAt: '2026-01-04T00:00:00.000Z' },
        metadata,
      },
      {
        id: crypto.randomUUID(),
        type: 'CertificateAdded',
        data: {
          specialistId: 'u1',
          certificate: {
            id: 'c1',
            degree: 'MSc',
            name: 'Geodesy',
            specialisation: 'Politehnica',
            started_at: 2010,
            finished_at: 2012,
            description: null,
          },
          addedAt: '2026-01-05T00:00:00.000Z',
        },
        metadata,
      },
      {
        id: crypto.randomUUID(),
        type: 'ProjectAdded',
        data: {
          specialistId: 'u1',
          project: {
            id: 'p1',
            name: 'Banat Surveys',
            position: 'Surveyor',
            started_at: 2013,
            finished_at: 2016,
            description: 'Maps',
            city: 'Lugoj',
            country: 'Romania',
          },
          addedAt: '2026-01-06T00:00:00.000Z',
        },
        metadata,
      },
    ],
    { expectedRevision: 'no_stream' },
  );
  before = await readAll(store);
  await store.close();
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('sealing an embedded log written in plaintext', () => {
  it('counts in a dry run, through the CLI, and changes nothing', async () => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', join(repoRoot, 'scripts/src/privacy/encryptEventLogCli.ts'), '--dry-run'],
      {
        env: { ...process.env, DATA_DIR: dir, LOG_LEVEL: 'silent' },
      },
    );
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    expect(await new Promise((resolve) => child.on('exit', resolve)), out).toBe(0);
    expect(out).toMatch(/UserRegistered\s+1/);
    expect(out).toMatch(/AccountDetailsUpdated\s+1/);
    expect(out).toMatch(/IndustryTitleSet\s+1/);
    expect(out).toMatch(/Dry run: 5 events/);
    for (const text of PLAINTEXT) expect(holds(file, text), text).toBe(true);
  });

  it('backs the file up, seals every personal field in place, leaves no plaintext in the file, reads back the same events, and runs again as a no-op', async () => {
    const keys = new SqliteKeyStore(keysFile);
    const backup = join(dir, 'events.sqlite.bak');
    const plan = await encryptEventLog(file, keys, { dryRun: false, backup });
    expect(plan).toEqual({
      byType: {
        UserRegistered: 1,
        AccountDetailsUpdated: 1,
        IndustryTitleSet: 1,
        CertificateAdded: 1,
        ProjectAdded: 1,
      },
      events: 5,
      backup,
    });
    for (const text of PLAINTEXT) {
      expect(holds(backup, text), text).toBe(true);
      expect(holds(file, text) || (existsSync(`${file}-wal`) && holds(`${file}-wal`, text)), text).toBe(false);
    }
    const store = new EncryptingEventStore(new SqliteEventStore({ file }), new PersonalDataCipher(keys), keys);
    expect(await readAll(store)).toEqual(before);
    expect((await encryptEventLog(file, keys, { dryRun: false, backup: join(dir, 'again.bak') })).events).toBe(0);

    // And now erasure reaches the old events too.
    await keys.erase(['user-u1']);
    const [registered, details, , title, certificate, project] = await readAll(store);
    expect(registered.data).toMatchObject({ firstName: 'Erased', lastName: 'user', email: '' });
    expect(details.data).toMatchObject({
      details: { first_name: 'Erased', phone_number: null, city: null, country: 'Romania' },
    });
    expect(title.data).toMatchObject({ industryTitle: '' });
    expect(certificate.data).toMatchObject({
      certificate: { id: 'c1', degree: '', name: '', specialisation: '', started_at: 2010, description: null },
    });
    expect(project.data).toMatchObject({
      project: { id: 'p1', name: '', position: '', city: '', description: '', country: 'Romania', finished_at: 2016 },
    });
    await store.close();
  });
});
