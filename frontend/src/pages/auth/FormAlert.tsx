import { Alert, type AlertColor } from '@mui/material';
import { useTranslate } from 'react-admin';

/** A server message above a form (an i18n key, or the server's own text). */
export function FormAlert({ message, severity = 'error' }: { message?: string; severity?: AlertColor }) {
  const translate = useTranslate();
  if (!message) return null;
  return (
    <Alert severity={severity} sx={{ mb: 2 }} role={severity === 'error' ? 'alert' : 'status'} data-testid="form-alert">
      {translate(message, { _: message })}
    </Alert>
  );
}
