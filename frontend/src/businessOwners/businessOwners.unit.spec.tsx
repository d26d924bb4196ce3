import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Notification } from 'react-admin';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadFeatureMessages } from '../providers/i18nProvider';
import { fakeDataProvider } from '../test/hiringData';
import MyProfilePage from '../routes/MyProfilePage';
import { renderWithAdmin, signIn } from '../test/renderWithAdmin';

beforeAll(() => loadFeatureMessages('hiring'));

/** The first render loads the lazy page (and, cold, compiles it): seconds on a busy machine. */
const LOADED = { timeout: 10_000 };

const company = {
  id: 'user-1',
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.com',
  company_name: 'Analytical Engines',
  website: 'https://engines.example',
  about: 'We build teams.',
  logo: null,
};

describe('My Profile of a business owner (/profile/profile)', { timeout: 30_000 }, () => {
  it('shows the company profile, never the specialist profile, and saves edits with PUT /business-owners/{id}', async () => {
    signIn('business_owner');
    const { dataProvider, spies } = fakeDataProvider({ records: { 'business-owners:user-1': company } });
    renderWithAdmin(
      <>
        <MyProfilePage />
        <Notification />
      </>,
      { dataProvider },
    );

    expect(await screen.findByTestId('company-name', {}, LOADED)).toHaveTextContent('Analytical Engines');
    expect(screen.getByTestId('company-website')).toHaveAttribute('href', 'https://engines.example');
    expect(screen.getByTestId('company-about')).toHaveTextContent('We build teams.');
    expect(screen.queryByTestId('profile-skeleton')).toBeNull();
    expect(spies.getOne).not.toHaveBeenCalledWith('specialists', expect.anything());

    await userEvent.click(screen.getByTestId('company-edit'));
    const dialog = await screen.findByTestId('company-edit-dialog');
    const website = within(dialog).getByRole('textbox', { name: 'Website' });
    await userEvent.clear(website);
    await userEvent.type(website, 'engines.example');
    expect(
      await within(dialog).findByText('Enter a website address starting with http:// or https://'),
    ).toBeInTheDocument();
    expect(within(dialog).getByTestId('dialog-save')).toBeDisabled();
    await userEvent.clear(website);
    await userEvent.type(website, 'https://analytical.example');
    await userEvent.click(within(dialog).getByTestId('dialog-save'));
    await waitFor(() =>
      expect(spies.update).toHaveBeenCalledWith(
        'business-owners',
        expect.objectContaining({
          id: 'user-1',
          data: { company_name: 'Analytical Engines', website: 'https://analytical.example', about: 'We build teams.' },
        }),
      ),
    );
    expect(await screen.findByText('Company profile saved')).toBeInTheDocument();
  });

  it('shows an empty company profile to fill in when none is stored yet, instead of a skeleton that never ends', async () => {
    signIn('business_owner');
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderWithAdmin(<MyProfilePage />, { dataProvider: fakeDataProvider().dataProvider });
    expect(await screen.findByTestId('company-name', {}, LOADED)).toHaveTextContent('Your company');
    expect(screen.getByTestId('company-contact')).toHaveTextContent('ada@example.com');
    expect(screen.getByTestId('company-about')).toHaveTextContent('Your company profile is empty');
  });

  it('still shows a specialist their own profile', async () => {
    signIn('specialist');
    const { dataProvider, spies } = fakeDataProvider();
    renderWithAdmin(<MyProfilePage />, { dataProvider });
    await waitFor(
      () => expect(spies.getOne).toHaveBeenCalledWith('specialists', expect.objectContaining({ id: 'user-1' })),
      LOADED,
    );
    expect(screen.queryByTestId('company-profile')).toBeNull();
  });

  describe('company logo', () => {
    afterEach(() => vi.unstubAllGlobals());

    it('uploads a logo, previews it while the worker processes it, then shows the processed one; and removes it', async () => {
      signIn('business_owner');
      vi.stubGlobal(
        'URL',
        Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:preview'), revokeObjectURL: vi.fn() }),
      );
      const records: Record<string, Record<string, unknown>> = {
        'business-owners:user-1': { ...company, logo_status: null, logo_error: null },
      };
      const { dataProvider, spies } = fakeDataProvider({ records });
      const answerLogoWrite = async (_resource: string, { meta }: { meta?: { action?: string } }) => ({
        data:
          meta?.action === 'remove-logo'
            ? { ...company, logo: null, logo_status: null }
            : { ...company, logo_status: 'processing' },
      });
      spies.update.mockImplementation(answerLogoWrite as unknown as typeof spies.update);
      renderWithAdmin(
        <>
          <MyProfilePage />
          <Notification />
        </>,
        { dataProvider },
      );

      const logo = await screen.findByTestId('company-logo', {}, LOADED);
      expect(logo).toHaveAttribute('data-status', '');
      expect(screen.queryByTestId('company-logo-remove')).toBeNull();
      const file = new File([new Uint8Array([137, 80, 78, 71])], 'engines.png', { type: 'image/png' });
      fireEvent.change(screen.getByTestId('company-logo-input'), { target: { files: [file] } });

      await waitFor(
        () =>
          expect(spies.update).toHaveBeenCalledWith(
            'business-owners',
            expect.objectContaining({ id: 'user-1', data: { file }, meta: { action: 'logo' } }),
          ),
        LOADED,
      );
      expect(screen.getByTestId('company-logo')).toHaveAttribute('data-preview', 'true');
      expect(screen.getByTestId('company-logo-processing')).toBeInTheDocument();
      expect(await screen.findByText('Logo uploaded; it shows once processed', {}, LOADED)).toBeInTheDocument();

      // The worker is done: the next read has the processed logo, which replaces the preview.
      records['business-owners:user-1'] = {
        ...company,
        logo: '/media/logos/abc-512.webp',
        logo_status: 'ready',
        logo_error: null,
      };
      await waitFor(
        () => expect(screen.getByTestId('company-logo')).toHaveAttribute('data-src', '/media/logos/abc-512.webp'),
        { timeout: 8000 },
      );
      await waitFor(() => expect(screen.queryByTestId('company-logo-processing')).toBeNull(), LOADED);
      expect(screen.getByTestId('company-logo')).not.toHaveAttribute('data-preview');

      records['business-owners:user-1'] = { ...company, logo: null, logo_status: null, logo_error: null };
      fireEvent.click(screen.getByTestId('company-logo-remove'));
      await waitFor(
        () =>
          expect(spies.update).toHaveBeenCalledWith(
            'business-owners',
            expect.objectContaining({ meta: { action: 'remove-logo' } }),
          ),
        LOADED,
      );
      expect(await screen.findByText('Logo removed', {}, LOADED)).toBeInTheDocument();
    });

    it('refuses a file that is not an image before sending it, and says why a processed upload failed', async () => {
      signIn('business_owner');
      const failed = {
        ...company,
        logo: '/media/logos/old-512.webp',
        logo_status: 'failed',
        logo_error: 'We could not process this image; try another one',
      };
      const { dataProvider, spies } = fakeDataProvider({ records: { 'business-owners:user-1': failed } });
      renderWithAdmin(
        <>
          <MyProfilePage />
          <Notification />
        </>,
        { dataProvider },
      );
      expect(await screen.findByTestId('company-logo-failed', {}, LOADED)).toHaveTextContent(
        'We could not process this image; try another one',
      );
      fireEvent.change(screen.getByTestId('company-logo-input'), {
        target: { files: [new File(['hello'], 'notes.txt', { type: 'text/plain' })] },
      });
      expect(await screen.findByText('Only image files are accepted', {}, LOADED)).toBeInTheDocument();
      expect(spies.update).not.toHaveBeenCalled();
    });
  });
});
