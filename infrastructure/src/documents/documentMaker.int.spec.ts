import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DocumentRequest } from '@dth/domain';
import { pdfImageCount, pdfPixelShare, pdfText, type PageRegion } from '@dth/testing';
import { createBlobStore, type BlobStore } from '../blobStore/blobStore';
import { startS3Server, type S3ServerHandle } from '../blobStore/s3Server';
import { loadEnv } from '../config/env';
import { freePort } from '../runtime/redisServer';
import type { Logger } from '../runtime/logger';
import { DocumentMaker } from './documentMaker';
import { PdfRenderer, documentFontFiles } from './pdfRenderer';

/*
 * The sharer's logo in a shared document: read from the blob store as the WebP the media worker
 * keeps, made a PNG in memory, drawn at the top right of the page; a document without a company
 * logo has no image, and a logo gone or unreadable leaves the document whole, without it.
 */
let server: S3ServerHandle;
let blobs: BlobStore;
const warn = vi.fn();
const logger = { warn } as unknown as Logger;
const env = () => loadEnv({ S3_PORT: String(server.port), MEDIA_BUCKET: 'documents' });

beforeAll(async () => {
  server = await startS3Server({ port: await freePort(), directory: mkdtempSync(join(tmpdir(), 's3-')), buckets: [] });
  blobs = createBlobStore(env());
  await blobs.ensureBucket();
});
afterAll(() => server?.stop());

const LOGO = '/media/logos/0a1b2c-512.webp';
/** A wide red logo on a transparent ground, as the media worker stores it. */
const redLogo = () =>
  sharp({ create: { width: 512, height: 128, channels: 4, background: { r: 220, g: 20, b: 20, alpha: 1 } } })
    .webp()
    .toBuffer();
const sharedPack = (logo: string | null): DocumentRequest => ({
  content: { kind: 'team', data: { name: 'Checkout squad', purpose: 'Ships checkouts.', members: [] }, profiles: {} },
  moment: { kind: 'shared-live', at: '2026-11-27T10:00:00Z' },
  anonymised: false,
  options: { paper: 'a4', locale: 'en' },
  sharedBy: { company_name: 'Atelier Nord', logo },
});
const maker = () => new DocumentMaker(blobs, new PdfRenderer(documentFontFiles(loadEnv({}))), logger);

const red = (r: number, g: number) => r > 180 && g < 90;
const redShare = (pdf: Buffer, region: PageRegion) => pdfPixelShare(pdf, region, red);

/** The page's top right, inside the top margin, where the logo goes. */
const TOP_RIGHT = { x: 0.6, y: 0, width: 0.4, height: 0.07 };

describe('the sharer’s logo in a document', () => {
  it('draws the stored WebP logo at the top right of a shared document that names its company', async () => {
    await blobs.put(LOGO.replace('/media/', ''), await redLogo(), 'image/webp');
    const pdf = await maker().make(sharedPack(LOGO));
    expect(pdfText(pdf)).toContain('Shared by Atelier Nord');
    expect(pdfImageCount(pdf)).toBeGreaterThanOrEqual(1);
    expect(await redShare(pdf, TOP_RIGHT)).toBeGreaterThan(0.05);
    // Nowhere else: the rest of the page has no red.
    expect(await redShare(pdf, { x: 0, y: 0.07, width: 1, height: 0.93 })).toBe(0);
  });

  it('draws no image for a sharer without a logo', async () => {
    const pdf = await maker().make(sharedPack(null));
    expect(pdfText(pdf)).toContain('Shared by Atelier Nord');
    expect(pdfImageCount(pdf)).toBe(0);
  });

  it('makes the document without the logo, and logs why, when the logo is gone or unreadable', async () => {
    warn.mockClear();
    const gone = await maker().make(sharedPack('/media/logos/ffffff-512.webp'));
    await blobs.put('logos/bad-512.webp', Buffer.from('RIFF not really a webp'), 'image/webp');
    const unreadable = await maker().make(sharedPack('/media/logos/bad-512.webp'));
    const foreign = await maker().make(sharedPack('/media/avatars/x-256.webp'));
    for (const pdf of [gone, unreadable, foreign]) {
      expect(pdfText(pdf)).toContain('Shared by Atelier Nord');
      expect(pdfImageCount(pdf)).toBe(0);
    }
    expect(warn).toHaveBeenCalledTimes(3);
    expect(warn.mock.calls.map(([context]) => (context as { logo: string }).logo)).toEqual([
      '/media/logos/ffffff-512.webp',
      '/media/logos/bad-512.webp',
      '/media/avatars/x-256.webp',
    ]);
  });
});
