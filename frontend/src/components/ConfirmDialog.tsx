import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';

export interface ConfirmDialogProps {
  open: boolean;
  onClose: () => void;
  onConfirm: () => Promise<unknown>;
  /** i18n keys; the defaults are the spec's Remove dialog ('Remove', 'Are you sure you want to remove this section?'). */
  titleKey?: string;
  /** The title's placeholders: who or what is removed ('Remove Priya Sharma from this team?'). */
  titleArgs?: Record<string, unknown>;
  messageKey?: string;
  testId?: string;
}

/** The remove/delete confirmation of spec 2.6: 'No, Cancel' and 'Yes, Please'. */
export function ConfirmDialog({
  open,
  onClose,
  onConfirm,
  titleKey = 'app.profile.confirm.remove_title',
  titleArgs,
  messageKey = 'app.profile.confirm.remove_message',
  testId = 'confirm-dialog',
}: ConfirmDialogProps) {
  const translate = useTranslate();
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
      onClose();
    } catch {
      // the caller has shown the failure
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} maxWidth="xs" fullWidth data-testid={testId}>
      <DialogTitle>{translate(titleKey, titleArgs)}</DialogTitle>
      <DialogContent>
        <DialogContentText>{translate(messageKey)}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={busy} color="inherit" data-testid="confirm-no">
          {translate('app.profile.confirm.no')}
        </Button>
        <Button
          onClick={() => void confirm()}
          loading={busy}
          variant="contained"
          color="error"
          data-testid="confirm-yes"
        >
          {translate('app.profile.confirm.yes')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
