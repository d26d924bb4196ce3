import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
  Stack,
} from '@mui/material';
import { useMemo, useState } from 'react';
import { Form, useInput, useTranslate, useUpdate } from 'react-admin';
import { useFormState, useWatch } from 'react-hook-form';
import { TextFieldInput } from '../../forms/TextFieldInput';
import { useRecordAction } from '../../forms/useRecordAction';
import type { ShareLinkRecord } from '../sharingTypes';
import { extendFormResolver, localOf } from './shareLinkBody';

function NoExpiry() {
  const translate = useTranslate();
  const { field } = useInput({ source: 'no_expiry', type: 'checkbox' });
  return (
    <FormControlLabel
      control={
        <Checkbox checked={!!field.value} onChange={(event) => field.onChange(event.target.checked)} name="no_expiry" />
      }
      label={translate('app.sharing.extend.no_expiry')}
      data-testid="extend-no-expiry"
    />
  );
}

function ExpiryField() {
  const translate = useTranslate();
  const noExpiry = useWatch({ name: 'no_expiry' }) as boolean;
  return (
    <TextFieldInput
      source="expires_at"
      label="app.sharing.extend.expires_at"
      type="datetime-local"
      disabled={noExpiry}
      hint={translate('app.sharing.extend.help')}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'extend-expires-at' } }}
    />
  );
}

function Actions({ onClose }: { onClose: () => void }) {
  const translate = useTranslate();
  const { isSubmitting } = useFormState();
  return (
    <DialogActions sx={{ px: 3, pb: 2 }}>
      <Button onClick={onClose} color="inherit" disabled={isSubmitting}>
        {translate('app.sharing.extend.cancel')}
      </Button>
      <Button type="submit" variant="contained" loading={isSubmitting} data-testid="extend-submit">
        {translate('app.sharing.extend.submit')}
      </Button>
    </DialogActions>
  );
}

/** A new expiry for a link, or none; an expired link becomes active again. */
export function ExtendDialog({ link, onClose }: { link: ShareLinkRecord; onClose: () => void }) {
  const translate = useTranslate();
  const [update] = useUpdate();
  const run = useRecordAction();
  const resolver = useMemo(() => extendFormResolver(), []);
  // The moment the dialog opened: a week from then (or from the current expiry, if later) is offered.
  const [openedAt] = useState(Date.now);
  const defaults = useMemo(() => {
    const week = new Date(Math.max(openedAt, link.expires_at ? Date.parse(link.expires_at) : 0) + 7 * 86_400_000);
    return { expires_at: localOf(week.toISOString()), no_expiry: false };
  }, [openedAt, link.expires_at]);
  const submit = async (body: Record<string, unknown>) => {
    try {
      await run(
        () =>
          update(
            'share-links',
            { id: link.id, data: body, previousData: link, meta: { action: 'extend' } },
            { mutationMode: 'pessimistic', returnPromise: true },
          ),
        'app.sharing.messages.extended',
      );
      onClose();
    } catch {
      // told by a toast
    }
  };
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="extend-title" data-testid="extend-dialog">
      <Form
        onSubmit={submit}
        resolver={resolver}
        defaultValues={defaults}
        noValidate
        mode="onSubmit"
        reValidateMode="onChange"
      >
        <DialogTitle id="extend-title">{translate('app.sharing.extend.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{translate('app.sharing.extend.body')}</DialogContentText>
          <Stack spacing={1}>
            <ExpiryField />
            <NoExpiry />
          </Stack>
        </DialogContent>
        <Actions onClose={onClose} />
      </Form>
    </Dialog>
  );
}
