import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { jpeg, jpegWithGps, png, pngBomb, truncatedJpeg, webp } from '@dth/testing';
import { isPermanentImageError, renderAvatar } from './avatarImages';

describe('avatar renditions', () => {
  it.each([
    ['JPEG', jpeg],
    ['PNG', png],
    ['WebP', webp],
  ])('turns a %s into square WebP renditions and a JPEG fallback', async (_name, make) => {
    const { renditions } = await renderAvatar(await make());
    const described = await Promise.all(
      renditions.map(async (r) => ({ ...(await sharp(r.body).metadata()), size: r.size })),
    );
    expect(described.map((d) => [d.size, d.format, d.width, d.height])).toEqual([
      [64, 'webp', 64, 64],
      [128, 'webp', 128, 128],
      [256, 'webp', 256, 256],
      [512, 'webp', 512, 512],
      ['fallback', 'jpeg', 256, 256],
    ]);
  });

  it('strips EXIF, GPS and camera data', async () => {
    const original = await jpegWithGps();
    expect((await sharp(original).metadata()).exif?.toString('latin1')).toContain('Spy 3000');
    const { renditions } = await renderAvatar(original);
    for (const r of renditions) {
      const meta = await sharp(r.body).metadata();
      expect(meta.exif).toBeUndefined();
      expect(r.body.toString('latin1')).not.toContain('Spy 3000');
      expect(r.body.toString('latin1')).not.toContain('secret-owner');
    }
  });

  it('refuses a decompression bomb without decoding it, as a permanent error', async () => {
    const error = await renderAvatar(pngBomb()).catch((e) => e);
    expect(String(error)).toMatch(/pixel limit/);
    expect(isPermanentImageError(error)).toBe(true);
  });

  it('refuses a truncated image as a permanent error', async () => {
    const error = await renderAvatar(await truncatedJpeg()).catch((e) => e);
    expect(error).toBeInstanceOf(Error);
    expect(isPermanentImageError(error)).toBe(true);
  });
});
