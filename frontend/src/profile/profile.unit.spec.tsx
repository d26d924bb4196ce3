import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { Notification } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sentJson, type FetchCall, type FetchStub } from '../test/fetchStub';
import { renderWithAdmin, signIn } from '../test/renderWithAdmin';
import { AboutDialog } from './dialogs/AboutDialog';
import { BillingDialog } from './dialogs/BillingDialog';
import { CertificateDialog } from './dialogs/CertificateDialog';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { IndustryTitleDialog } from './dialogs/IndustryTitleDialog';
import { ProjectDialog } from './dialogs/ProjectDialog';
import { AdmiredBrandsDialog, PractitionerGroupDialog } from './dialogs/QuestionDialogs';
import { ProfileContext } from './ProfileContext';
import type { SpecialistProfile as ProfileDocument } from './profileDomain';
import { ProfileView } from './ProfileView';
import { VideoAskEmbedButton } from './VideoAskEmbed';

/** An object mother: an empty profile, with whatever a test changes. */
function aProfile(overrides: Partial<ProfileDocument> = {}): ProfileDocument {
  const slots = [
    'preferred-practitioner-group',
    'types-of-client',
    'about-me',
    'work-showcase',
    'how-people-describe-me',
    'work-style',
    'tools-and-technologies',
    'ideal-project-client-profile',
    'understanding-of-meaningful-work',
    'admired-brands-or-companies',
  ];
  return {
    id: 'p1',
    first_name: 'Priya',
    last_name: 'Sharma',
    email: 'priya@example.com',
    avatar: null,
    industry_title: null,
    professional_experience_info: null,
    experience_level_id: null,
    phone_code: null,
    phone_number: null,
    country: null,
    state: null,
    suburb: null,
    category: 'specialist',
    specialist_skills: [],
    dv_industry_experiences: [],
    specialist_languages: [],
    project_types: [],
    educations: [],
    work_experiences: [],
    billing_account: null,
    video_ask: [],
    answers: slots.map((token, i) => ({
      type: i < 2 ? 'poll' : i === 9 ? 'text' : 'video',
      response: null,
      questionTitle: token,
      token,
    })),
    practitioner_group: null,
    client_types: [],
    admired_brands: null,
    avatar_status: 'none',
    avatar_error: null,
    avatar_renditions: null,
    answer_media: [],
    profile_completeness: 0,
    created_at: '2025-01-01T00:00:00Z',
    updated_at: '2025-01-01T00:00:00Z',
    ...overrides,
  };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let fetchMock: FetchStub;
beforeEach(() => {
  fetchMock = vi.fn<FetchCall>();
  vi.stubGlobal('fetch', fetchMock);
  signIn();
});
afterEach(() => vi.unstubAllGlobals());

function renderDialog(ui: ReactElement, profile = aProfile()) {
  const reload = vi.fn(async () => undefined);
  const result = renderWithAdmin(
    <ProfileContext.Provider value={{ profile, owner: true, editing: true, reload }}>
      {ui}
      <Notification />
    </ProfileContext.Provider>,
  );
  return { ...result, reload };
}

const save = () => screen.getByTestId('dialog-save');

// The certificate and billing tests drive many inputs; on a busy machine they take 5 to 7 s (before the forms moved to react-admin's <Form> too).
const MANY_INPUTS_MS = 15_000;

describe('edit modals (spec 4, 5, 8)', () => {
  it('Industry Title: Save is disabled while blank, with the message', async () => {
    renderDialog(<IndustryTitleDialog open onClose={vi.fn()} />);
    const input = screen.getByRole('textbox', { name: 'Industry title' });
    expect(save()).toBeDisabled();
    fireEvent.change(input, { target: { value: '   ' } });
    expect(await screen.findByText('Industry title cannot be empty')).toBeInTheDocument();
    expect(save()).toBeDisabled();
    fireEvent.change(input, { target: { value: 'Designer' } });
    await waitFor(() => expect(save()).toBeEnabled());
  });

  it('disables Save while the call is in flight, then closes, toasts and reloads on success', async () => {
    let answer!: (r: Response) => void;
    fetchMock.mockReturnValueOnce(new Promise<Response>((resolve) => (answer = resolve)));
    const onClose = vi.fn();
    const { reload } = renderDialog(<IndustryTitleDialog open onClose={onClose} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Industry title' }), {
      target: { value: 'Product Designer' },
    });
    await waitFor(() => expect(save()).toBeEnabled());
    fireEvent.click(save());
    await waitFor(() => expect(save()).toBeDisabled());
    // The profile's data-provider module loads with its first call: the request follows it.
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/user/update-user/p1');
    expect(init?.method).toBe('PUT');
    expect(sentJson(init)).toEqual({ specialist: { industry_title: 'Product Designer' } });
    answer(json({ data: {}, message: 'Industry title updated', position: '7' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(reload).toHaveBeenCalled();
    expect(await screen.findByText('Industry title updated')).toBeInTheDocument();
  });

  it("stays open with 'Profile updation failed' after a failure, and Save comes back", async () => {
    fetchMock.mockResolvedValueOnce(
      json({ error: { code: 'validation', message: 'Industry title cannot be empty' } }, 400),
    );
    const onClose = vi.fn();
    renderDialog(<IndustryTitleDialog open onClose={onClose} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Industry title' }), { target: { value: 'Designer' } });
    await waitFor(() => expect(save()).toBeEnabled());
    fireEvent.click(save());
    expect(await screen.findByText('Profile updation failed')).toBeInTheDocument();
    await waitFor(() => expect(save()).toBeEnabled());
    expect(onClose).not.toHaveBeenCalled();
  });

  it('More About You: required and cut to 1000 characters', async () => {
    renderDialog(<AboutDialog open onClose={vi.fn()} />);
    const area = screen.getByRole('textbox', { name: 'More about you' });
    fireEvent.change(area, { target: { value: 'x'.repeat(1200) } });
    expect(screen.getByTestId('about-count')).toHaveTextContent('1000 / 1000');
    expect((area as HTMLTextAreaElement).value).toHaveLength(1000);
    fireEvent.change(area, { target: { value: '' } });
    expect(await screen.findByText('More about you cannot be empty')).toBeInTheDocument();
    await waitFor(() => expect(save()).toBeDisabled());
  });

  it(
    'Certification: required fields, 30 year options and the date-range warning',
    async () => {
      const user = userEvent.setup();
      renderDialog(<CertificateDialog open onClose={vi.fn()} />);
      const degree = screen.getByRole('textbox', { name: /Degree\/Certificate\/Courses/ });
      fireEvent.focus(degree);
      fireEvent.blur(degree);
      expect(await screen.findByText('Degree/Certificate/Courses cannot be empty')).toBeInTheDocument();
      fireEvent.blur(screen.getByRole('textbox', { name: /Area of study/ }));
      expect(await screen.findByText('Area of study cannot be empty')).toBeInTheDocument();
      fireEvent.blur(screen.getByRole('textbox', { name: /Education institution/ }));
      expect(await screen.findByText('Education institution cannot be empty')).toBeInTheDocument();
      fireEvent.change(degree, { target: { value: 'BSc' } });
      fireEvent.change(screen.getByRole('textbox', { name: /Area of study/ }), { target: { value: 'Design' } });
      fireEvent.change(screen.getByRole('textbox', { name: /Education institution/ }), { target: { value: 'UNSW' } });

      const year = new Date().getFullYear();
      await user.click(screen.getByRole('combobox', { name: 'Start year' }));
      const options = within(screen.getByRole('listbox')).getAllByRole('option');
      expect(options).toHaveLength(30);
      expect(options[0]).toHaveTextContent(String(year));
      expect(options[29]).toHaveTextContent(String(year - 29));
      await user.click(screen.getByRole('option', { name: String(year) }));
      await user.click(screen.getByRole('combobox', { name: 'End year' }));
      await user.click(screen.getByRole('option', { name: String(year - 2) }));
      expect(await screen.findByText('Please select a valid date range')).toBeInTheDocument();
      expect(save()).toBeDisabled();
      await user.click(screen.getByRole('combobox', { name: 'End year' }));
      await user.click(screen.getByRole('option', { name: String(year) }));
      await waitFor(() => expect(screen.queryByText('Please select a valid date range')).not.toBeInTheDocument());
      await waitFor(() => expect(save()).toBeEnabled());
    },
    MANY_INPUTS_MS,
  );

  it("Project: an end year without a start year reads 'Please select a start date'", async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(json({ data: [{ name: 'Australia', iso2: 'AU', phone_code: '61' }] }));
    renderDialog(<ProjectDialog open onClose={vi.fn()} />);
    for (const [label, message] of [
      [/Title\/Position\/Role/, 'Title/Position/Role cannot be empty'],
      [/Company\/Project/, 'Company/Project cannot be empty'],
      [/City/, 'City cannot be empty'],
    ] as const) {
      fireEvent.blur(screen.getByRole('textbox', { name: label }));
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    await user.click(screen.getByRole('combobox', { name: 'End year' }));
    await user.click(screen.getByRole('option', { name: String(new Date().getFullYear()) }));
    expect(await screen.findByText('Please select a start date')).toBeInTheDocument();
    expect(save()).toBeDisabled();
  });

  it(
    'Billing: required fields, a valid owner email, then Billing Details Updated.',
    async () => {
      fetchMock.mockResolvedValueOnce(json({ data: {}, message: 'Billing Details Updated.', position: '9' }));
      const onClose = vi.fn();
      renderDialog(<BillingDialog open onClose={onClose} />);
      fireEvent.blur(screen.getByRole('textbox', { name: /Company Name/ }));
      expect(await screen.findByText('Company Name is required')).toBeInTheDocument();
      fireEvent.change(screen.getByRole('textbox', { name: /Owner email/ }), { target: { value: 'nope' } });
      expect(await screen.findByText('Must be a valid email')).toBeInTheDocument();
      expect(save()).toBeDisabled();
      const fill = (name: RegExp, value: string) =>
        fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });
      fill(/Owner email/, 'owner@example.com');
      fill(/Company Name/, 'Studio');
      fill(/Company Address/, '1 George St');
      fill(/Bank Name/, 'CBA');
      fill(/Account Name/, 'Studio');
      fill(/Account Number/, '123');
      fill(/BSB Number/, '062-00');
      expect(await screen.findByText('Account Number must be 6 to 10 digits')).toBeInTheDocument();
      expect(await screen.findByText('BSB Number must be 6 digits')).toBeInTheDocument();
      expect(save()).toBeDisabled();
      fill(/Account Number/, '0012 3456');
      fill(/BSB Number/, '062-000');
      await waitFor(() => expect(save()).toBeEnabled());
      fireEvent.click(save());
      expect(await screen.findByText('Billing Details Updated.')).toBeInTheDocument();
      await waitFor(() => expect(onClose).toHaveBeenCalled());
      // Strings of digits end to end, leading zeros kept.
      expect((sentJson(fetchMock.mock.calls[0][1]) as { billing_profile: unknown }).billing_profile).toMatchObject({
        company_name: 'Studio',
        account_number: '00123456',
        bsb_number: '062000',
      });
    },
    MANY_INPUTS_MS,
  );

  it('Preferred Practitioner Group: single choice, saved as a poll answer of slot 0', async () => {
    fetchMock.mockResolvedValueOnce(json({ data: {}, message: 'Profile updated successfully', position: '3' }));
    renderDialog(<PractitionerGroupDialog open onClose={vi.fn()} />);
    expect(screen.getByText('Select a practitioner group')).toBeInTheDocument();
    expect(save()).toBeDisabled();
    fireEvent.click(screen.getByLabelText('Design'));
    fireEvent.click(save());
    expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/user/specialist/update-videoask/p1');
    expect(sentJson(init)).toEqual({
      video_ask: [{ question_id: 'preferred-practitioner-group', type: 'poll', poll_options: [{ id: 3 }] }],
    });
  });

  it('Admired Brands or Companies: not blank', async () => {
    renderDialog(<AdmiredBrandsDialog open onClose={vi.fn()} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Brands or companies' }), { target: { value: '  ' } });
    expect(await screen.findByText('Admired brands or companies cannot be empty')).toBeInTheDocument();
    expect(save()).toBeDisabled();
  });

  it("the Remove confirmation has the spec's defaults", () => {
    renderDialog(<ConfirmDialog open onClose={vi.fn()} onConfirm={vi.fn(async () => undefined)} />);
    expect(screen.getByText('Remove')).toBeInTheDocument();
    expect(screen.getByText('Are you sure you want to remove this section?')).toBeInTheDocument();
    expect(screen.getByTestId('confirm-no')).toHaveTextContent('No, Cancel');
    expect(screen.getByTestId('confirm-yes')).toHaveTextContent('Yes, Please');
  });
});

describe('the profile page (spec 2.6)', () => {
  const filled = aProfile({
    industry_title: 'Product Designer',
    specialist_skills: Array.from({ length: 8 }, (_, i) => ({
      id: i + 1,
      skill_id: i + 1,
      specialist_id: 'p1',
      createdAt: '',
      updatedAt: '',
      dv_skills: { id: i + 1, skill_title: `Skill ${i + 1}` },
    })),
  });

  it('shows a skeleton, then the owner gets the Edit/View toggle and edit controls in edit mode', async () => {
    fetchMock.mockResolvedValue(json({ data: filled, avatar: null }));
    renderWithAdmin(<ProfileView profileId="p1" owner />);
    expect(screen.getByTestId('profile-skeleton')).toBeInTheDocument();
    expect(screen.queryByTestId('mode-toggle')).not.toBeInTheDocument();
    await screen.findByTestId('profile-page');
    expect(screen.getByTestId('mode-toggle')).toBeInTheDocument();
    expect(screen.queryByTestId('edit-skills')).not.toBeInTheDocument();
    fireEvent.click(screen.getByTestId('mode-edit'));
    expect(screen.getByTestId('edit-skills')).toBeInTheDocument();
    expect(screen.getByTestId('practitioner-group-empty')).toHaveTextContent('No items added');
    expect(screen.getByTestId('practitioner-group-add')).toHaveTextContent('Add New');
    // Each empty section's 'Add New' is named by its section, so no two buttons share a name.
    const adds = screen
      .getAllByRole('button', { name: /^Add New: / })
      .map((button) => button.getAttribute('aria-label'));
    expect(adds.length).toBeGreaterThan(1);
    expect(new Set(adds).size).toBe(adds.length);
    expect(screen.getByTestId('practitioner-group-add')).toHaveAccessibleName('Add New: Preferred Practitioner Group');
  });

  it("shows 6 skills first with 'View +N More' / 'Show less'", async () => {
    fetchMock.mockResolvedValue(json({ data: filled, avatar: null }));
    renderWithAdmin(<ProfileView profileId="p1" owner={false} />);
    const list = await screen.findByTestId('skills-list');
    expect(within(list).getAllByText(/Skill \d/)).toHaveLength(6);
    fireEvent.click(screen.getByText('View +2 More'));
    expect(within(screen.getByTestId('skills-list')).getAllByText(/Skill \d/)).toHaveLength(8);
    fireEvent.click(screen.getByText('Show less'));
    expect(within(screen.getByTestId('skills-list')).getAllByText(/Skill \d/)).toHaveLength(6);
  });

  it("renders no edit control for other viewers, hides unanswered answers, and reads '--' and the empty texts", async () => {
    fetchMock.mockResolvedValue(json({ data: aProfile({ first_name: '', last_name: '' }), avatar: null }));
    const { container } = renderWithAdmin(<ProfileView profileId="p1" owner={false} />);
    await screen.findByTestId('profile-page');
    expect(container.querySelectorAll('[data-owner-control]')).toHaveLength(0);
    expect(screen.queryByTestId('mode-toggle')).not.toBeInTheDocument();
    expect(container.querySelector('input[type=file]')).toBeNull();
    expect(screen.queryByTestId('answer-2')).not.toBeInTheDocument();
    expect(screen.queryByTestId('practitioner-group')).not.toBeInTheDocument();
    expect(screen.getByTestId('profile-name')).toHaveTextContent('--');
    expect(screen.getByTestId('skills-empty')).toHaveTextContent('No skill added');
    expect(screen.getByTestId('certificates-empty')).toHaveTextContent('No certifications added');
    expect(screen.getByTestId('projects-empty')).toHaveTextContent('No projects added');
    expect(screen.getByTestId('interests-empty')).toHaveTextContent('No interests added');
    // What the API withheld from this reader (billing, contact) has no row at all.
    expect(screen.queryByTestId('side-billing')).not.toBeInTheDocument();
  });
});

describe('the external video-ask welcome page (spec 2.6, 7)', () => {
  const answering = (url: string | null) =>
    fetchMock.mockImplementation(async (path: string) => {
      if (path.includes('/user/videoask/welcome')) return json({ url });
      if (path.includes('/user/videoask/updateToken')) return json({ update_token: 'tok-1' });
      return json({}, 404);
    });

  it('opens the configured page in a popup, with the address and an update token in its fragment', async () => {
    answering('https://ask.example.org/fw3lcome0k');
    renderDialog(<VideoAskEmbedButton />);
    await userEvent.click(await screen.findByTestId('videoask-open'));
    const dialog = await screen.findByRole('dialog', { name: 'Video questions' });
    expect(within(dialog).getByTitle('Video questions').getAttribute('src')).toBe(
      'https://ask.example.org/fw3lcome0k#contact_email=priya%40example.com&update_token=tok-1',
    );
  });

  it('is not offered when the platform has none: the built-in recorder stays', async () => {
    answering(null);
    renderDialog(<VideoAskEmbedButton />);
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(expect.stringContaining('/user/videoask/welcome'), expect.anything()),
    );
    expect(screen.queryByTestId('videoask-open')).toBeNull();
  });
});
