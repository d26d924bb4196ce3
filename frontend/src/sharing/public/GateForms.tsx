import LockOutlined from '@mui/icons-material/LockOutlined';
import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import { Alert, Box, Button, Card, CardContent, Container, Stack, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { useState, type ReactNode } from 'react';
import { Form, useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import { useFormState, type Resolver } from 'react-hook-form';
import { domainResolver } from '../../forms/domainResolver';
import { TextFieldInput, type TextFieldInputProps } from '../../forms/TextFieldInput';
import { shownErrorOf } from '../../providers/apiErrors';
import { codeFormSchema, emailFormSchema, passcodeFormSchema } from '../sharingDomain';
import type { PublicLinkState, ShareGrant } from '../sharingTypes';
import { failureOf, type LinkFailure } from './useSharedLink';

const passcodeResolver = domainResolver(passcodeFormSchema);
const emailResolver = domainResolver(emailFormSchema);
const codeResolver = domainResolver(codeFormSchema);

interface GateProps {
  token: string;
  link: PublicLinkState;
  onGranted: (grant: ShareGrant) => void;
  /** The link stopped answering (410 or 404 meanwhile): the page shows why. */
  onGone: (failure: LinkFailure) => void;
}

/** The passcode or the email gate of a link, by what the link asks. */
export function LinkGate(props: GateProps) {
  return props.link.gate === 'email' ? <EmailGate {...props} /> : <PasscodeGate {...props} />;
}

function GateCard({
  icon,
  title,
  body,
  children,
  testId,
}: {
  icon: ReactNode;
  title: string;
  body: ReactNode;
  children: ReactNode;
  testId: string;
}) {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 5, sm: 10 } }}>
      <Card data-testid={testId}>
        <CardContent sx={{ px: { xs: 3, sm: 5 }, py: { xs: 4, sm: 5 } }}>
          <Box
            sx={{
              width: 60,
              height: 60,
              mx: 'auto',
              mb: 2,
              borderRadius: '50%',
              display: 'grid',
              placeItems: 'center',
              color: 'primary.main',
              bgcolor: (t) => alpha(t.palette.primary.main, 0.1),
              '& svg': { fontSize: 30 },
            }}
          >
            {icon}
          </Box>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700, textAlign: 'center', mb: 1 }}>
            {title}
          </Typography>
          <Typography color="text.secondary" sx={{ textAlign: 'center', mb: 3 }}>
            {body}
          </Typography>
          {children}
        </CardContent>
      </Card>
    </Container>
  );
}

/** A gate's form: one field, focused, and its submit button; the field's rule is checked when it is sent. */
function OneFieldForm({
  onSubmit,
  resolver,
  field,
  submit,
}: {
  onSubmit: (values: Record<string, unknown>) => Promise<unknown>;
  resolver: Resolver;
  field: TextFieldInputProps;
  submit: { label: string; testId: string };
}) {
  return (
    <Form
      onSubmit={onSubmit}
      resolver={resolver}
      defaultValues={{ [field.source]: '' }}
      noValidate
      mode="onSubmit"
      reValidateMode="onBlur"
      disableInvalidFormNotification
    >
      <Stack spacing={1}>
        <TextFieldInput autoFocus {...field} />
        <Submit {...submit} />
      </Stack>
    </Form>
  );
}

function Submit({ label, testId }: { label: string; testId: string }) {
  const translate = useTranslate();
  const { isSubmitting } = useFormState();
  return (
    <Button
      type="submit"
      variant="contained"
      size="large"
      fullWidth
      loading={isSubmitting}
      sx={{ mt: 1 }}
      data-testid={testId}
    >
      {translate(label)}
    </Button>
  );
}

/**
 * What a refused open shows: a wrong passcode or code under its field, too many attempts (429) as
 * an alert above the form, a link gone meanwhile as its page.
 */
function useOpenFailure(onGone: GateProps['onGone']) {
  const translate = useTranslate();
  const [alert, setAlert] = useState<string | null>(null);
  const handle = (error: unknown, field: string): Record<string, string> | undefined => {
    const failure = failureOf(error);
    if (failure.status === 404 || failure.status === 410) {
      onGone(failure);
      return undefined;
    }
    const { message } = shownErrorOf(error);
    if (failure.status === 403 || failure.status === 401) {
      setAlert(null);
      return { [field]: message };
    }
    setAlert(failure.status === 429 ? 'app.sharing.messages.tooManyAttempts' : message);
    return undefined;
  };
  const shown = alert && (
    <Alert severity="error" sx={{ mb: 2.5 }} data-testid="gate-alert" role="alert">
      {translate(alert, { _: alert })}
    </Alert>
  );
  return { handle, clear: () => setAlert(null), shown };
}

function PasscodeGate({ token, onGranted, onGone }: GateProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const failure = useOpenFailure(onGone);
  const submit = async (values: Record<string, unknown>) => {
    failure.clear();
    try {
      const { data } = await dataProvider.create<ShareGrant & { id: string }>('public-share-links', {
        data: { token, passcode: values.passcode },
        meta: { action: 'open' },
      });
      onGranted(data);
    } catch (error) {
      return failure.handle(error, 'passcode');
    }
  };
  return (
    <GateCard
      icon={<LockOutlined />}
      title={translate('app.sharing.public.passcode_title')}
      body={translate('app.sharing.public.passcode_body')}
      testId="passcode-gate"
    >
      {failure.shown}
      <OneFieldForm
        onSubmit={submit}
        resolver={passcodeResolver}
        field={{
          source: 'passcode',
          label: 'app.sharing.public.passcode',
          type: 'password',
          autoComplete: 'off',
          slotProps: { htmlInput: { 'data-testid': 'passcode-input' } },
        }}
        submit={{ label: 'app.sharing.public.open', testId: 'passcode-submit' }}
      />
    </GateCard>
  );
}

function EmailGate({ token, onGranted, onGone }: GateProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const failure = useOpenFailure(onGone);
  const [email, setEmail] = useState<string | null>(null);

  // The code's mail comes in the language the visitor reads this page in.
  const [locale] = useLocaleState();
  const sendCode = async (values: Record<string, unknown>) => {
    failure.clear();
    try {
      await dataProvider.create('public-share-links', {
        data: { token, email: values.email, locale },
        meta: { action: 'email-code' },
      });
      setEmail(String(values.email));
    } catch (error) {
      return failure.handle(error, 'email');
    }
  };
  const open = async (values: Record<string, unknown>) => {
    failure.clear();
    try {
      const { data } = await dataProvider.create<ShareGrant & { id: string }>('public-share-links', {
        data: { token, email, code: values.code },
        meta: { action: 'open' },
      });
      onGranted(data);
    } catch (error) {
      return failure.handle(error, 'code');
    }
  };

  if (!email)
    return (
      <GateCard
        icon={<MarkEmailReadOutlined />}
        title={translate('app.sharing.public.email_title')}
        body={translate('app.sharing.public.email_body')}
        testId="email-gate"
      >
        {failure.shown}
        <OneFieldForm
          onSubmit={sendCode}
          resolver={emailResolver}
          field={{
            source: 'email',
            label: 'app.sharing.public.email',
            type: 'email',
            autoComplete: 'email',
            slotProps: { htmlInput: { 'data-testid': 'gate-email-input' } },
          }}
          submit={{ label: 'app.sharing.public.send_code', testId: 'gate-email-submit' }}
        />
      </GateCard>
    );
  return (
    <GateCard
      icon={<MarkEmailReadOutlined />}
      title={translate('app.sharing.public.code_title')}
      body={translate('app.sharing.public.code_sent', { email })}
      testId="code-gate"
    >
      {failure.shown}
      <OneFieldForm
        key={email}
        onSubmit={open}
        resolver={codeResolver}
        field={{
          source: 'code',
          label: 'app.sharing.public.code',
          autoComplete: 'one-time-code',
          slotProps: { htmlInput: { inputMode: 'numeric', maxLength: 6, 'data-testid': 'gate-code-input' } },
        }}
        submit={{ label: 'app.sharing.public.open', testId: 'gate-code-submit' }}
      />
      <Button fullWidth sx={{ mt: 1.5 }} onClick={() => setEmail(null)} data-testid="gate-other-email">
        {translate('app.sharing.public.other_email')}
      </Button>
    </GateCard>
  );
}
