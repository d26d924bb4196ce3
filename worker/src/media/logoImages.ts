import sharp from 'sharp';
import { LOGO_SIZE, MAX_IMAGE_PIXELS } from '@dth/domain';

/**
 * A company logo as served: auto-oriented, fitted inside a LOGO_SIZE square without cropping
 * (logos are often wide) or enlarging, transparency kept, metadata stripped (sharp keeps none
 * unless asked), decompression bombs refused by pixel count.
 */
export async function renderLogo(original: Buffer): Promise<{ body: Buffer; width: number; height: number }> {
  const { data, info } = await sharp(original, {
    limitInputPixels: MAX_IMAGE_PIXELS,
    failOn: 'truncated',
    sequentialRead: true,
  })
    .rotate()
    .resize(LOGO_SIZE, LOGO_SIZE, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 88, alphaQuality: 100, effort: 2 })
    .toBuffer({ resolveWithObject: true });
  return { body: data, width: info.width, height: info.height };
}
