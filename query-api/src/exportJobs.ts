import type { Job } from 'bullmq';
import { AUDIT_EXPORT_TTL_SECONDS } from '@dth/infrastructure';

/** A worker's export job (the report's exports, a person's data archive) as its page shows it. */
export type ExportJobState = 'waiting' | 'running' | 'done' | 'failed' | 'expired';

/** The job's state, and when its file stops being served (epoch seconds) while it is done: a day after it finished. */
export async function exportJobState(job: Job, now: Date): Promise<{ state: ExportJobState; expiresAt: number | null }> {
  const state = await job.getState();
  if (state !== 'completed') return { state: state === 'failed' ? 'failed' : state === 'active' ? 'running' : 'waiting', expiresAt: null };
  if (!job.finishedOn) return { state: 'done', expiresAt: null };
  const expiresAt = Math.floor(job.finishedOn / 1000) + AUDIT_EXPORT_TTL_SECONDS;
  return expiresAt <= now.getTime() / 1000 ? { state: 'expired', expiresAt: null } : { state: 'done', expiresAt };
}
