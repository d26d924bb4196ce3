import ForumRounded from '@mui/icons-material/ForumRounded';
import { Alert, Box, Chip, Link, Stack, Typography } from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';
import { EmptyState } from '../../components/EmptyState';
import { useFormatters } from '../../i18n/useFormatters';
import type { ShareLinkRequestRecord } from '../sharingTypes';

/** The newest requests a list shows (a link takes at most 20 an hour). */
const SHOWN = 100;

/**
 * What clients answered through one link (`{ link_id }`) or every link of a target (`{ target_type, target_id }`),
 * newest first: intros (naming the person as the owner knows them, whatever pseudonym an anonymised link showed),
 * approvals and comments, each with the client's name and address to reply to.
 */
export function ShareRequestList({
  filter,
  emptyBody = 'app.sharing.requests.empty_body',
}: {
  filter: Record<string, string>;
  /** What the empty list says (an i18n key). */
  emptyBody?: string;
}) {
  const translate = useTranslate();
  const { date } = useFormatters();
  const { data, isPending, error } = useGetList<ShareLinkRequestRecord>('share-link-requests', {
    filter,
    sort: { field: 'at', order: 'DESC' },
    pagination: { page: 1, perPage: SHOWN },
  });
  return (
    <>
      {error ? (
        <Alert severity="error">{translate('app.sharing.requests.failed')}</Alert>
      ) : !isPending && (data ?? []).length === 0 ? (
        <EmptyState
          dense
          icon={<ForumRounded />}
          title={translate('app.sharing.requests.empty_title')}
          body={translate(emptyBody)}
        />
      ) : (
        <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }} data-testid="share-requests">
          {(data ?? []).map((request) => (
            <Box component="li" key={request.id} data-testid="share-request">
              <Stack direction="row" spacing={1} alignItems="center" useFlexGap flexWrap="wrap">
                <Chip
                  size="small"
                  color={request.kind === 'approve' ? 'success' : 'primary'}
                  label={translate(`app.sharing.requests.kinds.${request.kind}`)}
                  data-testid="share-request-kind"
                />
                <Typography variant="body2" color="text.secondary">
                  {date(request.at, { dateStyle: 'medium', timeStyle: 'short' })}
                </Typography>
              </Stack>
              <Typography variant="body2" sx={{ mt: 0.5 }} data-testid="share-request-from">
                {request.name} · <Link href={`mailto:${request.email}`}>{request.email}</Link>
              </Typography>
              {request.kind === 'intro' && (
                <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid="share-request-person">
                  {translate('app.sharing.requests.about', {
                    name: request.profile_name || translate('app.sharing.requests.someone'),
                  })}
                </Typography>
              )}
              {request.message && (
                <Typography
                  variant="body2"
                  sx={{ whiteSpace: 'pre-line', mt: 0.5 }}
                  data-testid="share-request-message"
                >
                  {request.message}
                </Typography>
              )}
            </Box>
          ))}
        </Stack>
      )}
    </>
  );
}
