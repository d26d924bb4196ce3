import { describe, expect, it } from 'vitest';
import { fileNameOf } from './documents';

describe('the saved PDF’s name', () => {
  it('is the UTF-8 name the answer gives, in the reader’s language (RFC 6266 filename*)', () => {
    const zh = `attachment; filename="cv-wang-fang-2026-11-27.pdf"; filename*=UTF-8''${encodeURIComponent('简历 - 王芳 - 2026-11-27.pdf')}`;
    expect(fileNameOf(zh)).toBe('简历 - 王芳 - 2026-11-27.pdf');
  });

  it('falls back to the ASCII name when there is no UTF-8 one or it is malformed, and to a plain name without either', () => {
    expect(fileNameOf('attachment; filename="cv-ioana-2026-11-27.pdf"')).toBe('cv-ioana-2026-11-27.pdf');
    expect(fileNameOf(`attachment; filename="cv-ioana-2026-11-27.pdf"; filename*=UTF-8''%E7%AE`)).toBe(
      'cv-ioana-2026-11-27.pdf',
    );
    expect(fileNameOf(null)).toBe('document.pdf');
  });
});
