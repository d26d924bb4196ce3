import { screen } from '@testing-library/react';
import { memoryStore } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { renderWithAdmin } from '../test/renderWithAdmin';
import { formatterOf, useFormatters } from './useFormatters';

function Languages() {
  const { language } = useFormatters();
  return (
    <p data-testid="languages">
      {[
        language('French', 'fr'),
        language('Portuguese', 'pt'),
        language('Elvish'),
        language('Odd', 'not a code!'),
      ].join(' | ')}
    </p>
  );
}

describe('language names', () => {
  it.each([
    ['en', 'French | Portuguese | Elvish | Odd'],
    ['fr', 'français | portugais | Elvish | Odd'],
    ['zh', '法语 | 葡萄牙语 | Elvish | Odd'],
  ])('read in the reader’s language (%s) by their code, and as stored without one', async (locale, shown) => {
    renderWithAdmin(<Languages />, { store: memoryStore({ locale }) });
    expect((await screen.findByTestId('languages')).textContent).toBe(shown);
  });
});

function Durations() {
  const { duration } = useFormatters();
  return <p data-testid="durations">{[604_800, 7_200, 90, 2].map(duration).join(' | ')}</p>;
}

describe('lengths of time', () => {
  it.each([
    ['en', '7 days | 2 hours | 90 seconds | 2 seconds'],
    // French sets a number apart from its unit with a no-break space.
    ['fr', '7\u00a0jours | 2\u00a0heures | 90\u00a0secondes | 2\u00a0secondes'],
  ])('read in their largest whole unit, in the reader’s language (%s)', async (locale, shown) => {
    renderWithAdmin(<Durations />, { store: memoryStore({ locale }) });
    expect((await screen.findByTestId('durations')).textContent).toBe(shown);
  });
});

describe('Intl formatters', () => {
  it('are made once per locale and options, and reused', () => {
    const medium = formatterOf(Intl.DateTimeFormat, 'fr-FR', { dateStyle: 'medium' });
    expect(formatterOf(Intl.DateTimeFormat, 'fr-FR', { dateStyle: 'medium' })).toBe(medium);
    expect(formatterOf(Intl.DateTimeFormat, 'fr-FR', { dateStyle: 'long' })).not.toBe(medium);
    expect(formatterOf(Intl.DateTimeFormat, 'en-GB', { dateStyle: 'medium' })).not.toBe(medium);
    expect(formatterOf(Intl.NumberFormat, 'fr-FR', { style: 'percent' })).toBeInstanceOf(Intl.NumberFormat);
    expect(medium.format(new Date('2026-03-03T12:00:00Z'))).toBe('3 mars 2026');
  });
});
