import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError, testDataProvider, type DataProvider } from 'react-admin';
import { Route } from 'react-router-dom';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadFeatureMessages, loadMessages } from '../../providers/i18nProvider';
import { renderWithAdmin } from '../../test/renderWithAdmin';
import { storedGrant } from '../grants';
import type { SharedContent } from '../sharingTypes';
import SharedMemberPage from './SharedMemberPage';
import SharedProjectPage from './SharedProjectPage';
import SharedTeamPage from './SharedTeamPage';

// The pages' wording loads with them (SHARED_PAGE_WORDING): loaded ahead, so a busy machine does not outlast findBy's wait.
beforeAll(() => Promise.all([loadFeatureMessages('sharing'), loadFeatureMessages('catalogs')]));

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUv12';
const gone = (code: string) =>
  new HttpError('Gone', 410, { error: { code: 'gone', message: 'Gone', message_code: code } });
const refused = (status: number, code: string) =>
  new HttpError('No', status, { error: { code: 'x', message: 'No', message_code: code } });

const member = {
  id: 's1',
  name: 'Priya Sharma',
  avatar: null,
  role: 'Lead designer',
  industry_title: 'Product designer',
  level: 3,
  top_skills: ['Figma', 'UX research'],
  languages: [
    { title: 'English', code: 'en' },
    { title: 'Hindi', code: 'hi' },
  ],
};
const team: SharedContent = {
  kind: 'team',
  mode: 'frozen',
  frozen_at: '2026-11-01T09:00:00Z',
  anonymised: false,
  shared_by: { company_name: 'Acme Studio', logo: '/media/logos/acme.webp' },
  name: 'Launch squad',
  purpose: 'Ships the client portal',
  members: [member],
};

interface Fake {
  state?: object | Error;
  content?: SharedContent | Error;
  profile?: SharedContent | Error;
  open?: (data: Record<string, unknown>) => object | Error;
}

function fake({
  state = { target_type: 'team', gate: 'none', status: 'active', expires_at: null },
  content = team,
  profile,
  open = () => ({ grant: 'g-1', expires_at: '2099-01-01T00:00:00Z' }),
}: Fake) {
  const answer = async (value: unknown): Promise<object> => {
    if (value instanceof Error) throw value;
    return value as object;
  };
  const spies = {
    getOne: vi.fn(async (_resource: string, { id, meta }: { id: string; meta: { part: string } }) => {
      if (meta.part === 'state') return { data: { id, ...(await answer(state)) } };
      return { data: { id, content: await answer(meta.part === 'profile' ? profile : content) } };
    }),
    create: vi.fn(
      async (_resource: string, { data, meta }: { data: Record<string, unknown>; meta: { action: string } }) =>
        meta.action === 'email-code'
          ? { data: { id: data.token } }
          : { data: { id: data.token, ...(await answer(open(data))) } },
    ),
  };
  return { dataProvider: testDataProvider(spies as unknown as Partial<DataProvider>), spies };
}

const renderAt = (path: string, given: ReturnType<typeof fake>, locale = 'en') =>
  renderWithAdmin(<SharedTeamPage />, {
    path,
    locale,
    routePath: '/shared-team/:token',
    dataProvider: given.dataProvider,
    extraRoutes: (
      <>
        <Route path="/shared-team/:token/:profileId" element={<SharedMemberPage />} />
        <Route path="/shared-project/:token" element={<SharedProjectPage />} />
      </>
    ),
  });

describe('a shared team', () => {
  it('opens a link without a gate once, keeps the grant for the tab, and shows the team and its member cards', async () => {
    const given = fake({});
    renderAt(`/shared-team/${TOKEN}`, given);

    expect(await screen.findByTestId('shared-name')).toHaveTextContent('Launch squad');
    expect(screen.getByTestId('shared-purpose')).toHaveTextContent('Ships the client portal');
    expect(screen.getByTestId('shared-version')).toHaveTextContent('As shared on November 1, 2026');
    const card = screen.getByTestId('shared-member');
    expect(within(card).getByTestId('shared-member-name')).toHaveTextContent('Priya Sharma');
    expect(within(card).getAllByRole('link')).toHaveLength(1);
    expect(within(card).getByTestId('shared-member-title')).toHaveTextContent('Product designer');
    expect(within(card).getByTestId('shared-member-role')).toHaveTextContent('Lead designer');
    expect(within(card).getByTestId('shared-member-level')).toHaveTextContent('Experienced');
    expect(within(card).getByTestId('shared-member-skills')).toHaveTextContent('FigmaUX research');
    expect(within(card).getByTestId('shared-member-languages')).toHaveTextContent('English · Hindi');
    expect(within(card).getByRole('link', { name: 'Priya Sharma' }).getAttribute('href')).toBe(
      `/shared-team/${TOKEN}/s1`,
    );

    expect(given.spies.create).toHaveBeenCalledTimes(1);
    expect(given.spies.create.mock.calls[0][1]).toMatchObject({ data: { token: TOKEN }, meta: { action: 'open' } });
    expect(given.spies.getOne.mock.calls.find(([, params]) => params.meta.part === 'content')![1]).toMatchObject({
      id: TOKEN,
      meta: { part: 'content', grant: 'g-1', targetType: 'team' },
    });
    expect(storedGrant(TOKEN)).toBe('g-1');
    // The footer learns the sharer from the page's content through context, one render after the content.
    await waitFor(() => expect(screen.getByTestId('shared-by')).toHaveTextContent('Shared privately by Acme Studio.'));
    expect(screen.getByTestId('shared-company-logo').getAttribute('src')).toBe('/media/logos/acme.webp');
    // A link made without show_rates shows no cost.
    expect(screen.queryByTestId('shared-cost')).toBeNull();
  });

  it('opens a member’s profile in the profile layout, without contact or billing rows', async () => {
    const profile: SharedContent = {
      kind: 'profile',
      mode: 'live',
      frozen_at: null,
      anonymised: false,
      shared_by: null,
      profile: {
        id: 's1',
        first_name: 'Priya',
        last_name: 'Sharma',
        industry_title: 'Product designer',
        skills: [{ id: 1, title: 'Figma' }],
        languages: [{ id: 2, title: 'English' }],
        country: 'India',
      },
    };
    const given = fake({ profile });
    renderAt(`/shared-team/${TOKEN}`, given);
    // The team page is a lazy chunk with its wording: a busy machine takes longer than findBy's default second.
    await userEvent.click(await screen.findByRole('link', { name: 'Priya Sharma' }, { timeout: 5_000 }));

    expect(await screen.findByTestId('profile-name')).toHaveTextContent('Priya Sharma');
    expect(screen.getByTestId('skills-list')).toHaveTextContent('Figma');
    expect(screen.getByTestId('side-location')).toHaveTextContent('India');
    for (const row of ['side-phone', 'side-mail', 'side-billing']) expect(screen.queryByTestId(row)).toBeNull();
    expect(document.querySelector('[data-owner-control]')).toBeNull();
    expect(screen.getByTestId('shared-back').getAttribute('href')).toBe(`/shared-team/${TOKEN}`);
    expect(given.spies.getOne.mock.calls.find(([, params]) => params.meta.part === 'profile')![1]).toMatchObject({
      id: TOKEN,
      meta: { part: 'profile', profileId: 's1', grant: 'g-1' },
    });
    // The grant of the team page is reused: still one open, one view.
    expect(given.spies.create).toHaveBeenCalledTimes(1);
  });

  it('answers 404 for a profile that is not in the team, with the way back', async () => {
    sessionStorage.setItem(`dth_share_grant:${TOKEN}`, JSON.stringify({ grant: 'g-1', expires_at: null }));
    renderAt(`/shared-team/${TOKEN}/s9`, fake({ profile: refused(404, 'shareLink.profileNotInTeam') }));
    expect(await screen.findByTestId('share-link-state-title')).toHaveTextContent(
      'This profile is not part of what was shared',
    );
    // Without a company the footer keeps the neutral line.
    expect(screen.getByTestId('shared-by')).toHaveTextContent('Shared privately through DTH.');
    expect(screen.getByRole('link', { name: 'Back to the team' }).getAttribute('href')).toBe(`/shared-team/${TOKEN}`);
  });
});

describe('a link that shows nothing', () => {
  it.each([
    ['shareLink.expired', 'This link has expired'],
    ['shareLink.revoked', 'This link was revoked'],
    ['shareLink.exhausted', 'This link has reached its view limit'],
  ])('410 %s: “%s”', async (code, title) => {
    const given = fake({ state: gone(code) });
    renderAt(`/shared-team/${TOKEN}`, given);
    expect(await screen.findByTestId('share-link-state-title')).toHaveTextContent(title);
    expect(screen.getByTestId('share-link-status-code')).toHaveTextContent('Error 410');
    expect(given.spies.create).not.toHaveBeenCalled();
  });

  it('404 for an unknown token, and for a project’s token on the team page', async () => {
    renderAt(`/shared-team/${TOKEN}`, fake({ state: refused(404, 'shareLink.notFound') }));
    expect(await screen.findByTestId('share-link-state-title')).toHaveTextContent('This link does not exist');
  });

  it('asks search engines not to index the page and the browser not to send its address on', async () => {
    renderAt(`/shared-team/${TOKEN}`, fake({ state: gone('shareLink.expired') }));
    await screen.findByTestId('share-link-state');
    expect(document.head.querySelector('meta[name=robots]')?.getAttribute('content')).toBe('noindex, nofollow');
    expect(document.head.querySelector('meta[name=referrer]')?.getAttribute('content')).toBe('no-referrer');
  });
});

describe('gates', () => {
  it('a passcode: a wrong one under the field, too many attempts as an alert, the right one opens', async () => {
    let attempts = 0;
    const given = fake({
      state: { target_type: 'team', gate: 'passcode', status: 'active', expires_at: null },
      open: ({ passcode }) => {
        attempts += 1;
        if (attempts === 2) return refused(429, 'shareLink.tooManyAttempts');
        return passcode === 'open sesame'
          ? { grant: 'g-2', expires_at: null }
          : refused(403, 'shareLink.wrongPasscode');
      },
    });
    renderAt(`/shared-team/${TOKEN}`, given);
    const input = await screen.findByLabelText('Passcode');
    await userEvent.click(screen.getByTestId('passcode-submit'));
    expect(await screen.findByText('Enter the passcode to open this link')).toBeInTheDocument();
    expect(given.spies.create).not.toHaveBeenCalled();

    await userEvent.type(input, 'nope');
    await userEvent.click(screen.getByTestId('passcode-submit'));
    expect(await screen.findByText('The passcode is not right')).toBeInTheDocument();

    await userEvent.click(screen.getByTestId('passcode-submit'));
    expect(await screen.findByTestId('gate-alert')).toHaveTextContent('Too many wrong attempts; try again later');

    await userEvent.clear(input);
    await userEvent.type(input, 'open sesame');
    await userEvent.click(screen.getByTestId('passcode-submit'));
    expect(await screen.findByTestId('shared-name')).toHaveTextContent('Launch squad');
    expect(given.spies.create.mock.calls.at(-1)![1]).toMatchObject({
      data: { token: TOKEN, passcode: 'open sesame' },
      meta: { action: 'open' },
    });
    expect(storedGrant(TOKEN)).toBe('g-2');
  });

  it('an email code: the address, then the mailed code', async () => {
    const given = fake({
      state: { target_type: 'team', gate: 'email', status: 'active', expires_at: null },
      open: ({ email, code }) =>
        email === 'ana@client.example' && code === '123456'
          ? { grant: 'g-3', expires_at: null }
          : refused(403, 'shareLink.wrongCode'),
    });
    renderAt(`/shared-team/${TOKEN}`, given);
    await userEvent.type(await screen.findByLabelText('Email address'), 'Ana@Client.example');
    await userEvent.click(screen.getByTestId('gate-email-submit'));
    expect(await screen.findByTestId('code-gate')).toHaveTextContent(
      'If ana@client.example may open this page, a 6-digit code is on its way.',
    );
    expect(given.spies.create.mock.calls[0][1]).toMatchObject({
      data: { token: TOKEN, email: 'ana@client.example', locale: 'en' },
      meta: { action: 'email-code' },
    });

    await userEvent.type(screen.getByLabelText('6-digit code'), '654321');
    await userEvent.click(screen.getByTestId('gate-code-submit'));
    expect(await screen.findByText('The code is not right or has expired')).toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText('6-digit code'));
    await userEvent.type(screen.getByLabelText('6-digit code'), '123456');
    await userEvent.click(screen.getByTestId('gate-code-submit'));
    expect(await screen.findByTestId('shared-name')).toHaveTextContent('Launch squad');
  });

  it('a grant the server no longer takes sends the visitor back through the gate', async () => {
    sessionStorage.setItem(`dth_share_grant:${TOKEN}`, JSON.stringify({ grant: 'old', expires_at: null }));
    const given = fake({
      state: { target_type: 'team', gate: 'passcode', status: 'active', expires_at: null },
      content: refused(403, 'shareLink.grantRequired'),
    });
    renderAt(`/shared-team/${TOKEN}`, given);
    expect(await screen.findByTestId('passcode-gate')).toBeInTheDocument();
    await waitFor(() => expect(storedGrant(TOKEN)).toBeNull());
  });
});

describe('a shared project', () => {
  const project: SharedContent = {
    kind: 'project',
    mode: 'live',
    frozen_at: null,
    anonymised: false,
    shared_by: null,
    name: 'Client portal',
    brief: 'A portal for the client’s customers',
    engagement_type: 'DPD',
    project_type: { id: 1, title: 'Website Design & Build' },
    status: 'posted',
    start_date: '2026-12-01',
    end_date: '2027-03-01',
    budget: null,
    team_name: 'Launch squad',
    members: [member],
    milestones: [{ id: '0', title: 'Design sign-off', due_date: '2026-12-20', status: 'todo', description: null }],
  };

  it('lets the client approve the project, and thanks them', async () => {
    const given = fake({
      state: { target_type: 'project', gate: 'none', status: 'active', expires_at: null },
      content: project,
      open: (data) => (data.kind ? { id: 'r-3' } : { grant: 'g-1', expires_at: '2099-01-01T00:00:00Z' }),
    });
    renderAt(`/shared-project/PrOjEcTtOkEn1234567890ab`, given);
    const user = userEvent.setup();
    expect(await screen.findByRole('button', { name: 'Request an intro to Priya Sharma' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Approve this project' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve this project' });
    await user.click(within(dialog).getByLabelText(/Your name/));
    await user.paste('Ada');
    await user.click(within(dialog).getByLabelText(/Your email address/));
    await user.paste('ada@client.example');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByTestId('client-request-sent')).toBeInTheDocument();
    expect(given.spies.create.mock.calls.find(([, p]) => p.meta.action === 'request')![1].data).toMatchObject({
      kind: 'approve',
      name: 'Ada',
    });
  });

  it('shows the brief, engagement, dates, team and milestones, and no budget unless it is shared', async () => {
    renderAt(
      `/shared-project/${TOKEN}`,
      fake({ state: { target_type: 'project', gate: 'none', status: 'active', expires_at: null }, content: project }),
    );
    expect(await screen.findByTestId('shared-name')).toHaveTextContent('Client portal');
    expect(screen.getByTestId('shared-brief')).toHaveTextContent('A portal for the client’s customers');
    expect(screen.getByTestId('shared-engagement')).toHaveTextContent('Digital project delivery');
    expect(screen.getByTestId('shared-dates')).toHaveTextContent('Dec 1, 2026 – Mar 1, 2027');
    expect(screen.getByText('Team: Launch squad')).toBeInTheDocument();
    expect(screen.getByTestId('shared-milestone')).toHaveTextContent('Design sign-off');
    expect(screen.getByTestId('shared-milestone')).toHaveTextContent('To do');
    expect(screen.queryByTestId('shared-budget')).toBeNull();
    expect(within(screen.getByTestId('shared-member')).getByRole('link').getAttribute('href')).toBe(
      `/shared-team/${TOKEN}/s1`,
    );
  });

  it('shows the budget when the owner shared it', async () => {
    renderAt(
      `/shared-project/${TOKEN}`,
      fake({
        state: { target_type: 'project', gate: 'none', status: 'active', expires_at: null },
        content: { ...project, budget: { amount: 42000, currency: 'EUR' } },
      }),
    );
    expect(await screen.findByTestId('shared-budget')).toHaveTextContent('€42,000');
  });
});

describe('a client answering a shared team', () => {
  const REQUEST_TOKEN = 'ReQuEsTtOkEn1234567890ab';
  // Pasted, not typed key by key: the page is heavy for jsdom.
  const fill = async (user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) => {
    await user.click(field);
    await user.paste(text);
  };
  const answering = (request: (data: Record<string, unknown>) => object | Error) =>
    fake({
      open: (data) => (data.kind ? request(data) : { grant: 'g-1', expires_at: '2099-01-01T00:00:00Z' }),
    });

  it('asks for an intro to a member with the grant, then thanks them', async () => {
    const given = answering(() => ({ id: 'r-1' }));
    renderAt(`/shared-team/${REQUEST_TOKEN}`, given);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Request an intro to Priya Sharma' }));
    const dialog = await screen.findByRole('dialog', { name: 'Meet Priya Sharma' });
    await fill(user, within(dialog).getByLabelText(/Your name/), 'Ada Client');
    await fill(user, within(dialog).getByLabelText(/Your email address/), 'ada@client.example');
    await fill(user, within(dialog).getByLabelText(/Message/), 'Monday?');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByTestId('client-request-sent')).toHaveTextContent(
      'Thank you: the owner has been told',
    );
    const [, params] = given.spies.create.mock.calls.find(([, p]) => p.meta.action === 'request')!;
    expect(params).toEqual({
      data: {
        token: REQUEST_TOKEN,
        kind: 'intro',
        profile_id: 's1',
        name: 'Ada Client',
        email: 'ada@client.example',
        message: 'Monday?',
      },
      meta: { action: 'request', grant: 'g-1' },
    });
  });

  it('asks for an intro from a member’s own page, naming the id the page shows them under', async () => {
    const profile: SharedContent = {
      kind: 'profile',
      mode: 'live',
      frozen_at: null,
      anonymised: true,
      shared_by: null,
      profile: { id: 'p-7f3a', first_name: 'Priya', last_name: 'S.', skills: [], languages: [] },
    };
    const given = fake({
      profile,
      open: (data) => (data.kind ? { id: 'r-4' } : { grant: 'g-1', expires_at: '2099-01-01T00:00:00Z' }),
    });
    renderAt(`/shared-team/${REQUEST_TOKEN}/p-7f3a`, given);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Request an intro to Priya S.' }, { timeout: 5_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Meet Priya S.' });
    await fill(user, within(dialog).getByLabelText(/Your name/), 'Ada Client');
    await fill(user, within(dialog).getByLabelText(/Your email address/), 'ada@client.example');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByTestId('client-request-sent')).toBeInTheDocument();
    const [, params] = given.spies.create.mock.calls.find(([, p]) => p.meta.action === 'request')!;
    expect(params).toMatchObject({
      data: { token: REQUEST_TOKEN, kind: 'intro', profile_id: 'p-7f3a', name: 'Ada Client' },
      meta: { action: 'request', grant: 'g-1' },
    });
  });

  it('approves and comments; a refused comment shows the field’s message and no thanks', async () => {
    const bad = new HttpError('Bad', 400, {
      error: {
        code: 'validation',
        message: 'Write your comment',
        message_code: 'shareLink.requestMessageRequired',
        fields: { message: 'Write your comment' },
        field_codes: { message: 'shareLink.requestMessageRequired' },
      },
    });
    const given = answering((data) => (data.kind === 'comment' ? bad : { id: 'r-2' }));
    renderAt(`/shared-team/${REQUEST_TOKEN}`, given);
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('shared-comment'));
    const dialog = await screen.findByRole('dialog', { name: 'Comment on this team' });
    await fill(user, within(dialog).getByLabelText(/Your name/), 'Ada');
    await fill(user, within(dialog).getByLabelText(/Your email address/), 'ada@client.example');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Write your comment')).toBeInTheDocument();
    expect(within(dialog).queryByTestId('client-request-sent')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByTestId('shared-approve'));
    const approve = await screen.findByRole('dialog', { name: 'Approve this team' });
    await fill(user, within(approve).getByLabelText(/Your name/), 'Ada');
    await fill(user, within(approve).getByLabelText(/Your email address/), 'ada@client.example');
    await user.click(within(approve).getByRole('button', { name: 'Send' }));
    expect(await within(approve).findByTestId('client-request-sent')).toBeInTheDocument();
    expect(
      given.spies.create.mock.calls.filter(([, p]) => p.meta.action === 'request').map(([, p]) => p.data.kind),
    ).toEqual(['comment', 'approve']);
  });
});

describe('a Chinese visitor', () => {
  // Loaded here, after the English tests' beforeAll: the Chinese pages' wording is in zh's feature chunks.
  const inChinese = async () => {
    await loadMessages('zh');
    const given = fake({
      content: {
        ...team,
        members: [member, { ...member, id: 's2', name: 'Erased user', languages: [{ title: 'French', code: 'fr' }] }],
        cost_per_week: { amount: 3062.5, currency: 'EUR' },
      },
    });
    renderAt(`/shared-team/${TOKEN}`, given, 'zh');
    await Promise.all([loadFeatureMessages('sharing'), loadFeatureMessages('catalogs')]);
    return given;
  };

  it('reads languages and an erased member’s name in Chinese, as the signed-in pages word them', async () => {
    await inChinese();
    const [priya, erased] = await screen.findAllByTestId('shared-member', {}, { timeout: 5_000 });
    expect(within(priya).getByTestId('shared-member-languages')).toHaveTextContent('英语 · 印地语');
    expect(within(erased).getByTestId('shared-member-name')).toHaveTextContent('已删除的用户');
    expect(within(erased).getByTestId('shared-member-languages')).toHaveTextContent('法语');
    expect(document.body.textContent).not.toContain('Erased user');
    await waitFor(() => expect(screen.getByTestId('shared-by')).toHaveTextContent('由 Acme Studio 私密分享。'));
    expect(screen.getByTestId('shared-cost')).toHaveTextContent(/^每周成本：€3,062\.50$/);
  });

  it('reads a shared project’s type from the reference list in Chinese', async () => {
    await loadMessages('zh');
    const project: SharedContent = {
      kind: 'project',
      mode: 'live',
      frozen_at: null,
      anonymised: false,
      shared_by: null,
      name: 'Client portal',
      brief: null,
      engagement_type: 'DTH',
      project_type: { id: 1, title: 'Website Design & Build' },
      status: 'posted',
      start_date: null,
      end_date: null,
      budget: null,
      team_name: null,
      members: [],
      milestones: [],
    };
    renderAt(
      `/shared-project/${TOKEN}`,
      fake({ state: { target_type: 'project', gate: 'none', status: 'active', expires_at: null }, content: project }),
      'zh',
    );
    await Promise.all([loadFeatureMessages('sharing'), loadFeatureMessages('catalogs')]);
    expect(await screen.findByTestId('shared-project-type', {}, { timeout: 5_000 })).toHaveTextContent(
      '网站设计与建设',
    );
  });
});
