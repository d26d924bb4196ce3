import { describe, expect, it } from 'vitest';
import { scriptRuns, type FaceCoverage } from './pdfRenderer';

// Coverage like the real faces': DejaVu has Latin (ș/ț included) but no Chinese; Noto CJK has Chinese and ASCII but not ș/ț.
const coverage: FaceCoverage = {
  latin: (c) => c < 0x2e80,
  cjk: (c) => c >= 0x2e80 || c < 0x80,
};

describe('scriptRuns', () => {
  it('keeps a Latin document in the Latin face, Chinese characters aside', () => {
    expect(scriptRuns('Ioana Ștefănescu', false, coverage)).toEqual([{ text: 'Ioana Ștefănescu', cjk: false }]);
    expect(scriptRuns('Data 数据工程师 engineer', false, coverage)).toEqual([
      { text: 'Data ', cjk: false },
      { text: '数据工程师 ', cjk: true },
      { text: 'engineer', cjk: false },
    ]);
  });

  it('keeps a Chinese document in the CJK face, except what it lacks (Romanian ș/ț)', () => {
    expect(scriptRuns('第 1 页，共 2 页', true, coverage)).toEqual([{ text: '第 1 页，共 2 页', cjk: true }]);
    expect(scriptRuns('Ioana Ștefănescu', true, coverage)).toEqual([
      { text: 'Ioana ', cjk: true },
      { text: 'Ștefănescu', cjk: false },
    ]);
  });
});

describe('scriptRuns in mixed words', () => {
  it('sets a word in one face when either face has all of it, else character by character', () => {
    expect(scriptRuns('王 Ștefan', true, coverage)).toEqual([
      { text: '王 ', cjk: true },
      { text: 'Ștefan', cjk: false },
    ]);
    expect(scriptRuns('王Ș', true, coverage)).toEqual([
      { text: '王', cjk: true },
      { text: 'Ș', cjk: false },
    ]);
  });
});
