import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, extname, join } from 'node:path';
import { promisify } from 'node:util';
import { ANSWER_MEDIA_QUEUE, type BlobStore } from '@dth/infrastructure';
import { recordOutcome, startMediaWorker, type MediaWorkerOptions } from './mediaJobs';

const run = promisify(execFile);

/** Duration from the container, else by decoding (MediaRecorder's WebM often has none in its header). */
export async function probeDurationSeconds(file: string): Promise<number | null> {
  const { stdout } = await run('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', file]);
  const direct = Number.parseFloat(stdout.trim());
  if (Number.isFinite(direct)) return Math.round(direct * 10) / 10;
  const { stderr } = await run('ffmpeg', ['-nostats', '-v', 'info', '-i', file, '-f', 'null', '-'], {
    maxBuffer: 16 * 1024 * 1024,
  }).catch((failed: { stderr: string }) => failed);
  const times = [...String(stderr).matchAll(/time=(\d+):(\d+):(\d+(?:\.\d+)?)/g)];
  const last = times.at(-1);
  return last ? Math.round((Number(last[1]) * 3600 + Number(last[2]) * 60 + Number(last[3])) * 10) / 10 : null;
}

/** A JPEG frame from the first second (or the very first frame of a shorter clip). */
export async function videoThumbnail(file: string, out: string): Promise<Buffer> {
  for (const at of ['0.5', '0']) {
    await run('ffmpeg', [
      '-v',
      'error',
      '-y',
      '-ss',
      at,
      '-i',
      file,
      '-frames:v',
      '1',
      '-vf',
      "scale='min(480,iw)':-2",
      '-q:v',
      '4',
      out,
    ]).catch(() => undefined);
    const frame = await readFile(out).catch(() => undefined);
    if (frame && frame.length > 0) return frame;
  }
  throw new Error('no video frame could be read');
}

/** Processes `AnswerMediaUploaded`: probes the duration, makes a video's thumbnail, then records `AnswerMediaProcessed`. */
export function startAnswerMediaWorker(options: MediaWorkerOptions, blobs: BlobStore) {
  return startMediaWorker(
    ANSWER_MEDIA_QUEUE,
    options,
    async (job) => {
      const dir = await mkdtemp(join(tmpdir(), 'answer-media-'));
      try {
        const input = join(dir, `input${extname(job.data.key)}`);
        await writeFile(input, await blobs.get(job.data.key));
        const durationSeconds = await probeDurationSeconds(input);
        let thumbnailKey: string | null = null;
        if (job.data.kind === 'video') {
          thumbnailKey = `thumbnails/${basename(job.data.key, extname(job.data.key))}.jpg`;
          await blobs.put(thumbnailKey, await videoThumbnail(input, join(dir, 'thumb.jpg')), 'image/jpeg');
        }
        await recordOutcome(options, job.data, {
          type: 'RecordAnswerMediaProcessed',
          data: { mediaId: job.data.mediaId!, thumbnailKey, durationSeconds },
        });
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
    (error) => /Invalid data found|no video frame|moov atom not found/i.test(String((error as Error)?.message)),
    (job, reason) => ({
      type: 'RecordAnswerMediaProcessingFailed',
      data: { mediaId: job.mediaId!, reason: reason.slice(0, 200) },
    }),
  );
}
