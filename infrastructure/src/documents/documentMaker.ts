import { createHash } from 'node:crypto';
import { documentCacheInput, documentModel, type DocumentRequest } from '@dth/domain';
import type { BlobStore } from '../blobStore/blobStore';
import type { Logger } from '../runtime/logger';
import { logoKey, logoPng } from './logoPng';
import type { DocumentRenderer } from './pdfRenderPool';

/** Where documents live in the blob store: private (not a /media prefix), named by their cache key. */
export const DOCUMENTS_PREFIX = 'documents/';
/** A kept document not made again for this long is deleted (the worker sweeps); asked again, it is made again. */
export const DOCUMENT_KEEP_DAYS = 30;

/** The cache key of a document: a hash of its layout version, content, moment and options. */
export const documentCacheKey = (request: DocumentRequest) =>
  createHash('sha256').update(documentCacheInput(request)).digest('base64url');

/** An avatar's JPEG rendition (the WebP ones are not a format PDF takes): `/media/avatars/{hash}-256.webp` → `avatars/{hash}-256.jpg`. */
export function avatarJpegKey(url: string): string | null {
  const match = /^\/media\/(avatars\/[A-Za-z0-9_-]+)-\d+\.(webp|jpg)$/.exec(url);
  return match ? `${match[1]}-256.jpg` : null;
}

/** A PDF from its header to its end-of-file marker. */
const isWholePdf = (pdf: Buffer) =>
  pdf.length > 16 &&
  pdf.subarray(0, 5).toString('latin1') === '%PDF-' &&
  pdf.subarray(-8).toString('latin1').includes('%%EOF');

/**
 * Makes documents and keeps them by content: the same request gives the same bytes from the blob
 * store, rendered once. Avatars come from the blob store too (a missing one shows initials), and
 * the sharer's logo, made a PNG on the way (a missing or unreadable one is logged and left out).
 */
export class DocumentMaker {
  /** The documents handed out last, in memory: most asks for one come together (a dialog, a client's team), and skip the store. */
  private readonly recent = new Map<string, Buffer>();
  private recentBytes = 0;

  constructor(
    private readonly blobs: BlobStore,
    private readonly renderer: DocumentRenderer,
    private readonly logger: Logger,
    private readonly now: () => Date = () => new Date(),
    private readonly recentLimitBytes = 32 * 1024 * 1024,
  ) {}

  /** The stored document, or null if it was never made (or is still being written: a store may show a file before its last byte). */
  async cached(key: string): Promise<Buffer | null> {
    const recent = this.recent.get(key);
    if (recent) {
      this.recent.delete(key);
      this.recent.set(key, recent);
      return recent;
    }
    try {
      const pdf = await this.blobs.get(`${DOCUMENTS_PREFIX}${key}.pdf`);
      if (!isWholePdf(pdf)) return null;
      this.remember(key, pdf);
      return pdf;
    } catch {
      return null;
    }
  }

  /** Forgets the documents kept in memory (an erasure: any of them may name the person). */
  forgetRecent(): void {
    this.recent.clear();
    this.recentBytes = 0;
  }

  private remember(key: string, pdf: Buffer) {
    if (pdf.length > this.recentLimitBytes / 4 || this.recent.has(key)) return;
    this.recent.set(key, pdf);
    this.recentBytes += pdf.length;
    for (const [oldest, bytes] of this.recent) {
      if (this.recentBytes <= this.recentLimitBytes) break;
      this.recent.delete(oldest);
      this.recentBytes -= bytes.length;
    }
  }

  /** Renders and stores the document (`onPart`: progress after each page group). */
  async make(
    request: DocumentRequest,
    onPart?: (done: number, total: number) => void | Promise<void>,
  ): Promise<Buffer> {
    const generatedAt = this.now();
    const model = documentModel(request, generatedAt);
    const avatars = [
      ...new Set(
        model.parts.flat().flatMap((block) => (block.kind === 'person' && block.avatar ? [block.avatar] : [])),
      ),
    ];
    const images = new Map<string, Buffer>();
    await Promise.all([
      ...avatars.map(async (url) => {
        const key = avatarJpegKey(url);
        const image = key ? await this.blobs.get(key).catch(() => null) : null;
        if (image) images.set(url, image);
      }),
      this.logoOf(model.logo).then((logo) => logo && images.set(model.logo!, logo)),
    ]);
    const pdf = await this.renderer.render(model, request.options.paper, images, generatedAt, onPart);
    const key = documentCacheKey(request);
    await this.blobs.put(`${DOCUMENTS_PREFIX}${key}.pdf`, pdf, 'application/pdf');
    this.remember(key, pdf);
    return pdf;
  }

  /** The sharer's logo as a PNG; null (logged) when it is gone from the store or cannot be read: the document is made without it. */
  private async logoOf(url: string | null): Promise<Buffer | null> {
    if (!url) return null;
    try {
      const key = logoKey(url);
      if (!key) throw new Error('not a logo URL');
      return await logoPng(await this.blobs.get(key));
    } catch (error) {
      this.logger.warn({ err: error, logo: url }, 'document made without the sharer’s logo');
      return null;
    }
  }

  /** Stops its renderer's threads, if it has any. */
  async close(): Promise<void> {
    await this.renderer.close?.();
  }
}
