import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import { Alert, Button, Stack } from '@mui/material';
import { LinkBase, useLocation, useTranslate } from 'react-admin';
import { paths } from '../../routes/paths';
import { AuthHeading, AuthLayout } from './AuthLayout';

/** After registration: the create-password link is on its way. */
export default function CheckMailPage() {
  const translate = useTranslate();
  const email = ((useLocation().state ?? {}) as { email?: string }).email;
  return (
    <AuthLayout>
      <AuthHeading
        icon={<MarkEmailReadOutlined fontSize="large" />}
        title={translate('app.auth.check_mail.title')}
        subtitle={
          email ? translate('app.auth.check_mail.body', { email }) : translate('app.auth.check_mail.body_no_email')
        }
      />
      <Alert severity="info" sx={{ mb: 3 }}>
        {translate('app.auth.check_mail.tip')}
      </Alert>
      <Stack spacing={1.5}>
        <Button component={LinkBase} to={paths.login} variant="contained" size="large" fullWidth>
          {translate('app.auth.common.back_to_sign_in')}
        </Button>
        <Button component={LinkBase} to={paths.forgotPassword} size="large" fullWidth>
          {translate('app.auth.check_mail.new_link')}
        </Button>
      </Stack>
    </AuthLayout>
  );
}
