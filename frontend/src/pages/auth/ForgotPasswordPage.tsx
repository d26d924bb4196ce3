import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import { Alert, Button } from '@mui/material';
import { useState } from 'react';
import { Form, LinkBase, TextInput, useDataProvider, useTranslate } from 'react-admin';
import { shownErrorOf } from '../../providers/apiErrors';
import type { AppDataProvider } from '../../providers/dataProvider';
import { paths } from '../../routes/paths';
import { AuthFooterLink } from './AuthFooterLink';
import { AuthHeading, AuthLayout } from './AuthLayout';
import { FormAlert } from './FormAlert';
import { SubmitButton } from './SubmitButton';
import { schemaResolver } from './formValidation';

const resolver = schemaResolver((s) => s.forgotPasswordSchema);

export default function ForgotPasswordPage() {
  const translate = useTranslate();
  const [error, setError] = useState<string>();
  const [sentTo, setSentTo] = useState<string>();
  const dataProvider = useDataProvider<AppDataProvider>();

  const submit = async (values: Record<string, unknown>) => {
    setError(undefined);
    const email = String(values.email).trim();
    try {
      await dataProvider.mailPasswordReset(email);
      setSentTo(email);
    } catch (e) {
      const shown = shownErrorOf(e);
      setError(shown.message);
      return shown.fields;
    }
  };

  if (sentTo)
    return (
      <AuthLayout>
        <AuthHeading
          icon={<MarkEmailReadOutlined fontSize="large" />}
          title={translate('app.auth.forgot_password.sent_title')}
          subtitle={translate('app.domain.resetRequested')}
        />
        <Alert severity="info" sx={{ mb: 3 }}>
          {translate('app.auth.forgot_password.sent_body', { email: sentTo })}
        </Alert>
        <Button component={LinkBase} to={paths.login} variant="contained" size="large" fullWidth>
          {translate('app.auth.common.back_to_sign_in')}
        </Button>
      </AuthLayout>
    );

  return (
    <AuthLayout>
      <AuthHeading
        title={translate('app.auth.forgot_password.title')}
        subtitle={translate('app.auth.forgot_password.subtitle')}
      />
      <FormAlert message={error} />
      <Form
        onSubmit={submit}
        resolver={resolver}
        defaultValues={{ email: '' }}
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
        <SubmitButton label="app.auth.forgot_password.submit" />
      </Form>
      <AuthFooterLink question="app.auth.common.remembered" action="app.auth.common.back_to_sign_in" to={paths.login} />
    </AuthLayout>
  );
}
