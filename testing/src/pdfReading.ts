import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';

/*
 * PDFs read the way a person's tools read them: poppler's pdftotext, pdfinfo and pdftoppm (Debian's
 * poppler-utils), so a test sees the text a reader would copy out, not what the renderer meant to draw.
 */
function withFile<T>(pdf: Buffer, use: (file: string, dir: string) => T): T {
  const dir = mkdtempSync(join(tmpdir(), 'pdf-'));
  try {
    const file = join(dir, 'document.pdf');
    writeFileSync(file, pdf);
    return use(file, dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The text of every page, as pdftotext extracts it (reading order, UTF-8). */
export const pdfText = (pdf: Buffer): string =>
  withFile(pdf, (file) => execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }));

/** pdfinfo's fields: Pages, Page size, Title, Producer… */
export function pdfInfo(pdf: Buffer): Record<string, string> {
  const out = withFile(pdf, (file) => execFileSync('pdfinfo', ['-enc', 'UTF-8', file], { encoding: 'utf8' }));
  return Object.fromEntries(
    out.split('\n').flatMap((line) => {
      const at = line.indexOf(':');
      return at > 0 ? [[line.slice(0, at).trim(), line.slice(at + 1).trim()]] : [];
    }),
  );
}

/** The fonts embedded, by name (pdffonts), e.g. "ABCDEF+DejaVuSans". */
export function pdfFonts(pdf: Buffer): string[] {
  const out = withFile(pdf, (file) => execFileSync('pdffonts', [file], { encoding: 'utf8' }));
  return out
    .split('\n')
    .slice(2)
    .map((line) => line.split(/\s+/)[0])
    .filter(Boolean);
}

/** How many images the PDF draws (pdfimages -list: a header of two lines, then one line per image). */
export const pdfImageCount = (pdf: Buffer): number =>
  withFile(pdf, (file) => execFileSync('pdfimages', ['-list', file], { encoding: 'utf8' }))
    .trim()
    .split('\n').length - 2;

/** Page 1 as a PNG (pdftoppm), for the e2e artifacts. */
export function pdfFirstPagePng(pdf: Buffer, dpi = 80): Buffer {
  return withFile(pdf, (file, dir) => {
    execFileSync('pdftoppm', ['-png', '-r', String(dpi), '-f', '1', '-l', '1', file, join(dir, 'page')]);
    const png = readdirSync(dir).find((name) => name.endsWith('.png'))!;
    return readFileSync(join(dir, png));
  });
}

/** A region of a page, in fractions of its width and height from the top left. */
export interface PageRegion {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The share of page 1's pixels in `region` that `is` picks (r, g, b from 0 to 255), as a reader sees the page drawn. */
export async function pdfPixelShare(
  pdf: Buffer,
  region: PageRegion,
  is: (r: number, g: number, b: number) => boolean,
): Promise<number> {
  const page = sharp(pdfFirstPagePng(pdf, 72));
  const { width, height } = await page.metadata();
  const { data, info } = await page
    .extract({
      left: Math.round(region.x * width),
      top: Math.round(region.y * height),
      width: Math.round(region.width * width),
      height: Math.round(region.height * height),
    })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  let picked = 0;
  for (let i = 0; i < data.length; i += info.channels) if (is(data[i], data[i + 1], data[i + 2])) picked += 1;
  return picked / (info.width * info.height);
}
