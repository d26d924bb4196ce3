import { describe, expect, it } from 'vitest';
import { indexChanges } from './projection';
import { alphabeticalScore, hasWordStartingWith, normalizeText, prefixTokens, queryTokens } from './textSearch';

describe('text search helpers', () => {
  it('normalise case, accents and punctuation the same way for what is indexed and what is typed', () => {
    expect(normalizeText('  Zoë  O’Brien-Smith ')).toBe('zoe o brien smith');
    expect(queryTokens('ZOË o')).toEqual(['zoe']);
  });

  it('index every prefix of 2 to 12 characters of every word, once', () => {
    expect(prefixTokens('Ana', 'Anatole')).toEqual(['an', 'ana', 'anat', 'anato', 'anatol', 'anatole']);
    expect(prefixTokens('Internationalisation').at(-1)).toBe('internationa');
    expect(queryTokens('Internationalisation')).toEqual(['internationa']);
    expect(prefixTokens(null, undefined, '')).toEqual([]);
  });

  it('match a query token at the start of a word only', () => {
    expect(hasWordStartingWith('Node.js Developer', 'js')).toBe(true);
    expect(hasWordStartingWith('TypeScript', 'script')).toBe(false);
  });

  it('order names alphabetically through a number, ignoring case and accents', () => {
    const names = ['zack', 'Émile Zola', 'emile abbot', 'Adam', 'adam b', 'Ådam c', '李雷'];
    const sorted = [...names].sort((a, b) => alphabeticalScore(a) - alphabeticalScore(b));
    expect(sorted).toEqual(['Adam', 'adam b', 'Ådam c', 'emile abbot', 'Émile Zola', 'zack', '李雷']);
    expect(Number.isSafeInteger(alphabeticalScore('zzzzzzzzzzzzzzzz'))).toBe(true);
  });
});

describe('indexChanges', () => {
  it('removes memberships the document lost, adds new ones and re-adds those whose score changed', () => {
    const before = [
      { key: 'a', member: '1' },
      { key: 'z', member: '1', score: 10 },
      { key: 'keep', member: '1' },
    ];
    const after = [
      { key: 'b', member: '1' },
      { key: 'z', member: '1', score: 20 },
      { key: 'keep', member: '1' },
    ];
    expect(indexChanges(before, after)).toEqual({
      add: [
        { key: 'b', member: '1' },
        { key: 'z', member: '1', score: 20 },
      ],
      remove: [{ key: 'a', member: '1' }],
    });
    expect(indexChanges(after, after)).toEqual({ add: [], remove: [] });
  });
});
