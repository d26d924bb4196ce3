import type { DependencyContainer } from 'tsyringe';
import { createContainer, disposeContainer } from '@dth/command-api';
import { createLogger } from '@dth/infrastructure';
import { startTestPlatform, type TestPlatform } from '@dth/testing';
import { seedIfEmpty } from '../seed';

/*
 * What the demo seed's int tests share: a test platform seeded as on the first start, with the
 * demo accounts' password set (the seed reads DEMO_PASSWORD), and its teardown.
 */

export const DEMO_PASSWORD = 'Correct-Horse-Battery-Staple-42';
export const seedTestLogger = createLogger('seed-test', 'silent');

export interface SeededDemo {
  platform: TestPlatform;
  container: DependencyContainer;
}

/** A test platform after the first start's seed, and the command side's container to seed more with. */
export async function startSeededDemo(): Promise<SeededDemo> {
  const platform = await startTestPlatform();
  const container = createContainer(platform.env, seedTestLogger);
  process.env.DEMO_PASSWORD = DEMO_PASSWORD;
  await seedIfEmpty(container, platform.env, seedTestLogger);
  return { platform, container };
}

export async function stopSeededDemo({ platform, container }: SeededDemo): Promise<void> {
  delete process.env.DEMO_PASSWORD;
  await disposeContainer(container);
  await platform.stop();
}
