import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { getPriority } from 'node:os';
import { afterAll, describe, expect, it } from 'vitest';
import { DOCUMENT_WORDS, type DocumentModel } from '@dth/domain';
import { pdfText } from '@dth/testing';
import { loadEnv } from '../config/env';
import { PdfRenderPool, RenderPoolFull } from './pdfRenderPool';
import { documentFontFiles } from './pdfRenderer';

/**
 * Renders in the pool's processes, with Debian's fonts: the PDF as the renderer draws it, the caller's
 * event loop free meanwhile, and the renders at a low CPU priority, in a scheduling group of their own.
 */
const fonts = documentFontFiles(loadEnv({}));
const pools: PdfRenderPool[] = [];
const poolOf = (size: number, maxWaiting: number) => {
  const pool = new PdfRenderPool(fonts, size, maxWaiting);
  pools.push(pool);
  return pool;
};
afterAll(() => Promise.all(pools.map((pool) => pool.close())));

/** This process's render processes, by their command line. */
const renderProcesses = () =>
  readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map(Number)
    .filter((pid) => {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
        return (
          Number(stat[1]) === process.pid && readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('pdfRenderProcess')
        );
      } catch {
        return false;
      }
    });

const model = (name: string, locale: 'en' | 'zh' = 'en'): DocumentModel => ({
  kind: 'cv',
  title: 'Curriculum vitae',
  subject: name,
  fileName: 'cv.pdf',
  displayName: 'cv.pdf',
  locale,
  logo: null,
  parts: [
    [
      { kind: 'person', name, title: '数据工程师 Data engineer', initials: 'IȘ', avatar: null, facts: [] },
      { kind: 'heading', text: 'About me' },
      { kind: 'paragraph', text: 'I build payment and data platforms. '.repeat(10) },
    ],
    [{ kind: 'paragraph', text: 'Second part.' }],
  ],
  footer: { left: `${name} · today`, page: DOCUMENT_WORDS[locale].page },
});

describe('the render pool', () => {
  it('draws the model in a process of its own, part by part, its footer in the model’s language, while the event loop turns', async () => {
    const pool = poolOf(1, 4);
    const parts: [number, number][] = [];
    let turns = 0;
    let turning = true;
    const turn = () => {
      turns += 1;
      if (turning) setImmediate(turn);
    };
    setImmediate(turn);
    const pdf = await pool.render(
      model('Ioana Ștefănescu', 'zh'),
      'a4',
      new Map(),
      new Date(),
      (done, total) => void parts.push([done, total]),
    );
    turning = false;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(pdf);
    expect(text).toContain('Ioana Ștefănescu');
    expect(text).toContain('第 1 页');
    expect(parts).toEqual([
      [1, 2],
      [2, 2],
    ]);
    // Drawing on this thread would hold the loop for the whole render: zero turns.
    expect(turns).toBeGreaterThan(20);

    // The render process: nice 10, in a session (and autogroup, where Linux has them) of its own, niced too.
    const [renderer] = renderProcesses();
    expect(renderer).toBeDefined();
    expect(getPriority(renderer)).toBe(10);
    const stat = readFileSync(`/proc/${renderer}/stat`, 'utf8').split(') ')[1].split(' ');
    expect(Number(stat[3])).toBe(renderer); // its session's leader
    if (existsSync(`/proc/${renderer}/autogroup`))
      expect(readFileSync(`/proc/${renderer}/autogroup`, 'utf8')).toMatch(/ nice 10\n$/);
  });

  it('refuses beyond its processes and queue, and serves what it took', async () => {
    const pool = poolOf(1, 1);
    const asked = [1, 2, 3].map((n) => pool.render(model(`Person ${n}`), 'letter', new Map(), new Date()));
    const [first, second, third] = await Promise.allSettled(asked);
    expect(third).toMatchObject({ status: 'rejected', reason: expect.any(RenderPoolFull) });
    for (const [answer, name] of [
      [first, 'Person 1'],
      [second, 'Person 2'],
    ] as const) {
      expect(answer.status).toBe('fulfilled');
      expect(pdfText((answer as PromiseFulfilledResult<Buffer>).value)).toContain(name);
    }
    // Free again once they are done.
    expect(pdfText(await pool.render(model('Person 4'), 'a4', new Map(), new Date()))).toContain('Person 4');
  });
});
