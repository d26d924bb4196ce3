import sharp from 'sharp';
import { AVATAR_SIZES, MAX_IMAGE_PIXELS } from '@dth/domain';

export interface AvatarRendition {
  size: number | 'fallback';
  contentType: string;
  body: Buffer;
}

/**
 * Square renditions of an avatar: auto-oriented, metadata stripped (sharp keeps none unless
 * asked: no EXIF, GPS or camera data survives), decompression bombs refused by pixel count.
 * The source is decoded once, to the largest size; smaller ones are made from that.
 */
export async function renderAvatar(
  original: Buffer,
): Promise<{ renditions: AvatarRendition[]; width: number; height: number }> {
  const largest = Math.max(...AVATAR_SIZES);
  const { data, info } = await sharp(original, {
    limitInputPixels: MAX_IMAGE_PIXELS,
    failOn: 'truncated',
    sequentialRead: true,
  })
    .rotate()
    .resize(largest, largest, { fit: 'cover', position: 'attention', withoutEnlargement: false })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const base = () => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  const renditions = await Promise.all([
    ...AVATAR_SIZES.map(async (size) => ({
      size,
      contentType: 'image/webp',
      body: await base().resize(size, size).webp({ quality: 82, effort: 2 }).toBuffer(),
    })),
    (async () => ({
      size: 'fallback' as const,
      contentType: 'image/jpeg',
      body: await base()
        .resize(256, 256)
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: 85, mozjpeg: true })
        .toBuffer(),
    }))(),
  ]);
  return { renditions, width: info.width, height: info.height };
}

/** Errors that no retry can fix: refuse at once instead of backing off. */
export const isPermanentImageError = (error: unknown) =>
  /pixel limit|unsupported image format|corrupt|premature end|truncated|bad seek|VipsJpeg|Input buffer/i.test(
    String((error as Error)?.message),
  );
