import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ReadModelStore, SqliteAuditReader, SqliteAuditWriter, createRedis } from '@dth/infrastructure';
import { usePrivateRedis } from '@dth/testing';
import { AuditQuery } from './auditQuery';

/* Read-your-writes on the report waits on the audit store's own checkpoint, not on the Redis read models'. */
describe('the report waiting for a position', () => {
  const redisServer = usePrivateRedis();
  let dir: string;
  let writer: SqliteAuditWriter;
  let reader: SqliteAuditReader;
  let readModels: ReadModelStore;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'audit-wait-'));
    writer = new SqliteAuditWriter(join(dir, 'audit.sqlite'));
    reader = new SqliteAuditReader(writer.file);
    readModels = new ReadModelStore(createRedis(redisServer.url));
    await readModels.start();
  });
  afterAll(async () => {
    await readModels?.stop();
    await reader?.close();
    await writer?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('resolves once the audit holds the position, and false when it does not within the time given', async () => {
    const audit = new AuditQuery(readModels, reader);
    expect(readModels.currentCheckpoint).toBe(0n);
    const asked = vi.spyOn(reader, 'checkpoint');
    const waiting = audit.waitFor(7n, 5_000);
    // It found the position missing and asked again: it is waiting.
    await vi.waitFor(() => expect(asked.mock.calls.length).toBeGreaterThanOrEqual(2));
    await writer.commit(audit.version, 7n, []);
    expect(await waiting).toBe(true);
    // Redis never moved: the audit's own checkpoint is what was waited on.
    expect(readModels.currentCheckpoint).toBe(0n);
    const started = Date.now();
    expect(await audit.waitFor(8n, 150)).toBe(false);
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
  });
});
