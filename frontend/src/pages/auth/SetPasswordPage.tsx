import LockResetOutlined from '@mui/icons-material/LockResetOutlined';
import { Typography } from '@mui/material';
import { useState } from 'react';
import { Form, PasswordInput, useDataProvider, useNavigate, useParams, useTranslate } from 'react-admin';
import { shownErrorOf } from '../../providers/apiErrors';
import type { AppDataProvider } from '../../providers/dataProvider';
import { PASSWORD_MIN_LENGTH } from '../../providers/domain';
import { paths } from '../../routes/paths';
import { AuthFooterLink } from './AuthFooterLink';
import { AuthHeading, AuthLayout } from './AuthLayout';
import { FormAlert } from './FormAlert';
import { SubmitButton } from './SubmitButton';
import { schemaResolver } from './formValidation';

const resolver = schemaResolver(
  (s) => s.passwordSchema,
  (values): Record<string, string> =>
    values.password && values.confirm !== values.password ? { confirm: 'app.auth.password.mismatch' } : {},
);

/** Create password (from the registration mail) and reset password (from the forgot-password mail). */
export function SetPasswordPage({ purpose }: { purpose: 'create' | 'reset' }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { token = '' } = useParams<{ token: string }>();
  const [error, setError] = useState<string>();
  const dataProvider = useDataProvider<AppDataProvider>();
  const key = purpose === 'create' ? 'create_password' : 'reset_password';

  const submit = async (values: Record<string, unknown>) => {
    setError(undefined);
    try {
      await dataProvider.setPassword({ purpose, token, password: String(values.password) });
      // The sign-in page greets a new account as new, not with "Welcome back" (the link does not say the address).
      navigate(paths.login, {
        state: {
          notice: purpose === 'create' ? 'app.domain.passwordCreated' : 'app.domain.passwordReset',
          passwordSet: purpose,
        },
      });
    } catch (e) {
      const shown = shownErrorOf(e);
      setError(shown.message);
      return shown.fields.password ? { password: shown.fields.password } : undefined;
    }
  };

  return (
    <AuthLayout>
      <AuthHeading
        icon={<LockResetOutlined fontSize="large" />}
        title={translate(`app.auth.${key}.title`)}
        subtitle={translate(`app.auth.${key}.subtitle`)}
      />
      <FormAlert message={error} />
      <Form
        onSubmit={submit}
        resolver={resolver}
        defaultValues={{ password: '', confirm: '' }}
        noValidate
        mode="onSubmit"
        reValidateMode="onBlur"
      >
        <PasswordInput
          size="medium"
          source="password"
          label="app.auth.fields.new_password"
          autoComplete="new-password"
          autoFocus
          fullWidth
          helperText={false}
        />
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: -0.5, mb: 0.5, ml: 1.75 }}>
          {translate('app.auth.password.hint', { min: PASSWORD_MIN_LENGTH })}
        </Typography>
        <PasswordInput
          size="medium"
          source="confirm"
          label="app.auth.fields.confirm_password"
          autoComplete="new-password"
          fullWidth
          helperText={false}
        />
        <SubmitButton label={`app.auth.${key}.submit`} />
      </Form>
      <AuthFooterLink question="app.auth.common.remembered" action="app.auth.common.back_to_sign_in" to={paths.login} />
    </AuthLayout>
  );
}
