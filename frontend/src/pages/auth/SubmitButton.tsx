import { Button } from '@mui/material';
import { useFormState } from 'react-hook-form';
import { useTranslate } from 'react-admin';

/** The form's submit button; busy (and disabled) while the call is in flight. */
export function SubmitButton({ label }: { label: string }) {
  const translate = useTranslate();
  const { isSubmitting } = useFormState();
  return (
    <Button
      type="submit"
      variant="contained"
      size="large"
      fullWidth
      loading={isSubmitting}
      sx={{ mt: 2 }}
      data-testid="submit"
    >
      {translate(label)}
    </Button>
  );
}
