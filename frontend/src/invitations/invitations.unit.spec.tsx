import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Notification } from 'react-admin';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadFeatureMessages } from '../providers/i18nProvider';
import { aCard, aMember, aNetwork, fakeDataProvider } from '../test/hiringData';
import { renderWithAdmin, signIn } from '../test/renderWithAdmin';
import { InvitationCreate } from './InvitationCreate';

beforeAll(() => loadFeatureMessages('hiring'));

const SKILLS = [
  { id: 1, skill_title: 'Figma' },
  { id: 2, skill_title: 'React' },
  { id: 7, skill_title: 'Swift' },
];

function renderInvite() {
  signIn('business_owner');
  const fake = fakeDataProvider({
    lists: {
      skills: SKILLS,
      specialists: [
        aCard(),
        aCard({
          id: 's2',
          first_name: 'Liam',
          last_name: 'Chen',
          skills: [{ id: 7, title: 'Swift' }],
          completeness: 40,
        }),
      ],
      'network-members': [aMember({ specialist_id: 's2', status: 'joined' })],
    },
  });
  renderWithAdmin(
    <>
      <InvitationCreate network={aNetwork()} onClose={vi.fn()} />
      <Notification />
    </>,
    { dataProvider: fake.dataProvider },
  );
  return fake.spies;
}

describe('the invite dialog', () => {
  it('searches specialists by skills (ranked by relevance) and invites one from their card', async () => {
    const spies = renderInvite();
    const dialog = await screen.findByTestId('invite-dialog');
    const cards = await within(dialog).findAllByTestId('specialist-card');
    expect(cards.map((card) => within(card).getByTestId('specialist-name').textContent)).toEqual([
      'Priya Sharma',
      'Liam Chen',
    ]);
    // Already a member: no Invite button on that card.
    expect(within(cards[1]).getByTestId('specialist-invited')).toHaveTextContent('Member');
    expect(spies.getList).toHaveBeenCalledWith(
      'specialists',
      expect.objectContaining({ sort: { field: 'completeness', order: 'DESC' } }),
    );

    // Two skills: the search asks for both and sorts by relevance.
    const skills = within(dialog).getByRole('combobox', { name: 'Skills' });
    for (const skill of ['Figma', 'React']) {
      await userEvent.click(skills);
      await userEvent.click(await screen.findByRole('option', { name: skill }));
    }
    await waitFor(() =>
      expect(spies.getList).toHaveBeenLastCalledWith(
        'specialists',
        expect.objectContaining({ filter: { skill_ids: [1, 2] }, sort: { field: 'relevance', order: 'DESC' } }),
      ),
    );
    expect((await within(dialog).findAllByTestId('specialist-relevance'))[0]).toHaveTextContent(
      'Matches 2 of 2 skills',
    );

    await userEvent.click(within(dialog).getAllByTestId('specialist-invite')[0]);
    await waitFor(() =>
      expect(spies.create).toHaveBeenCalledWith(
        'invitations',
        expect.objectContaining({ data: { network_id: 'n1', specialist_id: 's1' } }),
      ),
    );
    expect(await screen.findByText('Invitation sent')).toBeInTheDocument();
    expect(
      await within(within(dialog).getAllByTestId('specialist-card')[0]).findByTestId('specialist-invited'),
    ).toHaveTextContent('Invited');
  });

  it('invites by email, which the domain schema checks first', async () => {
    const spies = renderInvite();
    await userEvent.click(await screen.findByTestId('invite-tab-email'));
    const email = screen.getByTestId('invite-email');
    const send = screen.getByTestId('invite-email-send');
    await userEvent.type(email, 'not-an-address');
    await waitFor(() => expect(send).toBeDisabled());
    await userEvent.clear(email);
    await userEvent.type(email, 'newcomer@example.com');
    await waitFor(() => expect(send).toBeEnabled());
    await userEvent.click(send);
    await waitFor(() =>
      expect(spies.create).toHaveBeenCalledWith(
        'invitations',
        expect.objectContaining({ data: { network_id: 'n1', email: 'newcomer@example.com' } }),
      ),
    );
    expect(await screen.findByTestId('invite-email-sent')).toHaveTextContent(
      'Invitation sent to newcomer@example.com.',
    );
    await waitFor(() => expect(email).toHaveValue(''));

    // A refused next address: its error stands alone, the earlier success goes.
    spies.create.mockRejectedValueOnce(
      Object.assign(new Error('This address belongs to an admin'), {
        status: 400,
        body: { error: { code: 'validation', message: 'This address belongs to an admin' } },
      }),
    );
    await userEvent.type(email, 'admin@example.com');
    await waitFor(() => expect(send).toBeEnabled());
    await userEvent.click(send);
    await waitFor(() => expect(spies.create).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(screen.queryByTestId('invite-email-sent')).toBeNull());
  });

  it('shows the server’s refusal, translated by its code', async () => {
    const spies = renderInvite();
    spies.create.mockRejectedValueOnce(
      Object.assign(new Error('This specialist is already invited to or a member of this network'), {
        status: 409,
        body: {
          error: {
            code: 'conflict',
            message: 'This specialist is already invited to or a member of this network',
            message_code: 'network.alreadyInvited',
          },
        },
      }),
    );
    const dialog = await screen.findByTestId('invite-dialog');
    await userEvent.click((await within(dialog).findAllByTestId('specialist-invite'))[0]);
    expect(
      await screen.findByText('This specialist is already invited to or a member of this network'),
    ).toBeInTheDocument();
    expect(within(dialog).getAllByTestId('specialist-invite')).toHaveLength(1);
  });
});
