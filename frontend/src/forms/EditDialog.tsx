import CloseRounded from '@mui/icons-material/CloseRounded';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  Stack,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useMemo, useState, type ReactNode } from 'react';
import { Form, useTranslate } from 'react-admin';
import { useFormState } from 'react-hook-form';
import type { z } from 'zod';
import { domainResolver } from './domainResolver';

export interface EditDialogProps {
  open: boolean;
  title: string;
  subtitle?: string;
  onClose: () => void;
  /** The domain schema the form's values must pass; Save stays disabled until they do. */
  schema?: z.ZodType<unknown, Record<string, unknown>>;
  defaultValues?: Record<string, unknown>;
  /** Gets the values as the schema parses them; resolves when saved (the dialog closes), rejects on failure (it stays open). */
  onSave: (values: Record<string, unknown>) => Promise<unknown>;
  /** For dialogs whose state lives outside the form (recordings, choices): false keeps Save disabled. */
  canSave?: boolean;
  children: ReactNode;
  testId: string;
  saveLabel?: string;
  maxWidth?: 'xs' | 'sm' | 'md';
}

/**
 * The frame every edit modal shares (spec 4): a react-admin `<Form>` validated by the domain
 * schema on every change and blur; Save is disabled until the values pass and while the call is
 * in flight; success closes the dialog, failure keeps it open.
 */
export function EditDialog({
  open,
  title,
  subtitle,
  onClose,
  schema,
  defaultValues,
  onSave,
  canSave = true,
  children,
  testId,
  saveLabel,
  maxWidth = 'sm',
}: EditDialogProps) {
  const fullScreen = useMediaQuery((t: Theme) => t.breakpoints.down('sm'));
  const resolver = useMemo(() => (schema ? domainResolver(schema) : undefined), [schema]);
  const [saving, setSaving] = useState(false);
  const submit = async (values: Record<string, unknown>) => {
    setSaving(true);
    try {
      await onSave(values);
      onClose();
    } catch {
      // the save has told the user; the dialog stays open
    } finally {
      setSaving(false);
    }
  };
  return (
    <Dialog
      open={open}
      onClose={saving ? undefined : onClose}
      fullWidth
      maxWidth={maxWidth}
      fullScreen={fullScreen}
      data-testid={testId}
      aria-labelledby={`${testId}-title`}
      slotProps={{
        paper: { sx: { '& > form': { display: 'flex', flexDirection: 'column', flex: '1 1 auto', minHeight: 0 } } },
      }}
    >
      <Form
        resolver={resolver}
        defaultValues={defaultValues}
        onSubmit={submit}
        mode="all"
        noValidate
        disableInvalidFormNotification
      >
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
          <CloseButton onClose={onClose} />
        </DialogTitle>
        <DialogContent dividers sx={{ py: 2.5 }}>
          {children}
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 2 }}>
          <Actions onClose={onClose} canSave={canSave} validated={!!schema} saveLabel={saveLabel} />
        </DialogActions>
      </Form>
    </Dialog>
  );
}

function CloseButton({ onClose }: { onClose: () => void }) {
  const translate = useTranslate();
  const { isSubmitting } = useFormState();
  return (
    <IconButton
      aria-label={translate('app.common.close')}
      onClick={onClose}
      disabled={isSubmitting}
      sx={{ position: 'absolute', right: 12, top: 12 }}
    >
      <CloseRounded />
    </IconButton>
  );
}

function Actions({
  onClose,
  canSave,
  validated,
  saveLabel,
}: {
  onClose: () => void;
  canSave: boolean;
  validated: boolean;
  saveLabel?: string;
}) {
  const translate = useTranslate();
  const { isValid, isSubmitting } = useFormState();
  return (
    <>
      <Button onClick={onClose} disabled={isSubmitting} color="inherit">
        {translate('app.profile.actions.cancel')}
      </Button>
      <Button
        type="submit"
        variant="contained"
        disabled={!canSave || (validated && !isValid) || isSubmitting}
        loading={isSubmitting}
        data-testid="dialog-save"
      >
        {saveLabel ?? translate('app.profile.actions.save')}
      </Button>
    </>
  );
}
