import { MAX_IMAGE_PIXELS } from '@dth/domain';

/** The largest logo a document embeds, in pixels: three times the box it is drawn in, sharp on paper and screen. */
const LOGO_PNG = { width: 420, height: 96 };

/** A company logo's blob key from its URL: `/media/logos/{hash}-512.webp` → `logos/{hash}-512.webp`. */
export function logoKey(url: string): string | null {
  const match = /^\/media\/(logos\/[A-Za-z0-9_-]+\.webp)$/.exec(url);
  return match ? match[1] : null;
}

/**
 * A stored WebP logo as a PNG (the formats PDF takes are JPEG and PNG), made in memory when a
 * document needs it, so nothing more is kept to erase: fitted inside LOGO_PNG, transparency kept.
 * sharp is loaded on first use, not by every service that imports this package.
 */
export async function logoPng(webp: Buffer): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  return sharp(webp, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'truncated' })
    .resize(LOGO_PNG.width, LOGO_PNG.height, { fit: 'inside', withoutEnlargement: true })
    .png({ compressionLevel: 9 })
    .toBuffer();
}
