import { randomBytes, randomUUID } from 'node:crypto';
import { chmodSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DependencyContainer } from 'tsyringe';
import { AccountServiceToken, CatalogServiceToken, defaultCatalogs, type NewAccount } from '@dth/command-api';
import { ValidationError, messageText } from '@dth/domain';
import type { Env, Logger } from '@dth/infrastructure';
import { seedDemoHiringLists } from './demo/demoHiringLists';
import { seedDemoNetwork } from './demo/demoNetwork';
import { seedDemoProjects } from './demo/demoProjects';
import { seedDemoShareLinks } from './demo/demoShareLinks';

export const DEMO_USERS: (NewAccount & { label: string })[] = [
  { label: 'admin', firstName: 'Alex', lastName: 'Morgan', email: 'admin@example.com', userType: 'admin' },
  {
    label: 'specialist',
    firstName: 'Priya',
    lastName: 'Sharma',
    email: 'specialist@example.com',
    userType: 'specialist',
  },
  {
    label: 'business owner',
    firstName: 'Oliver',
    lastName: 'Bennett',
    email: 'owner@example.com',
    userType: 'business_owner',
  },
];

export const systemContext = () => {
  const id = randomUUID();
  return {
    actorId: 'system',
    actorRole: 'system' as const,
    correlationId: id,
    causationId: id,
    now: new Date().toISOString(),
  };
};

/** Every start: the reference lists that do not exist yet (so a list added in a release appears on old installs too). */
export async function seedCatalogs(container: DependencyContainer, logger: Logger): Promise<bigint | undefined> {
  const position = await container.resolve(CatalogServiceToken).seedDefaults(defaultCatalogs(), systemContext());
  if (position !== undefined) logger.info('seeded the reference lists');
  return position;
}

const credentialsFile = (env: Env) => join(env.DATA_DIR, 'demo-credentials.txt');

/**
 * First start only (the demo admin's address is still free): reference lists and the demo
 * users. The password is DEMO_PASSWORD, else a generated one kept in .data/demo-credentials.txt;
 * either meets the password policy (at least 12 characters, not common, not a user's name or email).
 */
export async function seedIfEmpty(
  container: DependencyContainer,
  env: Env,
  logger: Logger,
): Promise<string | undefined> {
  await seedCatalogs(container, logger);
  const accounts = container.resolve(AccountServiceToken);
  if (await accounts.userIdByEmail(DEMO_USERS[0].email)) {
    await seedDemoData(container, logger);
    return existsSync(credentialsFile(env)) ? readFileSync(credentialsFile(env), 'utf8') : undefined;
  }
  const password = process.env.DEMO_PASSWORD ?? randomBytes(18).toString('base64url');
  // Checked for every demo user before the first is registered, so a refused DEMO_PASSWORD leaves no half-seeded install.
  for (const { label: _label, ...account } of DEMO_USERS) {
    try {
      accounts.assertPasswordAllowed(account, password, systemContext().now);
    } catch (error) {
      if (error instanceof ValidationError)
        throw new Error(`DEMO_PASSWORD cannot be ${account.email}'s password: ${messageText(error.domainMessage)}`, {
          cause: error,
        });
      throw error;
    }
  }
  for (const user of DEMO_USERS) {
    const { label, ...account } = user;
    await accounts.register(account, systemContext(), password);
    logger.info({ email: user.email, userType: user.userType }, `seeded demo ${label}`);
  }
  const credentials = DEMO_USERS.map((u) => `${u.email.padEnd(24)} ${password}   (${u.label})`).join('\n') + '\n';
  if (!process.env.DEMO_PASSWORD) {
    writeFileSync(credentialsFile(env), credentials, { mode: 0o600 });
    chmodSync(credentialsFile(env), 0o600);
  }
  await seedDemoData(container, logger);
  return credentials;
}

/**
 * Every start: the demo network of owner@example.com, then its saved search and shortlist, its projects and share links, each written once (scripts/src/demo). A failure
 * is logged and the platform starts anyway: demo data must never keep it from coming up.
 */
async function seedDemoData(container: DependencyContainer, logger: Logger): Promise<void> {
  try {
    await seedDemoNetwork(container, logger);
  } catch (error) {
    logger.error({ err: error }, 'could not seed the demo network');
  }
  try {
    await seedDemoHiringLists(container, logger);
  } catch (error) {
    logger.error({ err: error }, 'could not seed the demo saved search and shortlist');
  }
  try {
    await seedDemoProjects(container, logger);
  } catch (error) {
    logger.error({ err: error }, 'could not seed the demo projects');
  }
  try {
    await seedDemoShareLinks(container, logger);
  } catch (error) {
    logger.error({ err: error }, 'could not seed the demo share links');
  }
}
