import { Alert, Button } from '@mui/material';
import { useGetOne, useLocation, useNavigate, useTranslate } from 'react-admin';
import { useFormatters } from '../i18n/useFormatters';
import type { Me } from '../providers/accountsApi';
import { getUserId } from '../providers/session';
import { paths } from '../routes/paths';

/**
 * While the person's account is set to be deleted, every page says when, with the way back to the
 * Account page where it can be cancelled (that page says it itself). The account is the one the
 * Account page reads, so asking for or cancelling the deletion there shows here at once.
 */
export function ErasureReminder() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { date } = useFormatters();
  const { pathname } = useLocation();
  const userId = getUserId();
  const { data: me } = useGetOne<Me>('account', { id: userId ?? '' }, { enabled: !!userId, retry: false });
  const pending = me?.erasure;
  if (!pending || pathname.endsWith(paths.editAccount)) return null;
  const when = date(pending.erase_at, { dateStyle: 'long', timeStyle: 'short' });
  return (
    <Alert
      severity="warning"
      sx={{ mb: 2 }}
      data-testid="erasure-reminder"
      action={
        pending.cancellable && (
          <Button color="inherit" size="small" onClick={() => navigate(paths.editAccount)}>
            {translate('app.layout.erasure_review')}
          </Button>
        )
      }
    >
      {translate(pending.cancellable ? 'app.layout.erasure_pending' : 'app.layout.erasure_pending_admin', {
        date: when,
      })}
    </Alert>
  );
}
