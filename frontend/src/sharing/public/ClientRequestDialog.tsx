import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { shownErrorOf, type ShownError } from '../../providers/apiErrors';

export type ClientRequestKind = 'intro' | 'approve' | 'comment';
/** What the link shares, as the buttons and titles name it. */
export type AnsweredSubject = 'team' | 'project';

/** What the client asks: an intro names the member (by the id the page shows them under, a pseudonym when anonymised). */
export interface ClientRequestTarget {
  kind: ClientRequestKind;
  member?: { id: string; name: string };
}

/** The spec's limits (docs/api.md, `POST /public/share-links/{token}/requests`). */
const MESSAGE_MAX = 1000;
const NAME_MAX = 260;

/** The hero's two answers to what was shared: approve it, or comment on it. */
export function AnswerButtons({
  subject,
  onAsk,
}: {
  subject: AnsweredSubject;
  onAsk: (target: ClientRequestTarget) => void;
}) {
  const translate = useTranslate();
  return (
    <>
      <Button variant="contained" onClick={() => onAsk({ kind: 'approve' })} data-testid="shared-approve">
        {translate(`app.sharing.public.request.approve_${subject}`)}
      </Button>
      <Button variant="outlined" onClick={() => onAsk({ kind: 'comment' })} data-testid="shared-comment">
        {translate('app.sharing.public.request.comment')}
      </Button>
    </>
  );
}

/**
 * The client's answer to a shared link: their name, address and a message (needed for a comment), sent
 * with the link's grant; once sent, the dialog thanks them instead of the form.
 */
export function ClientRequestDialog({
  token,
  grant,
  subject,
  target,
  onClose,
}: {
  token: string;
  grant: string;
  subject: AnsweredSubject;
  target: ClientRequestTarget | null;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const [values, setValues] = useState({ name: '', email: '', message: '' });
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<ShownError | null>(null);
  const kind = target?.kind ?? 'comment';

  const close = () => {
    setSent(false);
    setError(null);
    setValues((current) => ({ ...current, message: '' }));
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    setError(null);
    try {
      await dataProvider.create('public-share-links', {
        data: { token, kind, profile_id: target?.member?.id, ...values },
        meta: { action: 'request', grant },
      });
      setSent(true);
    } catch (failure) {
      setError(shownErrorOf(failure));
    } finally {
      setSending(false);
    }
  };

  const field = (name: keyof typeof values) => ({
    name,
    value: values[name],
    onChange: (e: { target: { value: string } }) => setValues((current) => ({ ...current, [name]: e.target.value })),
    error: Boolean(error?.fields[name]),
    helperText: error?.fields[name] ? translate(error.fields[name]) : undefined,
  });
  const title =
    kind === 'intro'
      ? translate('app.sharing.public.request.intro_title', { name: target?.member?.name ?? '' })
      : translate(`app.sharing.public.request.${kind}_${subject}`);

  return (
    <Dialog open={target !== null} onClose={close} fullWidth maxWidth="sm" aria-labelledby="client-request-title">
      <DialogTitle id="client-request-title">{title}</DialogTitle>
      {sent ? (
        <>
          <DialogContent>
            <Alert severity="success" data-testid="client-request-sent">
              {translate('app.sharing.messages.requestSent')}
            </Alert>
          </DialogContent>
          <DialogActions>
            <Button onClick={close}>{translate('app.sharing.dialog.close')}</Button>
          </DialogActions>
        </>
      ) : (
        <form onSubmit={(e) => void submit(e)} noValidate data-testid="client-request-form">
          <DialogContent>
            <Stack spacing={2}>
              {error && !Object.keys(error.fields).length && <Alert severity="error">{translate(error.message)}</Alert>}
              <TextField
                {...field('name')}
                label={translate('app.sharing.public.request.name')}
                required
                autoComplete="name"
                slotProps={{ htmlInput: { maxLength: NAME_MAX } }}
              />
              <TextField
                {...field('email')}
                label={translate('app.sharing.public.request.email')}
                type="email"
                required
                autoComplete="email"
              />
              <TextField
                {...field('message')}
                label={translate('app.sharing.public.request.message')}
                required={kind === 'comment'}
                multiline
                minRows={3}
                slotProps={{ htmlInput: { maxLength: MESSAGE_MAX } }}
              />
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={close}>{translate('ra.action.cancel')}</Button>
            <Button type="submit" variant="contained" disabled={sending}>
              {translate('app.sharing.public.request.send')}
            </Button>
          </DialogActions>
        </form>
      )}
    </Dialog>
  );
}
