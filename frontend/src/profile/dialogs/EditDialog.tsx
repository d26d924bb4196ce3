import CloseRounded from '@mui/icons-material/CloseRounded';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, IconButton, Stack, Typography, useMediaQuery, type Theme } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';

export interface EditDialogProps {
  open: boolean;
  title: string;
  subtitle?: string;
  onClose: () => void;
  /** Resolves when saved (the dialog closes); rejects on failure (it stays open). */
  onSave: () => Promise<unknown>;
  canSave: boolean;
  children: ReactNode;
  testId: string;
  saveLabel?: string;
  maxWidth?: 'xs' | 'sm' | 'md';
}

/**
 * The frame every edit modal shares (spec 4): a saving flag disables Save while the call is in
 * flight; success closes the dialog, failure resets the flag and keeps it open.
 */
export function EditDialog({ open, title, subtitle, onClose, onSave, canSave, children, testId, saveLabel, maxWidth = 'sm' }: EditDialogProps) {
  const translate = useTranslate();
  const [saving, setSaving] = useState(false);
  const fullScreen = useMediaQuery((t: Theme) => t.breakpoints.down('sm'));

  const save = async () => {
    setSaving(true);
    try {
      await onSave();
      setSaving(false);
      onClose();
    } catch {
      setSaving(false);
    }
  };

  return (
    <Dialog open={open} onClose={saving ? undefined : onClose} fullWidth maxWidth={maxWidth} fullScreen={fullScreen} data-testid={testId} aria-labelledby={`${testId}-title`}>
      <DialogTitle id={`${testId}-title`} sx={{ pr: 7 }}>
        <Stack spacing={0.25}>
          <Typography variant="h5" component="span">
            {title}
          </Typography>
          {subtitle && (
            <Typography variant="body2" color="text.secondary" component="span">
              {subtitle}
            </Typography>
          )}
        </Stack>
        <IconButton aria-label={translate('app.common.close')} onClick={onClose} disabled={saving} sx={{ position: 'absolute', right: 12, top: 12 }}>
          <CloseRounded />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers sx={{ py: 2.5 }}>{children}</DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={onClose} disabled={saving} color="inherit">
          {translate('app.profile.actions.cancel')}
        </Button>
        <Button variant="contained" onClick={save} disabled={!canSave || saving} loading={saving} data-testid="dialog-save">
          {saveLabel ?? translate('app.profile.actions.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** A zod schema's first message per field (dotted path), for showing under inputs. */
export function fieldErrors(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }): Record<string, string> {
  const out: Record<string, string> = {};
  if (result.success || !result.error) return out;
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join('.');
    out[key] ??= issue.message;
  }
  return out;
}
