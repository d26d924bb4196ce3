import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithAdmin } from '../test/renderWithAdmin';
import { PublicShell } from './PublicShell';

describe('Skip to content', () => {
  it('is the keyboard’s first stop, and moves the focus past the header to the page', async () => {
    renderWithAdmin(
      <PublicShell>
        <h1>The page</h1>
      </PublicShell>,
    );
    const user = userEvent.setup();
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip).toHaveFocus();
    await user.click(skip);
    expect(screen.getByRole('main')).toHaveFocus();
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { name: 'The page' }));
  });
});
