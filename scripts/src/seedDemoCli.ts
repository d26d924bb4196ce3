import { createContainer, disposeContainer } from '@dth/command-api';
import { commandLineArguments, createLogger, loadEnv, redisForCommandLine } from '@dth/infrastructure';
import { seedScale } from './demo/scaleSeed';
import { seedScaleProjects } from './demo/scaleProjects';
import { seedIfEmpty } from './seed';

/*
 * `npm run seed:demo -- --specialists 10000 [--network-members 500] [--projects 5000] [--owner owner@example.com]`:
 * the benchmark data set (docs/operations.md). Writes to the same event store as `npm start`;
 * while the platform runs, its projector picks the events up at once, otherwise on its next start.
 */
const { values } = commandLineArguments({
  options: {
    specialists: { type: 'string', default: '1000' },
    'network-members': { type: 'string' },
    projects: { type: 'string', default: '0' },
    owner: { type: 'string', default: 'owner@example.com' },
  },
});
const specialists = Number(values.specialists);
const networkMembers = Math.min(specialists, Number(values['network-members'] ?? 500));
const projects = Number(values.projects);
if (
  !Number.isSafeInteger(specialists) ||
  specialists < 0 ||
  !Number.isSafeInteger(networkMembers) ||
  networkMembers < 0 ||
  !Number.isSafeInteger(projects) ||
  projects < 0
) {
  console.error(
    'usage: npm run seed:demo -- --specialists <count> [--network-members <count>] [--projects <count>] [--owner <email>]',
  );
  process.exit(2);
}

// Appends wake live subscribers through Redis: the running platform's, else a private one for this run.
const redis = await redisForCommandLine().catch((error: Error) => {
  console.error(`✖ ${error.message}`);
  process.exit(1);
});
const env = loadEnv();
const logger = createLogger('seed-demo', env.LOG_LEVEL);
const container = createContainer(env, logger);
try {
  const credentials = await seedIfEmpty(container, env, logger);
  const result = await seedScale(container, { specialists, networkMembers, ownerEmail: values.owner }, logger);
  console.log(
    `${specialists} scale specialists (${result.specialistsWritten} written now) in ${result.seconds.toFixed(1)} s; ` +
      (result.networkId
        ? `network ${result.networkId} of ${values.owner} has ${result.members} members.`
        : 'no scale network (no such owner).'),
  );
  if (projects > 0) {
    const written = await seedScaleProjects(container, { projects, ownerEmail: values.owner }, logger);
    console.log(
      `${projects} scale projects of ${values.owner} (${written.projectsWritten} written now) in ${written.seconds.toFixed(1)} s.`,
    );
  }
  if (credentials) console.log(`Demo accounts:\n${credentials}`);
} finally {
  await disposeContainer(container);
  await redis.stop();
}
