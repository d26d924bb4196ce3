import { basename, extname } from 'node:path';
import {
  LOGO_SIZE,
  companyLogoDecider,
  mediaMessages,
  toBusinessOwnerStream,
  type LogoOutcomeCommand,
} from '@dth/domain';
import { LOGO_QUEUE, type BlobStore, type LogoJob } from '@dth/infrastructure';
import { isPermanentImageError } from './avatarImages';
import { renderLogo } from './logoImages';
import { appendOutcome, startMediaWorker, type MediaWorkerOptions, type OutcomeLog } from './mediaJobs';

type StatedByProcessor<C> = C extends LogoOutcomeCommand
  ? { type: C['type']; data: Omit<C['data'], 'ownerId' | 'eventId'> }
  : never;
export type LogoOutcome = StatedByProcessor<LogoOutcomeCommand>;

/** Records a logo job's outcome in the company profile's stream through the logo decider. */
export const recordLogoOutcome = (log: OutcomeLog, job: LogoJob, outcome: LogoOutcome) =>
  appendOutcome(log, toBusinessOwnerStream(job.ownerId), companyLogoDecider, job, outcome, { ownerId: job.ownerId });

/** Processes `BusinessOwnerLogoUploaded` into one WebP under `logos/`, then records `BusinessOwnerLogoProcessed`. */
export function startLogoWorker(options: MediaWorkerOptions, blobs: BlobStore) {
  return startMediaWorker<LogoJob, LogoOutcome>(
    LOGO_QUEUE,
    options,
    async (job) => {
      const { body, width, height } = await renderLogo(await blobs.get(job.data.key));
      const key = `logos/${basename(job.data.key, extname(job.data.key))}-${LOGO_SIZE}.webp`;
      await blobs.put(key, body, 'image/webp');
      await recordLogoOutcome(options, job.data, {
        type: 'RecordLogoProcessed',
        data: { uploadEventId: job.data.uploadEventId, originalKey: job.data.key, key, width, height },
      });
    },
    isPermanentImageError,
    (job, reason) => ({
      type: 'RecordLogoProcessingFailed',
      data: {
        uploadEventId: job.uploadEventId,
        originalKey: job.key,
        reason: /pixel limit/i.test(reason) ? mediaMessages.tooManyPixels : mediaMessages.processingFailed,
      },
    }),
    recordLogoOutcome,
  );
}
