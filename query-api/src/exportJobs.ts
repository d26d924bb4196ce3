import type { Job, Queue } from 'bullmq';
import { AUDIT_EXPORT_TTL_SECONDS } from '@dth/infrastructure';

/** A worker's export job (the report's exports, a person's data archive) as its page shows it. */
export type ExportJobState = 'waiting' | 'running' | 'done' | 'failed' | 'expired';

export interface ExportJobRead<T> {
  job: Job<T>;
  state: ExportJobState;
  /** When its file stops being served (epoch seconds) while it is done: a day after it finished. */
  expiresAt: number | null;
}

/**
 * The job, its state and its file's expiry. The state is read before the job: a job read first
 * can finish before its state is asked, and would then answer "done" with no finish time, so no
 * link (seen under load). Read in this order, a done job's copy always holds its finish time.
 */
export async function readExportJob<T>(queue: Queue<T>, id: string, now: Date): Promise<ExportJobRead<T> | null> {
  if (!/^[0-9a-f-]{36}$/.test(id)) return null;
  const jobState = await queue.getJobState(id);
  const job: Job<T> | undefined = await queue.getJob(id);
  if (!job) return null;
  if (jobState !== 'completed' || !job.finishedOn) {
    return {
      job,
      state:
        jobState === 'failed' ? 'failed' : jobState === 'active' || jobState === 'completed' ? 'running' : 'waiting',
      expiresAt: null,
    };
  }
  const expiresAt = Math.floor(job.finishedOn / 1000) + AUDIT_EXPORT_TTL_SECONDS;
  return expiresAt <= now.getTime() / 1000
    ? { job, state: 'expired', expiresAt: null }
    : { job, state: 'done', expiresAt };
}
