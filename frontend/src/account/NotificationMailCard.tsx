import { Card, CardContent, CardHeader, Checkbox, FormControlLabel, FormGroup } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate, useUpdate } from 'react-admin';
import type { Me } from '../providers/accountsApi';
import { shownErrorOf } from '../providers/apiErrors';

/** The notifications each kind of account can receive (docs/api.md, "Notifications"); admins may hear of all. */
const KINDS_FOR: Record<string, readonly string[]> = {
  specialist: ['network_invitation', 'team_added', 'team_removed', 'project_status'],
  business_owner: [
    'invitation_accepted',
    'invitation_declined',
    'member_changed',
    'share_link_opened',
    'share_link_request',
    'saved_search_match',
    'project_status',
  ],
};
const ALL_KINDS = [
  ...new Set([
    ...KINDS_FOR.specialist,
    ...KINDS_FOR.business_owner,
    'erasure_requested',
    'erasure_cancelled',
    'data_export_requested',
  ]),
];

/**
 * Which notifications also come by mail, once a day: every kind shows in the bell; a ticked one is also
 * in the morning's mail when it is still unread. Saved as it is ticked.
 */
export function NotificationMailCard({ me }: { me: Me }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [digest, setDigest] = useState<string[]>(me.notification_digest ?? []);
  const [save, { isPending }] = useUpdate();
  const kinds = KINDS_FOR[me.user_type] ?? ALL_KINDS;

  const toggle = (kind: string, on: boolean) => {
    const next = on ? [...digest, kind] : digest.filter((k) => k !== kind);
    const previous = digest;
    setDigest(next);
    void save(
      'notification-preferences',
      { id: me.id, data: { digest: next }, previousData: { id: me.id, digest: previous } },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => notify('app.domain.notificationPreferencesSaved', { type: 'success' }),
        onError: (error) => {
          setDigest(previous);
          notify(shownErrorOf(error).message, { type: 'error' });
        },
      },
    );
  };

  return (
    <Card data-testid="notification-mail">
      <CardHeader
        title={translate('app.account.notifications.title')}
        subheader={translate('app.account.notifications.hint')}
      />
      <CardContent sx={{ pt: 0 }}>
        <FormGroup>
          {kinds.map((kind) => (
            <FormControlLabel
              key={kind}
              control={
                <Checkbox
                  checked={digest.includes(kind)}
                  onChange={(event) => toggle(kind, event.target.checked)}
                  disabled={isPending}
                  data-testid={`digest-${kind}`}
                />
              }
              label={translate(`app.account.notifications.kinds.${kind}`)}
            />
          ))}
        </FormGroup>
      </CardContent>
    </Card>
  );
}
