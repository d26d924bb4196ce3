import { deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** Test images made on the fly, so no binary fixtures live in the repo. */
export const jpeg = (width = 800, height = 600) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .jpeg()
    .toBuffer();
export const png = (width = 300, height = 500) =>
  sharp({ create: { width, height, channels: 4, background: { r: 10, g: 120, b: 200, alpha: 0.5 } } })
    .png()
    .toBuffer();
export const webp = (width = 640, height = 480) =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 200, b: 90 } } })
    .webp()
    .toBuffer();

/** A JPEG carrying camera and GPS EXIF data. */
export const jpegWithGps = () =>
  sharp({ create: { width: 600, height: 400, channels: 3, background: '#336699' } })
    .withExif({
      IFD0: { Make: 'TestCam', Model: 'Spy 3000', Copyright: 'secret-owner' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '0/1 7/1 0/1' },
    })
    .jpeg()
    .toBuffer();

/** A noisy photo-like JPEG of about `megabytes` MB (noise defeats compression). */
export async function largeJpeg(megabytes = 10): Promise<Buffer> {
  const side = Math.round(Math.sqrt((megabytes * 1000 * 1000) / 0.84));
  return sharp({
    create: {
      width: side,
      height: side,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 70 },
    },
  })
    .jpeg({ quality: 92 })
    .toBuffer();
}

/** The first part of a valid JPEG: the type is right, the image is cut short. */
export const truncatedJpeg = async () => (await jpeg(1200, 900)).subarray(0, 1500);

/**
 * A decompression bomb: a valid PNG header declaring width x height pixels with almost no data.
 * Decoding it would need gigabytes; refusing it needs only the header.
 */
export function pngBomb(width = 20000, height = 20000): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(3 * width + 1))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function crc32(buffer: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of buffer) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** A short recording made by ffmpeg, like a browser's MediaRecorder output. */
export async function recording(kind: 'webm-video' | 'webm-audio' | 'mp3', seconds = 2): Promise<Buffer> {
  const { execFile } = await import('node:child_process');
  const { mkdtemp, readFile, rm } = await import('node:fs/promises');
  const { tmpdir } = await import('node:os');
  const { promisify } = await import('node:util');
  const path = await import('node:path');
  const dir = await mkdtemp(path.join(tmpdir(), 'recording-'));
  const out = path.join(dir, kind === 'mp3' ? 'a.mp3' : 'a.webm');
  const input =
    kind === 'webm-video'
      ? ['-f', 'lavfi', '-i', `testsrc=duration=${seconds}:size=320x240:rate=15`, '-c:v', 'libvpx', '-b:v', '200k']
      : [
          '-f',
          'lavfi',
          '-i',
          `sine=frequency=440:duration=${seconds}`,
          ...(kind === 'mp3' ? ['-c:a', 'libmp3lame'] : ['-c:a', 'libopus']),
        ];
  await promisify(execFile)('ffmpeg', ['-v', 'error', '-y', ...input, out]);
  try {
    return await readFile(out);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
