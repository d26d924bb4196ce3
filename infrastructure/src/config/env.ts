import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import {
  ACCOUNT_ERASURE_GRACE_DAYS,
  USER_MAILS_PER_RECIPIENT_PER_HOUR,
  USER_MAILS_PER_SENDER_PER_HOUR,
} from '@dth/domain';

/**
 * The repository root, so `.data/` is the same folder whichever workspace starts a service: three
 * folders above this source file (infrastructure/src/config), two above a built service
 * (dist/services/*.mjs, scripts/buildServices.mjs).
 */
export const repoRoot = resolve(
  dirname(fileURLToPath(import.meta.url)),
  import.meta.url.endsWith('.ts') ? '../../..' : '../..',
);

const port = (fallback: number) => z.coerce.number().int().min(1).max(65535).default(fallback);
const bool = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0'])
    .default(fallback ? 'true' : 'false')
    .transform((v) => v === 'true' || v === '1');

/** Env variables every service may read; each service picks what it needs with `.pick()`. */
export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z
    .string()
    .default('.data')
    .transform((dir) => (isAbsolute(dir) ? dir : join(repoRoot, dir))),
  /** The event log: a SQLite file under DATA_DIR, PostgreSQL at DATABASE_URL (several machines), or EventStoreDB. */
  EVENT_STORE: z.enum(['sqlite', 'postgres', 'eventstoredb']).default('sqlite'),
  SQLITE_FILE: z.string().optional(),
  /** Where the admin report's read model lives: a SQLite file beside the projector, or PostgreSQL (DATABASE_URL). */
  AUDIT_STORE: z.enum(['sqlite', 'postgres']).default('sqlite'),
  /** The admin report's read model (projector writes, query API reads); `{DATA_DIR}/audit.sqlite` when absent. */
  AUDIT_SQLITE_FILE: z.string().min(1).optional(),
  /** PostgreSQL for EVENT_STORE, AUDIT_STORE or KEY_STORE=postgres, e.g. postgres://dth:secret@db:5432/dth. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL')
    .optional(),
  /** Personal fields of new events are encrypted with their person's key (off only to measure its cost: erasure cannot shred plaintext). */
  PERSONAL_DATA_ENCRYPTION: bool(true),
  /** Where the personal data keys live, apart from the event log: a SQLite file, or PostgreSQL (DATABASE_URL). */
  KEY_STORE: z.enum(['sqlite', 'postgres']).default('sqlite'),
  /** The key store's file for KEY_STORE=sqlite; `{DATA_DIR}/keys.sqlite` when absent. */
  KEY_STORE_FILE: z.string().min(1).optional(),
  /** How long a person may cancel their account's erasure (the spec's 7 days; tests shorten it). */
  ACCOUNT_ERASURE_GRACE_SECONDS: z.coerce
    .number()
    .int()
    .min(0)
    .default(ACCOUNT_ERASURE_GRACE_DAYS * 24 * 60 * 60),
  SQLITE_SYNCHRONOUS: z.enum(['NORMAL', 'FULL']).default('NORMAL'),
  EVENTSTORE_CONNECTION_STRING: z.string().default('esdb://localhost:2113?tls=false'),
  REDIS_URL: z.url().default('redis://127.0.0.1:6379'),
  S3_ENDPOINT: z.string().default('127.0.0.1'),
  S3_PORT: port(9000),
  S3_USE_SSL: bool(false),
  S3_ACCESS_KEY: z.string().default('S3RVER'),
  S3_SECRET_KEY: z.string().default('S3RVER'),
  S3_REGION: z.string().default('us-east-1'),
  MEDIA_BUCKET: z.string().default('media'),
  /** 127.0.0.1 locally (the gateway is the only way in); 0.0.0.0 inside containers. */
  LISTEN_HOST: z.string().default('127.0.0.1'),
  /**
   * Proxies in front of the gateway whose X-Forwarded-For is believed (comma-separated: addresses,
   * CIDR ranges, or loopback / linklocal / uniquelocal). Empty: the client's own address counts.
   */
  TRUST_PROXY: z
    .string()
    .default('')
    .transform((list) =>
      list
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    ),
  GATEWAY_PORT: port(8080),
  /** nginx worker processes of the gateway (docs/performance.md has the measurement behind the default). */
  GATEWAY_WORKER_PROCESSES: z.union([z.literal('auto'), z.coerce.number().int().min(1).max(64)]).default(1),
  COMMAND_API_PORT: port(8081),
  QUERY_API_PORT: port(8082),
  /** Also serve the query API on this unix socket, for a gateway on the same machine (npm start sets it). */
  QUERY_API_SOCKET: z.string().min(1).max(100).optional(),
  /** How many of each service `npm start` runs on this machine (the gateway balances over the APIs; one projector is active, the others stand by). */
  INSTANCES: z.coerce.number().int().min(1).max(8).default(1),
  /** The projector's /health (which of the projectors is the active one); 0: any free port (tests that never ask). */
  PROJECTOR_PORT: z.coerce.number().int().min(0).max(65535).default(8083),
  /** The active projector's lease: a standby takes over within this long (plus one poll) of the active one dying. */
  PROJECTOR_LEASE_MS: z.coerce.number().int().min(500).max(60_000).default(3000),
  PUBLIC_URL: z.url().default('http://localhost:8080'),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(15 * 60),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().positive().default(30),
  /** Google sign-in (OpenID Connect): both set, or neither (then the button is hidden and the Google paths answer 404). */
  /**
   * An external video-ask welcome page (spec 2.6, 7), its token in the URL: the profile offers it in a popup,
   * with the specialist's address and an update token in the fragment. Unset: only the built-in recorder.
   */
  VIDEOASK_WELCOME_URL: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .url({ protocol: /^https?$/ })
      .max(2000)
      .optional(),
  ),
  GOOGLE_CLIENT_ID: z.string().trim().min(1).max(500).optional(),
  GOOGLE_CLIENT_SECRET: z.string().trim().min(1).max(500).optional(),
  /** The OpenID provider, discovered at `{OIDC_ISSUER}/.well-known/openid-configuration`. */
  OIDC_ISSUER: z.url().default('https://accounts.google.com'),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('DTH Platform <no-reply@localhost>'),
  WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(2),
  /** A killed worker's job is picked up again after this long. */
  WORKER_LOCK_MS: z.coerce.number().int().min(1000).default(30_000),
  /** Each reaction runs in the worker holding its lease; a killed holder's reactions move to another worker after this long. */
  WORKER_LEASE_MS: z.coerce.number().int().min(500).max(60_000).default(3000),
  MIN_POSITION_WAIT_MS: z.coerce.number().int().min(0).max(30000).default(2000),
  LOGIN_MAX_FAILURES_PER_ACCOUNT: z.coerce.number().int().positive().default(5),
  LOGIN_MAX_FAILURES_PER_IP: z.coerce.number().int().positive().default(20),
  LOGIN_BLOCK_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(15 * 60),
  /** Mails one user may make the platform send to others, and one address may receive, in an hour. */
  USER_MAILS_PER_SENDER_PER_HOUR: z.coerce.number().int().positive().default(USER_MAILS_PER_SENDER_PER_HOUR),
  USER_MAILS_PER_RECIPIENT_PER_HOUR: z.coerce.number().int().positive().default(USER_MAILS_PER_RECIPIENT_PER_HOUR),
  /** The salt of the IP hashes in share links' access logs; derived from the JWT secret when absent. */
  SHARE_LINK_IP_SALT: z.string().min(16, 'SHARE_LINK_IP_SALT must be at least 16 characters').optional(),
  /** Processes of a query API that draw CVs (each one document at a time, at a low CPU priority), off its event loop. */
  DOCUMENT_RENDER_PROCESSES: z.coerce.number().int().min(1).max(16).default(1),
  /** The PDFs' fonts (Debian's fonts-dejavu-core and fonts-noto-cjk): the Latin ones carry Romanian ș/ț, the CJK ones Chinese. */
  DOCUMENT_FONT_LATIN: z.string().min(1).default('/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf'),
  DOCUMENT_FONT_LATIN_BOLD: z.string().min(1).default('/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf'),
  DOCUMENT_FONT_CJK: z.string().min(1).default('/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc'),
  DOCUMENT_FONT_CJK_BOLD: z.string().min(1).default('/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc'),
});
export type Env = z.infer<typeof envSchema>;

/** Parses the environment; an invalid variable stops the service with a clear list of what is wrong. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${problems}`);
  }
  if (Boolean(parsed.data.GOOGLE_CLIENT_ID) !== Boolean(parsed.data.GOOGLE_CLIENT_SECRET)) {
    throw new Error(
      'Invalid configuration:\n  GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET: set both for Google sign-in, or neither',
    );
  }
  for (const store of ['EVENT_STORE', 'AUDIT_STORE', 'KEY_STORE'] as const) {
    if (parsed.data[store] === 'postgres' && !parsed.data.DATABASE_URL)
      throw new Error(`Invalid configuration:\n  DATABASE_URL: required when ${store}=postgres`);
  }
  return parsed.data;
}

export const sqliteFileOf = (env: Env) => env.SQLITE_FILE ?? join(env.DATA_DIR, 'events.sqlite');
export const keyStoreFileOf = (env: Env) => env.KEY_STORE_FILE ?? join(env.DATA_DIR, 'keys.sqlite');
export const auditFileOf = (env: Env) => env.AUDIT_SQLITE_FILE ?? join(env.DATA_DIR, 'audit.sqlite');
export const mailDirOf = (env: Env) => join(env.DATA_DIR, 'mail');

/**
 * The signing secret for access tokens. Locally it is generated once and kept under the data
 * folder, so every service of one machine agrees without configuration.
 */
export function jwtSecretOf(env: Env): string {
  if (env.JWT_SECRET) return env.JWT_SECRET;
  if (env.NODE_ENV === 'production') throw new Error('Invalid configuration:\n  JWT_SECRET: required in production');
  const file = join(env.DATA_DIR, 'jwt-secret');
  if (!existsSync(file)) {
    mkdirSync(env.DATA_DIR, { recursive: true });
    writeFileSync(file, randomBytes(48).toString('base64url'), { flag: 'wx', mode: 0o600 });
  }
  return readFileSync(file, 'utf8').trim();
}
