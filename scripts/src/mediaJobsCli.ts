import { Queue } from 'bullmq';
import { commandLineArguments, ANSWER_MEDIA_QUEUE, AVATAR_QUEUE, bullConnection, loadEnv } from '@dth/infrastructure';

// `npm run media:jobs -- list` shows failed media jobs; `-- retry <jobId>|--all` sends them back to the worker.
const { positionals, values } = commandLineArguments({
  allowPositionals: true,
  options: { all: { type: 'boolean', default: false } },
});
const [command = 'list', jobId] = positionals;
const env = loadEnv();
const queues = [AVATAR_QUEUE, ANSWER_MEDIA_QUEUE].map(
  // Both queues' jobs name the profile they belong to (worker/src/media/mediaReactor.ts).
  (name) => new Queue<{ specialistId: string }>(name, { connection: bullConnection(env.REDIS_URL) }),
);

try {
  if (command === 'list') {
    let count = 0;
    for (const queue of queues) {
      for (const job of await queue.getFailed()) {
        count += 1;
        console.log(
          `${queue.name}\t${job.id}\tspecialist ${job.data.specialistId}\tattempts ${job.attemptsMade}\t${new Date(job.finishedOn ?? job.timestamp).toISOString()}\t${job.failedReason}`,
        );
      }
    }
    console.log(
      count === 0
        ? 'No failed media jobs.'
        : `${count} failed media job(s). Retry with: npm run media:jobs -- retry <jobId> (or --all)`,
    );
  } else if (command === 'retry' && (jobId || values.all)) {
    let retried = 0;
    for (const queue of queues) {
      const jobs = values.all ? await queue.getFailed() : [await queue.getJob(jobId)].filter((j) => j !== undefined);
      for (const job of jobs) {
        if ((await job.getState()) !== 'failed') continue;
        await job.retry('failed');
        retried += 1;
      }
    }
    console.log(`${retried} job(s) sent back to the worker.`);
    if (retried === 0) process.exitCode = 1;
  } else {
    console.error('usage: npm run media:jobs -- list | retry <jobId> | retry --all');
    process.exitCode = 2;
  }
} finally {
  await Promise.all(queues.map((q) => q.close()));
}
