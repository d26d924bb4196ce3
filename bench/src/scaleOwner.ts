import { randomUUID } from 'node:crypto';
import { AccountServiceToken, createContainer, disposeContainer } from '@dth/command-api';
import { specialistIndex } from '@dth/domain';
import { createLogger, currentKeyspace, type createRedis } from '@dth/infrastructure';
import { seedScale } from '@dth/scripts';
import type { RunningServices } from './services';

/**
 * The scale data set (the write side's `npm run seed:demo -- --specialists N`, scripts/src/demo/scaleSeed.ts),
 * appended through the deciders while the projector runs, its network owned by a business owner of the
 * bench's own, signed in: `headers` carry the owner's bearer token.
 */
export async function seedScaleForOwner(
  services: RunningServices,
  sizes: { specialists: number; networkMembers: number },
): Promise<{ networkId: string; position: bigint; seedSeconds: number; headers: { authorization: string } }> {
  const logger = createLogger('bench', 'silent');
  const ownerEmail = `bench-owner-${randomUUID()}@example.com`;
  const password = `Pw-${randomUUID()}`;
  const container = createContainer(services.env, logger);
  const now = new Date().toISOString();
  await container
    .resolve(AccountServiceToken)
    .register(
      { firstName: 'Bench', lastName: 'Owner', email: ownerEmail, userType: 'business_owner' },
      { actorId: 'system', actorRole: 'system', correlationId: randomUUID(), causationId: randomUUID(), now },
      password,
    );
  const seedStarted = performance.now();
  const seeded = await seedScale(container, { ...sizes, ownerEmail }, logger);
  const seedSeconds = (performance.now() - seedStarted) / 1000;
  await disposeContainer(container);
  if (!seeded.networkId || seeded.position === undefined) throw new Error('the scale seed made no network');

  const login = await fetch(`${services.commandUrl}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: ownerEmail, password }),
  });
  const token = ((await login.json()) as { data: { access_token: string } }).data.access_token;
  return {
    networkId: seeded.networkId,
    position: seeded.position,
    seedSeconds,
    headers: { authorization: `Bearer ${token}` },
  };
}

/** The scale seed's skill ids (1-400), the most common first (by how many specialists have each). */
export async function skillsByPopularity(redis: ReturnType<typeof createRedis>): Promise<number[]> {
  const { key } = await currentKeyspace(redis);
  const sizes = await Promise.all(
    Array.from({ length: 400 }, (_, i) =>
      redis.scard(key(specialistIndex.skill(i + 1))).then((n) => [i + 1, n] as const),
    ),
  );
  return [...sizes].sort((a, b) => b[1] - a[1]).map(([id]) => id);
}
