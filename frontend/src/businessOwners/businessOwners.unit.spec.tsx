import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Notification } from 'react-admin';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadFeatureMessages } from '../providers/i18nProvider';
import { fakeDataProvider } from '../hiring/testData';
import MyProfilePage from '../profile/MyProfilePage';
import { renderWithAdmin, signIn } from '../test/renderWithAdmin';

beforeAll(() => loadFeatureMessages('hiring'));

const company = { id: 'user-1', first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', company_name: 'Analytical Engines', website: 'https://engines.example', about: 'We build teams.', logo: null };

describe('My Profile of a business owner (/profile/profile)', () => {
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

    expect(await screen.findByTestId('company-name')).toHaveTextContent('Analytical Engines');
    expect(screen.getByTestId('company-website')).toHaveAttribute('href', 'https://engines.example');
    expect(screen.getByTestId('company-about')).toHaveTextContent('We build teams.');
    expect(screen.queryByTestId('profile-skeleton')).toBeNull();
    expect(spies.getOne).not.toHaveBeenCalledWith('specialists', expect.anything());

    await userEvent.click(screen.getByTestId('company-edit'));
    const dialog = await screen.findByTestId('company-edit-dialog');
    const website = within(dialog).getByRole('textbox', { name: 'Website' });
    await userEvent.clear(website);
    await userEvent.type(website, 'engines.example');
    expect(await within(dialog).findByText('Enter a website address starting with http:// or https://')).toBeInTheDocument();
    expect(within(dialog).getByTestId('dialog-save')).toBeDisabled();
    await userEvent.clear(website);
    await userEvent.type(website, 'https://analytical.example');
    await userEvent.click(within(dialog).getByTestId('dialog-save'));
    await waitFor(() =>
      expect(spies.update).toHaveBeenCalledWith('business-owners', expect.objectContaining({ id: 'user-1', data: { company_name: 'Analytical Engines', website: 'https://analytical.example', about: 'We build teams.' } })),
    );
    expect(await screen.findByText('Company profile saved')).toBeInTheDocument();
  });

  it('shows an empty company profile to fill in when none is stored yet, instead of a skeleton that never ends', async () => {
    signIn('business_owner');
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderWithAdmin(<MyProfilePage />, { dataProvider: fakeDataProvider().dataProvider });
    expect(await screen.findByTestId('company-name')).toHaveTextContent('Your company');
    expect(screen.getByTestId('company-contact')).toHaveTextContent('ada@example.com');
    expect(screen.getByTestId('company-about')).toHaveTextContent('Your company profile is empty');
  });

  it('still shows a specialist their own profile', async () => {
    signIn('specialist');
    const { dataProvider, spies } = fakeDataProvider();
    renderWithAdmin(<MyProfilePage />, { dataProvider });
    await waitFor(() => expect(spies.getOne).toHaveBeenCalledWith('specialists', expect.objectContaining({ id: 'user-1' })));
    expect(screen.queryByTestId('company-profile')).toBeNull();
  });
});
