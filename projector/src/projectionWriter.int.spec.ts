import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  networkMemberEntry,
  networkMemberIndex,
  projections,
  specialistIndex,
  teamIndex,
  toSpecialistStream,
} from '@dth/domain';
import {
  Keyspace,
  SqliteAuditWriter,
  SqliteEventStore,
  createRedis,
  currentKeyspace,
  type RecordedEvent,
} from '@dth/infrastructure';
import { auditSnapshot, hiringEvents, readModelSnapshot, usePrivateRedis } from '@dth/testing';
import { ProjectionWriter } from './projectionWriter';
import { AuditLane } from './audit/auditLane';
import { replay } from './replay';

const skill = (id: number) => ({ id, title: `Skill ${id}` });

/** A log with specialists whose skills change, networks whose memberships move, teams that change and one archived. */
async function seedLog(store: SqliteEventStore) {
  const hiring = hiringEvents(store);
  const specialists: string[] = [];
  for (let n = 0; n < 12; n++) {
    const id = randomUUID();
    specialists.push(id);
    await store.appendToStream(
      toSpecialistStream(id),
      [
        {
          id: randomUUID(),
          type: 'SpecialistProfileStarted',
          data: {
            specialistId: id,
            firstName: `First${n}`,
            lastName: `Last${n}`,
            email: `s${n}@example.com`,
            startedAt: new Date().toISOString(),
          },
          metadata: { actorId: id, actorRole: 'specialist', correlationId: 'c', causationId: 'c', schemaVersion: 1 },
        },
      ],
      { expectedRevision: 'no_stream' },
    );
    await hiring.profile(id, {
      skills: [skill(n % 3), skill(10 + (n % 2))],
      level: ((n % 3) + 1) as 1 | 2 | 3,
      industryTitle: `Designer ${n}`,
      account: { firstName: `First${n}`, lastName: `Last${n}`, country: n % 2 ? 'France' : 'Australia' },
    });
  }
  // Skills change: the first specialist drops skill 0 and takes skill 7.
  await hiring.profile(specialists[0], { skills: [skill(7)] });
  const owner = randomUUID();
  const { networkId } = await hiring.createNetwork(owner, 'Designers');
  const joined = [];
  for (const id of specialists.slice(0, 6)) joined.push(await hiring.join(networkId, owner, id));
  await hiring.note(networkId, joined[0].membershipId, owner, 'Top', ['UX', 'Senior']);
  await hiring.note(networkId, joined[0].membershipId, owner, 'Top', ['UX']);
  await hiring.leave(networkId, joined[1].membershipId, specialists[1]);
  await hiring.remove(networkId, joined[2].membershipId, owner, specialists[2]);
  const byEmail = await hiring.invite(networkId, owner, { email: 'later@example.com' });
  await hiring.accept(networkId, byEmail.membershipId, specialists[7]);
  const { teamId } = await hiring.createTeam(networkId, owner, 'Squad', [skill(0)]);
  await hiring.addTeamMember(teamId, networkId, owner, specialists[3]);
  await hiring.addTeamMember(teamId, networkId, owner, specialists[4]);
  await hiring.removeTeamMember(teamId, owner, specialists[3]);
  const archived = await hiring.createTeam(networkId, owner, 'Old');
  await hiring.archiveTeam(archived.teamId, owner);
  return { specialists, owner, networkId, joined, byEmail, teamId };
}

async function readAll(store: SqliteEventStore): Promise<RecordedEvent[]> {
  const events: RecordedEvent[] = [];
  for await (const e of store.readAll()) events.push(e);
  return events;
}

describe('ProjectionWriter: documents, views and secondary indexes', () => {
  const redisServer = usePrivateRedis();
  let redis: Redis;
  let dataDir: string;
  let store: SqliteEventStore;
  let log: Awaited<ReturnType<typeof seedLog>>;
  beforeAll(async () => {
    redis = createRedis(redisServer.url);
    dataDir = mkdtempSync(join(tmpdir(), 'writer-'));
    store = new SqliteEventStore({ file: join(dataDir, 'events.sqlite') });
    log = await seedLog(store);
  });
  afterAll(async () => {
    redis.disconnect();
    await store.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('indexes (and the audit model) end the same whether events come one by one, in batches, or through a replay', async () => {
    const events = await readAll(store);
    const audit = new SqliteAuditWriter(join(dataDir, 'audit.sqlite'));
    const writerIn = (version: number) => new ProjectionWriter(redis, projections, new Keyspace({}, version));
    const oneByOne = writerIn(10);
    const oneByOneAudit = await AuditLane.open(store, audit, 10);
    let checkpoints = await oneByOne.checkpoints();
    for (const event of events) {
      await oneByOneAudit.apply([event]);
      checkpoints = await oneByOne.apply([event], checkpoints);
    }
    const batched = writerIn(11);
    const batchedAudit = await AuditLane.open(store, audit, 11);
    checkpoints = await batched.checkpoints();
    for (let i = 0; i < events.length; i += 7) {
      await batchedAudit.apply(events.slice(i, i + 7));
      checkpoints = await batched.apply(events.slice(i, i + 7), checkpoints);
    }
    // Fed again from the start: everything at or below the checkpoints is skipped.
    expect(await batched.apply(events, checkpoints)).toEqual(checkpoints);
    await batchedAudit.apply(events);
    // An audit that remembers nothing between batches (a projector restarted each time) folds every record from its streams.
    for (let i = 0; i < events.length; i += 40) {
      const restarted = await AuditLane.open(store, audit, 12);
      await restarted.apply(events.slice(i, i + 40));
    }
    const snapshots = { oneByOne: await readModelSnapshot(redis, 10), batched: await readModelSnapshot(redis, 11) };
    const audits = {
      oneByOne: auditSnapshot(audit.file, 10),
      batched: auditSnapshot(audit.file, 11),
      restarted: auditSnapshot(audit.file, 12),
    };
    // Replay builds the next version (and then deletes those before the current one, so it comes last).
    await redis.set('rm:current', '12');
    await redis.set('rm:versions', '12');
    // The reactor's notifications are not written by ProjectionWriter: the replay leaves them out here too.
    const { version } = await replay(store, redis, projections, undefined, { audit, notifications: false });
    const replayed = await readModelSnapshot(redis, version);
    expect([...snapshots.oneByOne.keys()].filter((k) => k.startsWith('idx:')).length).toBeGreaterThan(40);
    expect(snapshots.batched).toEqual(snapshots.oneByOne);
    expect(replayed).toEqual(snapshots.oneByOne);
    // The audit's SQLite tables: the same rows, counts and checkpoint, and a full-text index that matches its rows.
    expect([...audits.oneByOne.keys()].filter((k) => k.startsWith('row:'))).toHaveLength(events.length);
    expect(audits.oneByOne.get('words:integrity')).toBe('ok');
    expect(audits.oneByOne.get('checkpoint')).toBe(String(events.at(-1)!.position));
    expect(audits.batched).toEqual(audits.oneByOne);
    expect(audits.restarted).toEqual(audits.oneByOne);
    expect(auditSnapshot(audit.file, version)).toEqual(audits.oneByOne);
    await audit.close();
  });

  it('moves members between indexes as documents change, and drops them when they no longer belong', async () => {
    const { key } = await currentKeyspace(redis);
    const [first, second, third] = log.specialists;
    expect(await redis.sismember(key(specialistIndex.skill(0)), first)).toBe(0);
    expect(await redis.sismember(key(specialistIndex.skill(7)), first)).toBe(1);
    expect(await redis.smembers(key(specialistIndex.country('France')))).toHaveLength(6);
    expect(await redis.sismember(key(specialistIndex.token('desig')), second)).toBe(1);
    const entry = (i: number) => networkMemberEntry(log.joined[i].recordId, log.specialists[i]);
    expect(await redis.zrange(key(networkMemberIndex.status(log.networkId, 'left')), 0, -1)).toEqual([entry(1)]);
    expect(await redis.zrange(key(networkMemberIndex.status(log.networkId, 'removed')), 0, -1)).toEqual([entry(2)]);
    expect(await redis.zcard(key(networkMemberIndex.status(log.networkId, 'joined')))).toBe(5); // 6 joined, 1 left, 1 removed, 1 by email
    expect(await redis.smembers(key(networkMemberIndex.tag(log.networkId, 'ux')))).toEqual([entry(0)]);
    expect(await redis.exists(key(networkMemberIndex.tag(log.networkId, 'senior')))).toBe(0);
    // The invitation by address got its specialist on acceptance: its entry moved with it.
    const all = await redis.zrange(key(networkMemberIndex.all(log.networkId)), 0, -1);
    expect(all).toContain(networkMemberEntry(log.byEmail.recordId, log.specialists[7]));
    expect(all).not.toContain(networkMemberEntry(log.byEmail.recordId, null));
    expect(await redis.zrange(key(teamIndex.member(log.specialists[4])), 0, -1)).toEqual([log.teamId]);
    expect(await redis.zcard(key(teamIndex.member(third)))).toBe(0);
    expect(await redis.zcard(key(teamIndex.networkActive(log.networkId)))).toBe(1);
  });
});
