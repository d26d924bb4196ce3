import LinkOutlined from '@mui/icons-material/LinkOutlined';
import { Button, CircularProgress, Stack } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { LinkBase, useLogin, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { shownErrorOf } from '../../providers/apiErrors';
import { paths } from '../../routes/paths';
import { AuthHeading, AuthLayout } from './AuthLayout';
import { FormAlert } from './FormAlert';

/**
 * A mailed one-time sign-in link (sent while the account is under a spread-out guessing attack):
 * it signs in at once, once; a used or expired link says so and leads back to the sign-in form.
 */
export default function SignInLinkPage() {
  const translate = useTranslate();
  const login = useLogin();
  const { token = '' } = useParams();
  const [error, setError] = useState<string>();
  const used = useRef(false);

  useEffect(() => {
    // The link works once: React's development double effect must not spend it twice.
    if (used.current) return;
    used.current = true;
    login({ signInToken: token }).catch((e) => setError(shownErrorOf(e).message));
  }, [token, login]);

  return (
    <AuthLayout>
      <AuthHeading
        icon={<LinkOutlined fontSize="large" />}
        title={translate('app.auth.sign_in_link.title')}
        subtitle={translate('app.auth.sign_in_link.subtitle')}
      />
      <FormAlert message={error} />
      {error ? (
        <Button component={LinkBase} to={paths.login} variant="contained" size="large" fullWidth>
          {translate('app.auth.common.back_to_sign_in')}
        </Button>
      ) : (
        <Stack alignItems="center" sx={{ py: 2 }}>
          <CircularProgress aria-label={translate('app.common.loading')} />
        </Stack>
      )}
    </AuthLayout>
  );
}
