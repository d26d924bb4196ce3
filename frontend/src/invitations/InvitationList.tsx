import type { Identifier } from 'react-admin';
import { useFormatters } from '../i18n/useFormatters';
import { useTranslate } from 'react-admin';
import { PendingInvitations } from './PendingInvitations';
import { usePersonName } from '../components/fullName';

export interface Invitation {
  id: Identifier;
  network_id: string;
  network_name: string;
  owner_name: string;
  invited_at: string;
  status: string;
}

const WORDING = {
  title: 'app.hiring.invitations.title',
  empty: 'app.hiring.invitations.empty',
  loadFailed: 'app.hiring.common.load_failed',
  accept: 'app.hiring.invitations.accept',
  decline: 'app.hiring.invitations.decline',
  accepted: 'app.hiring.network_messages.accepted',
  declined: 'app.hiring.network_messages.declined',
};

/** A specialist's pending invitations to networks (GET /invitations), each with Accept and Decline. */
export function InvitationList() {
  const translate = useTranslate();
  const personName = usePersonName();
  const { date } = useFormatters();
  return (
    <PendingInvitations<Invitation>
      resource="invitations"
      wording={WORDING}
      testId="invitation"
      describe={(invitation) => ({
        title: invitation.network_name,
        subtitle: translate('app.hiring.invitations.from', {
          name: personName(invitation.owner_name),
          date: date(invitation.invited_at, { dateStyle: 'medium' }),
        }),
      })}
    />
  );
}
