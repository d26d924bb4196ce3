import { basename, extname } from 'node:path';
import { mediaMessages } from '@dth/domain';
import { AVATAR_QUEUE, type BlobStore } from '@dth/infrastructure';
import { isPermanentImageError, renderAvatar } from './avatarImages';
import { recordOutcome, startMediaWorker, type MediaWorkerOptions } from './mediaJobs';

/** Processes `AvatarUploaded` into square WebP renditions plus a JPEG fallback, then records `AvatarProcessed`. */
export function startAvatarWorker(options: MediaWorkerOptions, blobs: BlobStore) {
  return startMediaWorker(
    AVATAR_QUEUE,
    options,
    async (job) => {
      const { renditions, width, height } = await renderAvatar(await blobs.get(job.data.key));
      const hash = basename(job.data.key, extname(job.data.key));
      const keys: Record<string, string> = {};
      let fallbackKey = '';
      for (const rendition of renditions) {
        const key =
          rendition.size === 'fallback' ? `avatars/${hash}-256.jpg` : `avatars/${hash}-${rendition.size}.webp`;
        await blobs.put(key, rendition.body, rendition.contentType);
        if (rendition.size === 'fallback') fallbackKey = key;
        else keys[String(rendition.size)] = key;
      }
      await recordOutcome(options, job.data, {
        type: 'RecordAvatarProcessed',
        data: { uploadEventId: job.data.uploadEventId, renditions: keys, fallbackKey, width, height },
      });
    },
    isPermanentImageError,
    (job, reason) => ({
      type: 'RecordAvatarProcessingFailed',
      data: {
        uploadEventId: job.uploadEventId,
        reason: /pixel limit/i.test(reason) ? mediaMessages.tooManyPixels : mediaMessages.processingFailed,
      },
    }),
  );
}
