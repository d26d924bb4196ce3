import { Box, CircularProgress, Link, Typography } from '@mui/material';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { Form, LinkBase, PasswordInput, useLocation, useLogin, useTranslate } from 'react-admin';
import { accountsApi, type GoogleNextStep } from '../../providers/accountsApi';
import { shownErrorOf } from '../../providers/apiErrors';
import type { SignedInUser } from '../../providers/session';
import { paths } from '../../routes/paths';
import { AuthHeading, AuthLayout } from './AuthLayout';
import { FormAlert } from './FormAlert';
import { SubmitButton } from './SubmitButton';
import { UserTypeInput } from './UserTypeInput';
import { schemaResolver } from './formValidation';
import {
  GOOGLE_POPUP_NAME,
  googleReturnOf,
  handToOpener,
  type GoogleReturn,
} from '../../components/GoogleSignInButton';

const typeResolver = schemaResolver((s) => s.googleAccountTypeSchema);
const passwordResolver = schemaResolver((s) => s.googleLinkSchema);

type Step = { kind: 'working' } | { kind: 'failed'; message: string } | { kind: 'next'; next: GoogleNextStep };

/**
 * Where Google sends the browser back. In the popup, it hands the answer to the window that opened
 * it and closes; that window comes here with the answer (or, when the popup was blocked, this window
 * came here itself). Here the sign-in is finished: at once, or after the account type (a first
 * sign-in) or the password of the account that has this address.
 */
export default function GoogleCallbackPage() {
  const location = useLocation();
  const fromOpener = (location.state as { googleReturn?: GoogleReturn } | null)?.googleReturn;
  const [answer] = useState(() => fromOpener ?? googleReturnOf(location.search));
  // In the popup with an answer: it goes to the window that opened the popup, which closes (the rule is handToOpener's).
  const handing = !fromOpener && window.name === GOOGLE_POPUP_NAME && Boolean(window.opener) && answer !== undefined;
  useEffect(() => {
    if (handing) handToOpener(answer);
    // The code is spent either way: it stays out of the history.
    else if (location.search) window.history.replaceState(window.history.state, '', window.location.pathname);
  }, [handing, answer, location.search]);

  return <AuthLayout>{handing ? <Working /> : <GoogleCompletion answer={answer} />}</AuthLayout>;
}

function Working() {
  const translate = useTranslate();
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
      <CircularProgress size={24} aria-hidden />
      <Typography>{translate('app.auth.google.working')}</Typography>
    </Box>
  );
}

function GoogleCompletion({ answer }: { answer: GoogleReturn | undefined }) {
  const translate = useTranslate();
  const login = useLogin();
  // Without a code (the person cancelled, the provider failed) there is nothing to send.
  const [step, setStep] = useState<Step>(() =>
    !answer || 'error' in answer ? { kind: 'failed', message: 'app.auth.login.oidc_failed' } : { kind: 'working' },
  );
  const [error, setError] = useState<string>();
  const sent = useRef(false);
  const signIn = (user: SignedInUser) => login({ user });
  const answered = useEffectEvent((data: SignedInUser | GoogleNextStep) =>
    'access_token' in data ? signIn(data) : setStep({ kind: 'next', next: data }),
  );

  useEffect(() => {
    // The provider's answer is good once: never sent twice (React runs effects twice in development).
    if (sent.current || !answer || 'error' in answer) return;
    sent.current = true;
    accountsApi
      .googleCallback(answer)
      .then(({ data }) => answered(data))
      .catch((e: unknown) => setStep({ kind: 'failed', message: shownErrorOf(e).message }));
  }, [answer]);

  const submitWith =
    (call: (values: Record<string, unknown>) => Promise<{ data: SignedInUser }>) =>
    async (values: Record<string, unknown>) => {
      setError(undefined);
      try {
        await signIn((await call(values)).data);
      } catch (e) {
        const shown = shownErrorOf(e);
        setError(shown.message);
        return shown.fields;
      }
    };

  if (step.kind === 'working') return <Working />;
  if (step.kind === 'failed') {
    return (
      <>
        <AuthHeading title={translate('app.auth.google.failed_title')} />
        <FormAlert message={step.message} />
        <Link component={LinkBase} to={paths.login} fontWeight={600}>
          {translate('app.auth.google.back')}
        </Link>
      </>
    );
  }
  const { next } = step;
  if (next.next === 'choose_account_type') {
    return (
      <>
        <AuthHeading
          title={translate('app.auth.google.choose_title')}
          subtitle={translate('app.auth.google.choose_subtitle', { name: next.first_name, email: next.email })}
        />
        <FormAlert message={error} />
        <Form
          onSubmit={submitWith((v) => accountsApi.googleComplete(v.user_type as 'specialist' | 'business_owner'))}
          resolver={typeResolver}
          defaultValues={{ user_type: '' }}
          noValidate
        >
          <UserTypeInput />
          <SubmitButton label="app.auth.google.choose_submit" />
        </Form>
      </>
    );
  }
  return (
    <>
      <AuthHeading
        title={translate('app.auth.google.link_title')}
        subtitle={translate('app.auth.google.link_subtitle', { email: next.email })}
      />
      <FormAlert message={error} />
      <Form
        onSubmit={submitWith((v) => accountsApi.googleLink(String(v.password)))}
        resolver={passwordResolver}
        defaultValues={{ password: '' }}
        noValidate
      >
        <PasswordInput
          size="medium"
          source="password"
          label="app.auth.fields.password"
          autoComplete="current-password"
          autoFocus
          fullWidth
          helperText={false}
        />
        <SubmitButton label="app.auth.google.link_submit" />
      </Form>
    </>
  );
}
