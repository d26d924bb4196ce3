import { auditFileOf, type Env } from '../config/env';
import type { AuditStore } from './auditStore';
import { PostgresAuditStore } from './postgresAuditStore';
import { SqliteAuditStore } from './sqliteAuditStore';

/** The audit store AUDIT_STORE picks: the SQLite file (read-only for the query API), or PostgreSQL at DATABASE_URL. */
export function createAuditStore(env: Env, options: { readonly?: boolean } = {}): AuditStore {
  return env.AUDIT_STORE === 'postgres'
    ? new PostgresAuditStore(env.DATABASE_URL!)
    : new SqliteAuditStore(auditFileOf(env), options);
}
