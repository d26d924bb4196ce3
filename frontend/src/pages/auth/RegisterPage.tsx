import { Box } from '@mui/material';
import { useState } from 'react';
import { Form, TextInput, useDataProvider, useNavigate, useTranslate } from 'react-admin';
import type { RegisterPayload } from '../../providers/accountsApi';
import { shownErrorOf } from '../../providers/apiErrors';
import type { AppDataProvider } from '../../providers/dataProvider';
import { paths } from '../../routes/paths';
import { AuthFooterLink } from './AuthFooterLink';
import { AuthHeading, AuthLayout } from './AuthLayout';
import { FormAlert } from './FormAlert';
import { GoogleSignInButton } from '../../components/GoogleSignInButton';
import { SubmitButton } from './SubmitButton';
import { UserTypeInput } from './UserTypeInput';
import { schemaResolver } from './formValidation';

const resolver = schemaResolver((s) => s.registerSchema);

export default function RegisterPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [error, setError] = useState<string>();
  const dataProvider = useDataProvider<AppDataProvider>();

  const submit = async (values: Record<string, unknown>) => {
    setError(undefined);
    // The resolver hands over the values as the schema parsed them.
    const payload = values as RegisterPayload;
    try {
      await dataProvider.signUp(payload);
      navigate(paths.checkMail, { state: { email: payload.email } });
    } catch (e) {
      const shown = shownErrorOf(e);
      setError(shown.message);
      return shown.fields;
    }
  };

  return (
    <AuthLayout>
      <AuthHeading title={translate('app.auth.register.title')} subtitle={translate('app.auth.register.subtitle')} />
      <FormAlert message={error} />
      <GoogleSignInButton />
      <Form
        onSubmit={submit}
        resolver={resolver}
        defaultValues={{ first_name: '', last_name: '', email: '', user_type: '' }}
        noValidate
        mode="onSubmit"
        reValidateMode="onBlur"
      >
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
          <TextInput
            source="first_name"
            label="app.auth.fields.first_name"
            autoComplete="given-name"
            autoFocus
            helperText={false}
          />
          <TextInput
            source="last_name"
            label="app.auth.fields.last_name"
            autoComplete="family-name"
            helperText={false}
          />
        </Box>
        <TextInput
          source="email"
          type="email"
          label="app.auth.fields.email"
          autoComplete="email"
          fullWidth
          helperText={false}
        />
        <UserTypeInput />
        <SubmitButton label="app.auth.register.submit" />
      </Form>
      <AuthFooterLink question="app.auth.register.have_account" action="app.auth.register.sign_in" to={paths.login} />
    </AuthLayout>
  );
}
