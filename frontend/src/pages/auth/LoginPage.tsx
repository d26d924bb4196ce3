import { Box, Link } from '@mui/material';
import { useState } from 'react';
import { Form, LinkBase, PasswordInput, TextInput, useLocation, useLogin, useTranslate } from 'react-admin';
import { shownErrorOf } from '../../providers/apiErrors';
import { paths } from '../../routes/paths';
import { AuthFooterLink } from './AuthFooterLink';
import { AuthHeading, AuthLayout } from './AuthLayout';
import { FormAlert } from './FormAlert';
import { GoogleSignInButton } from '../../components/GoogleSignInButton';
import { SubmitButton } from './SubmitButton';
import { schemaResolver } from './formValidation';

const resolver = schemaResolver((s) => s.loginSchema);

/** Sign in (also where logout leads). A message passed by the password pages shows above the form. */
export default function LoginPage() {
  const translate = useTranslate();
  const login = useLogin();
  const location = useLocation();
  const state = (location.state ?? {}) as {
    notice?: string;
    /** Arriving from the create or reset password page. */
    passwordSet?: 'create' | 'reset';
    email?: string;
    nextPathname?: string;
    nextSearch?: string;
  };
  // Back to the page the guard sent the visitor here from (a mailed link to a profile, a project).
  const next = state.nextPathname ? `${state.nextPathname}${state.nextSearch ?? ''}` : undefined;
  const [error, setError] = useState<string>();
  const heading = state.passwordSet === 'create' ? 'ready_' : state.passwordSet === 'reset' ? 'again_' : '';

  const submit = async (values: Record<string, unknown>) => {
    setError(undefined);
    try {
      await login({ email: String(values.email).trim(), password: values.password, next });
    } catch (e) {
      const shown = shownErrorOf(e);
      setError(shown.message);
      return shown.fields;
    }
  };

  return (
    <AuthLayout>
      <AuthHeading
        title={translate(`app.auth.login.${heading}title`)}
        subtitle={translate(`app.auth.login.${heading}subtitle`)}
      />
      <FormAlert message={error ? undefined : state.notice} severity="success" />
      <FormAlert message={error} />
      <GoogleSignInButton />
      <Form
        onSubmit={submit}
        resolver={resolver}
        defaultValues={{ email: state.email ?? '', password: '' }}
        noValidate
        mode="onSubmit"
        reValidateMode="onBlur"
      >
        <TextInput
          source="email"
          type="email"
          label="app.auth.fields.email"
          autoComplete="email"
          autoFocus
          fullWidth
          helperText={false}
        />
        <PasswordInput
          size="medium"
          source="password"
          label="app.auth.fields.password"
          autoComplete="current-password"
          fullWidth
          helperText={false}
        />
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 0.5 }}>
          <Link component={LinkBase} to={paths.forgotPassword} variant="body2" underline="hover" fontWeight={600}>
            {translate('app.auth.login.forgot')}
          </Link>
        </Box>
        <SubmitButton label="app.auth.login.submit" />
      </Form>
      <AuthFooterLink question="app.auth.login.no_account" action="app.auth.login.create" to={paths.register} />
    </AuthLayout>
  );
}
