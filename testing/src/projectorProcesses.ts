import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { accountDecider, specialistDecider, toSpecialistStream, toUserStream } from '@dth/domain';
import { handleCommand, repoRoot, type CommandContext, type EventStore } from '@dth/infrastructure';

/** What the projector suites' seed and live writes run as. */
export const systemContext = (now: string): CommandContext => ({
  actorId: 'seed',
  actorRole: 'system',
  correlationId: randomUUID(),
  causationId: randomUUID(),
  now,
});

/** A specialist as the platform makes one (account, profile) with a few profile sections: six events. */
export async function seedProfiledSpecialist(store: EventStore, n: number): Promise<string> {
  const userId = randomUUID();
  const now = new Date(1_700_000_000_000 + n * 1000).toISOString();
  const ctx = systemContext(now);
  await handleCommand(
    store,
    toUserStream(userId),
    accountDecider,
    {
      type: 'RegisterUser',
      data: {
        userId,
        firstName: `F${n}`,
        lastName: `L${n}`,
        email: `u${n}@example.com`,
        userType: 'specialist',
        passwordToken: { tokenHash: `t${n}`, expiresAt: '2100-01-01T00:00:00.000Z' },
      },
      metadata: { now },
    },
    ctx,
  );
  const asOwner = { userId, userType: 'specialist' };
  const profile = (data: object, type: string) =>
    handleCommand(
      store,
      toSpecialistStream(userId),
      specialistDecider,
      { type, data: { specialistId: userId, ...data }, metadata: { now, actor: asOwner } } as never,
      ctx,
    );
  await profile({ firstName: `F${n}`, lastName: `L${n}`, email: `u${n}@example.com` }, 'StartProfile');
  await profile({ industryTitle: `Title ${n}` }, 'SetIndustryTitle');
  await profile({ description: `About ${n}` }, 'SetAboutMe');
  await profile(
    {
      certificate: {
        id: randomUUID(),
        degree: 'BSc',
        name: `Cert ${n}`,
        specialisation: 'UNSW',
        started_at: 2015,
        finished_at: 2018,
      },
    },
    'AddCertificate',
  );
  await profile(
    {
      project: {
        id: randomUUID(),
        position: 'Lead',
        name: `Project ${n}`,
        country: 'Australia',
        city: 'Sydney',
        started_at: 2019,
        finished_at: 2022,
      },
    },
    'AddProject',
  );
  return userId;
}

/** A profile edit by its specialist (so the audit row names an actor read from the accounts). */
export function editAboutMe(store: EventStore, specialistId: string, description: string) {
  const now = new Date().toISOString();
  return handleCommand(
    store,
    toSpecialistStream(specialistId),
    specialistDecider,
    {
      type: 'SetAboutMe',
      data: { specialistId, description },
      metadata: { now, actor: { userId: specialistId, userType: 'specialist' } },
    },
    { ...systemContext(now), actorId: specialistId, actorRole: 'specialist' },
  );
}

/** The projector as a process of its own (`projector/src/main.ts`), as npm start and compose run it. */
export const spawnProjector = (env: NodeJS.ProcessEnv): ChildProcess =>
  spawn(process.execPath, ['--import', 'tsx', join(repoRoot, 'projector/src/main.ts')], { env, stdio: 'ignore' });

export const exited = (child: ChildProcess) =>
  new Promise((resolve) =>
    child.exitCode !== null || child.signalCode !== null ? resolve(null) : child.once('exit', resolve),
  );
