import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sentJson, type FetchStub } from '../test/fetchStub';
import { renderWithAdmin, signIn } from '../test/renderWithAdmin';
import type { SpecialistProfile } from '../profile/profileDomain';
import { AccountDetailsForm } from './AccountDetailsForm';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const profile = {
  id: 'user-1',
  first_name: 'Priya',
  last_name: 'Sharma',
  phone_code: '+61',
  phone_number: null,
  country: 'Australia',
  state: null,
  suburb: null,
} as unknown as SpecialistProfile;

let fetchMock: FetchStub;
beforeEach(() => {
  fetchMock = vi.fn(async (url: string) =>
    String(url).includes('update-account')
      ? json({ data: { id: 'user-1' }, message: 'Profile updated successfully', position: '7' })
      : json({ data: [] }),
  );
  vi.stubGlobal('fetch', fetchMock);
  signIn();
});
afterEach(() => vi.unstubAllGlobals());

const phone = () => screen.getByRole('textbox', { name: 'Phone number' });
const saveButton = () => screen.getByTestId('account-save');

describe('the account form (spec 7, update-account)', () => {
  it('checks the phone number against its phone code, with the domain’s messages, and sends the one typed', async () => {
    renderWithAdmin(
      <AccountDetailsForm
        resource="specialists"
        meta={{ section: 'account' }}
        record={profile}
        onSaved={vi.fn(async () => undefined)}
      />,
    );
    fireEvent.change(phone(), { target: { value: '2019-13-45' } });
    expect(await screen.findByText('Enter a valid phone number')).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();

    fireEvent.change(screen.getByTestId('phone-code'), { target: { value: '' } });
    fireEvent.change(phone(), { target: { value: '0400 123 456' } });
    expect(await screen.findByText('Choose the phone code of this number')).toBeInTheDocument();

    fireEvent.change(screen.getByTestId('phone-code'), { target: { value: '+61' } });
    await waitFor(() => expect(screen.queryByText('Choose the phone code of this number')).not.toBeInTheDocument());
    await waitFor(() => expect(saveButton()).toBeEnabled());
    fireEvent.click(saveButton());
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).includes('update-account'))).toBe(true),
    );
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url).includes('update-account'))!;
    expect(sentJson(init)).toMatchObject({ phone_code: '+61', phone_number: '0400 123 456' });
  });

  it('asks for states only for a country from the list, and for cities only for one of its states', async () => {
    fetchMock.mockImplementation(async (url: string) => {
      const path = new URL(String(url), 'http://x').pathname;
      if (path.endsWith('/countries'))
        return json({
          data: [
            { name: 'Australia', iso2: 'AU', phone_code: '61' },
            { name: 'Austria', iso2: 'AT', phone_code: '43' },
          ],
        });
      if (path.endsWith('/states')) return json({ data: [{ name: 'Victoria', iso2: 'VIC' }] });
      return json({ data: [] });
    });
    renderWithAdmin(
      <AccountDetailsForm
        resource="specialists"
        meta={{ section: 'account' }}
        record={{ ...profile, country: null }}
        onSaved={vi.fn(async () => undefined)}
      />,
    );
    const asked = () =>
      fetchMock.mock.calls
        .map(([url]) => decodeURIComponent(new URL(String(url), 'http://x').pathname))
        .filter((path) => path.includes('/countries/'));
    const country = screen.getByTestId('account-country');
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/countries'))).toBe(true));
    // A user who stops typing half way: nothing is asked for a name that is not a country (the last
    // assertion holds every request made, so no wait is needed to see that none was made for it).
    fireEvent.change(country, { target: { value: 'Austral' } });
    fireEvent.change(country, { target: { value: 'Australia' } });
    await waitFor(() => expect(asked()).toContain('/countries/Australia/states'));
    fireEvent.change(screen.getByTestId('account-state'), { target: { value: 'Vic' } });
    fireEvent.change(screen.getByTestId('account-state'), { target: { value: 'Victoria' } });
    await waitFor(() => expect(asked()).toContain('/countries/Australia/states/Victoria/cities'));
    expect(asked()).toEqual(['/countries/Australia/states', '/countries/Australia/states/Victoria/cities']);
  });
});
