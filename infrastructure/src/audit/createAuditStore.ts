import { auditFileOf, type Env } from '../config/env';
import type { AuditStoreReader, AuditStoreWriter } from './auditStore';
import { PostgresAuditReader } from './postgres/postgresAuditReader';
import { PostgresAuditWriter } from './postgres/postgresAuditWriter';
import { SqliteAuditReader } from './sqlite/sqliteAuditReader';
import { SqliteAuditWriter } from './sqlite/sqliteAuditWriter';

/** The projector's side of the audit store AUDIT_STORE picks: the SQLite file, or PostgreSQL at DATABASE_URL. */
export function createAuditWriter(env: Env): AuditStoreWriter {
  return env.AUDIT_STORE === 'postgres'
    ? new PostgresAuditWriter(env.DATABASE_URL!)
    : new SqliteAuditWriter(auditFileOf(env));
}

/** The readers' side (query API, worker): the SQLite file read-only, or PostgreSQL at DATABASE_URL. */
export function createAuditReader(env: Env): AuditStoreReader {
  return env.AUDIT_STORE === 'postgres'
    ? new PostgresAuditReader(env.DATABASE_URL!)
    : new SqliteAuditReader(auditFileOf(env));
}
