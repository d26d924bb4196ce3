import { screen } from '@testing-library/react';
import { memoryStore } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { renderWithAdmin } from '../test/renderWithAdmin';
import { useFormatters } from './useFormatters';

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
