import { readFileSync } from 'node:fs';
import * as fontkit from 'fontkit';
import PDFDocument from 'pdfkit';
import type { DocumentBlock, DocumentModel, PaperSize } from '@dth/domain';

/** The four font files a document may use; each is read once per process. */
export interface DocumentFontFiles {
  latin: string;
  latinBold: string;
  cjk: string;
  cjkBold: string;
}

/** Debian's fonts, read from env (DOCUMENT_FONT_*). Noto CJK is a collection: the Simplified Chinese face is named. */
export const documentFontFiles = (env: {
  DOCUMENT_FONT_LATIN: string;
  DOCUMENT_FONT_LATIN_BOLD: string;
  DOCUMENT_FONT_CJK: string;
  DOCUMENT_FONT_CJK_BOLD: string;
}): DocumentFontFiles => ({
  latin: env.DOCUMENT_FONT_LATIN,
  latinBold: env.DOCUMENT_FONT_LATIN_BOLD,
  cjk: env.DOCUMENT_FONT_CJK,
  cjkBold: env.DOCUMENT_FONT_CJK_BOLD,
});

const PAPER: Record<PaperSize, string> = { a4: 'A4', letter: 'LETTER' };
const MARGIN = 54;
const FOOTER_HEIGHT = 28;
const INK = '#1d2430';
const MUTED = '#596273';
const ACCENT = '#1b4f8a';
const RULE = '#d5dbe3';
const AVATAR = 64;
/** The sharer's logo, fitted into this box at the top right of every page, inside the top margin. */
const LOGO_BOX = { width: 140, height: 32 };
/** The face's baseline below the line's top, in ems. */
const BASELINE = 0.92;
const CJK_FACE = 'NotoSansCJKsc-Regular';

/** Which characters a face has: a run is set in the document's main face unless that face lacks its characters. */
export interface FaceCoverage {
  latin: (codePoint: number) => boolean;
  cjk: (codePoint: number) => boolean;
}

/**
 * A text cut where the face must change (pdfkit has no font fallback): in the main face (CJK for a
 * Chinese document, Latin otherwise) except the characters it lacks, which take the other face —
 * Chinese in a French CV, Romanian ș/ț (missing from Noto CJK) in a Chinese one.
 */
export function scriptRuns(text: string, cjkFirst: boolean, coverage: FaceCoverage): { text: string; cjk: boolean }[] {
  const runs: { text: string; cjk: boolean }[] = [];
  const push = (piece: string, cjk: boolean) => {
    const last = runs.at(-1);
    if (last && (last.cjk === cjk || /^\s+$/.test(piece))) last.text += piece;
    else runs.push({ text: piece, cjk });
  };
  // Word by word, so a name is never set in two faces (Ștefănescu whole in the Latin face, not Ș alone).
  for (const word of text.split(/(\s+)/)) {
    if (word === '') continue;
    const chars = [...word].map((char) => char.codePointAt(0)!);
    const first = cjkFirst ? coverage.cjk : coverage.latin;
    const other = cjkFirst ? coverage.latin : coverage.cjk;
    if (/^\s+$/.test(word) || chars.every(first)) push(word, cjkFirst);
    else if (chars.every(other)) push(word, !cjkFirst);
    else for (const char of word) push(char, first(char.codePointAt(0)!) ? cjkFirst : !cjkFirst);
  }
  return runs;
}

interface Segment {
  text: string;
  bold?: boolean;
  color?: string;
}

interface TextStyle {
  size: number;
  bold?: boolean;
  color?: string;
  width: number;
  align?: 'left' | 'right' | 'center';
  lineGap?: number;
}

/**
 * Draws a document model with pdfkit: fonts embedded and subset to the glyphs used (fontkit does
 * it as the text is set), a footer on every page with "page N of M" (pages are buffered until the
 * count is known). `images` holds the avatars and the sharer's logo already fetched (JPEG or PNG), by their URL.
 */
export class PdfRenderer {
  private fonts?: { files: Record<keyof DocumentFontFiles, Buffer>; coverage: FaceCoverage };

  constructor(private readonly files: DocumentFontFiles) {}

  private loadFonts() {
    if (this.fonts) return this.fonts;
    const files = {
      latin: readFileSync(this.files.latin),
      latinBold: readFileSync(this.files.latinBold),
      cjk: readFileSync(this.files.cjk),
      cjkBold: readFileSync(this.files.cjkBold),
    };
    const latin = fontkit.create(files.latin) as fontkit.Font;
    const cjk = fontkit.create(files.cjk, CJK_FACE) as fontkit.Font;
    this.fonts = {
      files,
      coverage: { latin: (c) => latin.hasGlyphForCodePoint(c), cjk: (c) => cjk.hasGlyphForCodePoint(c) },
    };
    return this.fonts;
  }

  async render(
    model: DocumentModel,
    paper: PaperSize,
    images: ReadonlyMap<string, Buffer>,
    generatedAt: Date,
    onPart?: (done: number, total: number) => void | Promise<void>,
  ): Promise<Buffer> {
    const { files: fonts, coverage } = this.loadFonts();
    const doc = new PDFDocument({
      size: PAPER[paper],
      margin: MARGIN,
      bufferPages: true,
      autoFirstPage: true,
      lang: model.locale === 'zh' ? 'zh-CN' : model.locale,
      info: {
        Title: `${model.title} — ${model.subject}`,
        Subject: model.subject,
        Creator: 'DTH platform',
        CreationDate: generatedAt,
        ModDate: generatedAt,
      },
    });
    doc.registerFont('latin', fonts.latin);
    doc.registerFont('latin-bold', fonts.latinBold);
    doc.registerFont('cjk', fonts.cjk, CJK_FACE);
    doc.registerFont('cjk-bold', fonts.cjkBold, 'NotoSansCJKsc-Bold');
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    const ended = new Promise<void>((resolve, reject) => {
      doc.on('end', resolve);
      doc.on('error', reject);
    });
    const page = new Page(doc, images, model.locale === 'zh', coverage);
    for (const [index, part] of model.parts.entries()) {
      if (index > 0) doc.addPage();
      for (const block of part) page.block(block);
      await onPart?.(index + 1, model.parts.length);
    }
    page.margins(model.footer.left, model.footer.page, model.logo ? images.get(model.logo) : undefined);
    doc.end();
    await ended;
    return Buffer.concat(chunks);
  }
}

/** The drawing of one document: where the next block goes, and the page breaks. */
class Page {
  constructor(
    private readonly doc: PDFKit.PDFDocument,
    private readonly images: ReadonlyMap<string, Buffer>,
    private readonly cjkFirst: boolean,
    private readonly coverage: FaceCoverage,
  ) {}

  private get width() {
    return this.doc.page.width - MARGIN * 2;
  }

  private get bottom() {
    return this.doc.page.height - MARGIN - FOOTER_HEIGHT;
  }

  /** A new page unless `height` more points fit on this one. */
  private keep(height: number) {
    if (this.doc.y + height > this.bottom) this.doc.addPage();
  }

  private face(cjk: boolean, bold = false) {
    return cjk ? (bold ? 'cjk-bold' : 'cjk') : bold ? 'latin-bold' : 'latin';
  }

  private measure(text: string, style: TextStyle): number {
    const cjk = scriptRuns(text, this.cjkFirst, this.coverage).some((run) => run.cjk);
    return this.doc
      .font(this.face(cjk, style.bold))
      .fontSize(style.size)
      .heightOfString(text, { width: style.width, lineGap: style.lineGap ?? 1.5 });
  }

  /** Sets a text (or pieces of it in their own weight and colour) at (x, y), or where the last one ended, one run per script. */
  private write(text: string | Segment[], style: TextStyle, at?: { x: number; y: number }) {
    const segments = typeof text === 'string' ? [{ text }] : text;
    const runs = segments.flatMap((segment) =>
      scriptRuns(segment.text, this.cjkFirst, this.coverage).map((run) => ({
        ...run,
        bold: segment.bold ?? style.bold,
        color: segment.color ?? style.color,
      })),
    );
    const baseline = -BASELINE * style.size;
    if ((style.align ?? 'left') !== 'left' && at) {
      // A short aligned line (initials, a period, a page number): pdfkit aligns each continued run on its own, so the runs are placed here.
      const widths = runs.map((run) =>
        this.doc.font(this.face(run.cjk, run.bold)).fontSize(style.size).widthOfString(run.text),
      );
      const total = widths.reduce((a, b) => a + b, 0);
      let x = at.x + (style.align === 'right' ? style.width - total : (style.width - total) / 2);
      runs.forEach((run, i) => {
        this.doc
          .font(this.face(run.cjk, run.bold))
          .fontSize(style.size)
          .fillColor(run.color ?? INK)
          .text(run.text, x, at.y, { lineBreak: false, baseline });
        x += widths[i];
      });
      this.doc.x = at.x;
      return;
    }
    runs.forEach((run, i) => {
      this.doc
        .font(this.face(run.cjk, run.bold))
        .fontSize(style.size)
        .fillColor(run.color ?? INK);
      // One baseline for both faces (their ascenders differ), so a Chinese run sits on the line of a Latin one.
      const options = { width: style.width, lineGap: style.lineGap ?? 1.5, baseline, continued: i < runs.length - 1 };
      if (i === 0 && at) this.doc.text(run.text, at.x, at.y, options);
      else this.doc.text(run.text, options);
    });
  }

  private rule(color = RULE) {
    const y = this.doc.y;
    this.doc
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + this.width, y)
      .lineWidth(0.75)
      .strokeColor(color)
      .stroke();
  }

  block(block: DocumentBlock) {
    const doc = this.doc;
    const width = this.width;
    switch (block.kind) {
      case 'cover':
        this.write(block.eyebrow.toUpperCase(), { size: 10, bold: true, color: ACCENT, width });
        doc.moveDown(0.4);
        this.write(block.title, { size: 24, bold: true, width });
        for (const line of block.lines) this.write(line, { size: 10, color: MUTED, width });
        doc.moveDown(0.6);
        this.rule(ACCENT);
        doc.moveDown(0.6);
        return;
      case 'person':
        return this.person(block);
      case 'heading': {
        const style = { size: 12.5, bold: true, color: ACCENT, width };
        // A heading keeps at least two lines of what follows on its page.
        this.keep(this.measure(block.text, style) + 40);
        doc.moveDown(0.7);
        this.write(block.text, style);
        doc.moveDown(0.15);
        this.rule();
        doc.moveDown(0.35);
        return;
      }
      case 'paragraph': {
        const style = { size: 10, width, lineGap: 2.5 };
        this.keep(Math.min(this.measure(block.text, style), 40));
        this.write(block.text, style);
        doc.moveDown(0.3);
        return;
      }
      case 'tags': {
        if (block.label) {
          this.keep(30);
          this.write(block.label, { size: 9, bold: true, color: MUTED, width });
        }
        const style = { size: 10, width, lineGap: 3 };
        this.keep(Math.min(this.measure(block.items.join('   ·   '), style), 30));
        this.write(block.items.join('   ·   '), style);
        doc.moveDown(0.4);
        return;
      }
      case 'entry':
        return this.entry(block);
      case 'facts':
        for (const item of block.items) {
          this.keep(16);
          this.write([{ text: `${item.label}: `, bold: true, color: MUTED }, { text: item.value }], {
            size: 10,
            width,
            lineGap: 3,
          });
        }
        doc.moveDown(0.3);
        return;
      case 'table':
        return this.table(block);
    }
  }

  private person(block: Extract<DocumentBlock, { kind: 'person' }>) {
    const doc = this.doc;
    const top = doc.y;
    const image = block.avatar ? this.images.get(block.avatar) : undefined;
    if (!image || !this.avatar(image, top)) {
      doc.save();
      doc
        .circle(MARGIN + AVATAR / 2, top + AVATAR / 2, AVATAR / 2)
        .fillColor('#e3eaf3')
        .fill();
      doc.restore();
      this.write(
        block.initials || '?',
        { size: 20, bold: true, color: ACCENT, width: AVATAR, align: 'center' },
        { x: MARGIN, y: top + AVATAR / 2 - 13 },
      );
    }
    const x = MARGIN + AVATAR + 16;
    const textWidth = this.width - AVATAR - 16;
    this.write(block.name, { size: 20, bold: true, width: textWidth }, { x, y: top + 2 });
    if (block.title) this.write(block.title, { size: 12, color: ACCENT, width: textWidth }, { x, y: doc.y + 1 });
    const facts = block.facts.map((f) => `${f.label}: ${f.value}`).join('   ·   ');
    if (facts) this.write(facts, { size: 9, color: MUTED, width: textWidth, lineGap: 2 }, { x, y: doc.y + 3 });
    doc.x = MARGIN;
    doc.y = Math.max(doc.y, top + AVATAR) + 10;
    this.rule(ACCENT);
    doc.moveDown(0.3);
  }

  /** The avatar in a circle; false when the image cannot be read (the initials are drawn instead). */
  private avatar(image: Buffer, top: number): boolean {
    const doc = this.doc;
    doc.save();
    doc.circle(MARGIN + AVATAR / 2, top + AVATAR / 2, AVATAR / 2).clip();
    try {
      doc.image(image, MARGIN, top, { width: AVATAR, height: AVATAR });
      return true;
    } catch {
      return false;
    } finally {
      doc.restore();
    }
  }

  private entry(block: Extract<DocumentBlock, { kind: 'entry' }>) {
    const doc = this.doc;
    const width = this.width;
    const periodWidth = 90;
    const title = { size: 10.5, bold: true, width: width - periodWidth - 8 };
    const text = { size: 9.5, width, lineGap: 2 };
    this.keep(this.measure(block.title, title) + 14 + (block.text ? Math.min(this.measure(block.text, text), 36) : 0));
    const top = doc.y;
    this.write(block.title, title, { x: MARGIN, y: top });
    const afterTitle = doc.y;
    if (block.period)
      this.write(
        block.period,
        { size: 9.5, color: MUTED, width: periodWidth, align: 'right' },
        { x: MARGIN + width - periodWidth, y: top + 1 },
      );
    doc.x = MARGIN;
    doc.y = afterTitle;
    if (block.subtitle) this.write(block.subtitle, { size: 9.5, color: MUTED, width });
    if (block.text) {
      doc.moveDown(0.15);
      this.write(block.text, text);
    }
    doc.moveDown(0.6);
  }

  private table(block: Extract<DocumentBlock, { kind: 'table' }>) {
    const doc = this.doc;
    const width = this.width;
    const pad = 5;
    const xs: number[] = [];
    let x = MARGIN;
    for (const column of block.columns) {
      xs.push(x);
      x += column.share * width;
    }
    const cellWidth = (i: number) => block.columns[i].share * width - pad * 2;
    const header = () => {
      const top = doc.y;
      const height =
        Math.max(...block.columns.map((c, i) => this.measure(c.label, { size: 9, bold: true, width: cellWidth(i) }))) +
        pad * 2;
      doc.rect(MARGIN, top, width, height).fillColor('#eef2f7').fill();
      block.columns.forEach((c, i) =>
        this.write(
          c.label,
          { size: 9, bold: true, color: MUTED, width: cellWidth(i) },
          { x: xs[i] + pad, y: top + pad },
        ),
      );
      doc.x = MARGIN;
      doc.y = top + height;
    };
    this.keep(60);
    header();
    for (const row of block.rows) {
      // Measured in bold in the first column (its widest case).
      const styles = row.map((_, i) => ({ size: 9.5, bold: i === 0, width: cellWidth(i), lineGap: 1.5 }));
      const height = Math.max(...row.map((cell, i) => this.measure(cell || ' ', styles[i]))) + pad * 2;
      if (doc.y + height > this.bottom) {
        doc.addPage();
        header();
      }
      const top = doc.y;
      // A cell's first line is its subject (a name, a role): in bold in the first column.
      row.forEach((cell, i) => {
        if (!cell) return;
        const [first, ...rest] = cell.split('\n');
        const text =
          i === 0
            ? [
                { text: first, bold: true },
                ...(rest.length > 0 ? [{ text: `\n${rest.join('\n')}`, bold: false, color: MUTED }] : []),
              ]
            : cell;
        this.write(text, styles[i], { x: xs[i] + pad, y: top + pad });
      });
      doc.x = MARGIN;
      doc.y = top + height;
      this.rule();
    }
    doc.moveDown(0.5);
  }

  /**
   * The sharer's logo, read once and embedded once for all pages (pdfkit embeds a Buffer anew at each
   * draw, an opened image once; its types know only the Buffer); undefined when there is none or it
   * cannot be read: the document goes without.
   */
  private logo(image: Buffer | undefined): Buffer | undefined {
    if (!image) return undefined;
    try {
      return (this.doc as unknown as { openImage(src: Buffer): Buffer }).openImage(image);
    } catch {
      return undefined;
    }
  }

  /** The footer of every page, once the number of pages is known, and the sharer's logo at the top right. */
  margins(left: string, pageOf: (n: number, m: number) => string, logoImage?: Buffer) {
    const doc = this.doc;
    const logo = this.logo(logoImage);
    const { start, count } = doc.bufferedPageRange();
    for (let i = start; i < start + count; i += 1) {
      doc.switchToPage(i);
      if (logo)
        doc.image(logo, doc.page.width - MARGIN - LOGO_BOX.width, (MARGIN - LOGO_BOX.height) / 2, {
          fit: [LOGO_BOX.width, LOGO_BOX.height],
          align: 'right',
          valign: 'center',
        });
      // Writing below the bottom margin would otherwise start a new page.
      const bottomMargin = doc.page.margins.bottom;
      doc.page.margins.bottom = 0;
      const y = doc.page.height - MARGIN - 12;
      doc
        .moveTo(MARGIN, y - 6)
        .lineTo(doc.page.width - MARGIN, y - 6)
        .lineWidth(0.5)
        .strokeColor(RULE)
        .stroke();
      this.write(left, { size: 8, color: MUTED, width: this.width * 0.7 }, { x: MARGIN, y });
      this.write(
        pageOf(i - start + 1, count),
        { size: 8, color: MUTED, width: this.width * 0.3, align: 'right' },
        { x: MARGIN + this.width * 0.7, y },
      );
      doc.page.margins.bottom = bottomMargin;
    }
  }
}
