import DeleteForeverOutlined from '@mui/icons-material/DeleteForeverOutlined';
import {
  Alert,
  Button,
  Card,
  CardContent,
  CardHeader,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  TextField,
} from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useCreate, useDelete, useGetOne, useNotify, useTranslate } from 'react-admin';
import { useFormatters } from '../i18n/useFormatters';
import { accountsApi, type Me } from '../providers/accountsApi';
import { shownErrorOf } from '../providers/apiErrors';
import type { ErasureRequest } from '../providers/resources/personalData';
import { signInWithGooglePopup, type GoogleReturn } from '../components/GoogleSignInButton';

/**
 * "Delete my account": a dialog that asks for the typed address and the password (or a Google
 * sign-in just now), then the pending deletion with its date and a way to cancel it.
 */
export function AccountErasureCard({ me, onChanged }: { me: Me; onChanged: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const { date } = useFormatters();
  const [open, setOpen] = useState(false);
  const [cancel, { isPending: cancelling }] = useDelete();
  // The grace period as the platform is configured (ACCOUNT_ERASURE_GRACE_SECONDS), for the dialog to word.
  const { data: policy } = useGetOne<{ id: string; grace_seconds: number }>('account-erasure', { id: 'policy' });
  const pending = me.erasure;
  const when = pending ? date(pending.erase_at, { dateStyle: 'long', timeStyle: 'short' }) : '';

  // react-admin's mutation answers through its callbacks: nothing to await here.
  const cancelErasure = () =>
    void cancel(
      'account-erasure',
      { id: me.id },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => (notify('app.account.erasure.cancelled', { type: 'success' }), onChanged()),
        onError: (e) => notify(shownErrorOf(e).message, { type: 'error' }),
      },
    );

  return (
    <Card data-testid="account-erasure">
      <CardHeader title={translate('app.account.erasure.title')} subheader={translate('app.account.erasure.hint')} />
      <CardContent sx={{ pt: 1 }}>
        {pending ? (
          <Stack spacing={2} alignItems="flex-start" data-testid="account-erasure-pending">
            <Alert severity="warning" sx={{ width: '100%' }}>
              {translate(pending.cancellable ? 'app.account.erasure.pending' : 'app.account.erasure.pending_admin', {
                date: when,
              })}
            </Alert>
            {pending.cancellable && (
              <Button
                variant="contained"
                onClick={cancelErasure}
                loading={cancelling}
                data-testid="account-erasure-cancel"
              >
                {translate('app.account.erasure.cancel')}
              </Button>
            )}
          </Stack>
        ) : (
          <Button
            variant="outlined"
            color="error"
            startIcon={<DeleteForeverOutlined />}
            onClick={() => setOpen(true)}
            disabled={!policy}
            data-testid="account-erasure-start"
          >
            {translate('app.account.erasure.start')}
          </Button>
        )}
      </CardContent>
      {open && policy && (
        <ErasureDialog
          me={me}
          graceSeconds={policy.grace_seconds}
          onClose={() => setOpen(false)}
          onRequested={() => (setOpen(false), onChanged())}
        />
      )}
    </Card>
  );
}

function ErasureDialog({
  me,
  graceSeconds,
  onClose,
  onRequested,
}: {
  me: Me;
  graceSeconds: number;
  onClose: () => void;
  onRequested: () => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const { date, duration } = useFormatters();
  const [create, { isPending }] = useCreate<ErasureRequest, Error, { id: string; erase_at: string }>();
  const [confirmation, setConfirmation] = useState('');
  const [password, setPassword] = useState('');
  const [googleProof, setGoogleProof] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const stopListening = useRef<() => void>(undefined);
  useEffect(() => () => stopListening.current?.(), []);
  const withGoogle = me.sign_in_methods?.includes('google');

  const submit = (proof: Pick<ErasureRequest, 'password' | 'google'>) =>
    void create(
      'account-erasure',
      { data: { confirmation, ...proof } },
      {
        onSuccess: (record) => {
          notify('app.account.erasure.scheduled', {
            type: 'info',
            messageArgs: { date: date(record.erase_at, { dateStyle: 'long', timeStyle: 'short' }) },
          });
          onRequested();
        },
        onError: (e) => {
          const shown = shownErrorOf(e);
          setErrors(shown.fields);
          if (Object.keys(shown.fields).length === 0) notify(shown.message, { type: 'error' });
        },
      },
    );

  const proveWithGoogle = async (answer: GoogleReturn) => {
    if ('error' in answer) return notify('app.domain.googleSignInFailed', { type: 'error' });
    try {
      await accountsApi.googleCallback(answer);
      setGoogleProof(true);
    } catch (e) {
      notify(shownErrorOf(e).message, { type: 'error' });
    }
  };
  const confirmWithGoogle = () => {
    stopListening.current?.();
    stopListening.current = signInWithGooglePopup((answer) => void proveWithGoogle(answer));
  };

  const fieldError = (name: string) => (errors[name] ? translate(errors[name], { _: errors[name] }) : undefined);
  return (
    <Dialog open onClose={onClose} aria-labelledby="account-erasure-title" maxWidth="sm" fullWidth>
      <DialogTitle id="account-erasure-title">{translate('app.account.erasure.dialog_title')}</DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          id="account-erasure-form"
          spacing={2}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit(googleProof ? { google: true } : { password });
          }}
        >
          <DialogContentText>
            {translate('app.account.erasure.dialog_text', { grace: duration(graceSeconds), email: me.email })}
          </DialogContentText>
          <TextField
            label={translate('app.account.erasure.confirmation')}
            value={confirmation}
            onChange={(event) => setConfirmation(event.target.value)}
            autoComplete="off"
            error={Boolean(errors.confirmation)}
            helperText={fieldError('confirmation')}
            slotProps={{ htmlInput: { 'data-testid': 'account-erasure-confirmation', spellCheck: false } }}
            required
          />
          {googleProof ? (
            <Alert severity="success">{translate('app.account.erasure.google_done')}</Alert>
          ) : (
            <TextField
              type="password"
              label={translate('app.account.erasure.password')}
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              autoComplete="current-password"
              error={Boolean(errors.password)}
              helperText={fieldError('password')}
              slotProps={{ htmlInput: { 'data-testid': 'account-erasure-password' } }}
            />
          )}
          {withGoogle && !googleProof && (
            <Button
              variant="text"
              onClick={confirmWithGoogle}
              sx={{ alignSelf: 'flex-start' }}
              data-testid="account-erasure-google"
            >
              {translate('app.account.erasure.google')}
            </Button>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.account.erasure.back')}</Button>
        <Button
          type="submit"
          form="account-erasure-form"
          color="error"
          variant="contained"
          loading={isPending}
          data-testid="account-erasure-submit"
        >
          {translate('app.account.erasure.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
