import {
  Box,
  Button,
  Card,
  CardContent,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  Typography,
} from '@mui/material';
import { useMemo, type ReactNode } from 'react';
import { Form, useCreate, useInput, useTranslate } from 'react-admin';
import { useFormState, useWatch } from 'react-hook-form';
import { TextFieldInput } from '../../forms/TextFieldInput';
import { useRecordAction } from '../../forms/useRecordAction';
import type { ShareTarget } from '../ShareButton';
import { ALLOWED_EMAILS_MAX, MAX_VIEWS_LIMIT, PASSCODE_MAX_LENGTH } from '../sharingDomain';
import type { ShareLinkRecord } from '../sharingTypes';
import { createFormResolver, EMPTY_FORM } from './shareLinkBody';

function Choice({
  source,
  label,
  options,
  testId,
}: {
  source: string;
  label: string;
  options: { value: string; label: string; help?: string }[];
  testId: string;
}) {
  const translate = useTranslate();
  const { field } = useInput({ source });
  const id = `share-${source}-label`;
  return (
    <FormControl component="fieldset" data-testid={testId}>
      <FormLabel id={id} component="legend" sx={{ fontWeight: 600, mb: 0.5, color: 'text.primary' }}>
        {translate(label)}
      </FormLabel>
      <RadioGroup
        aria-labelledby={id}
        name={source}
        value={field.value as unknown}
        onChange={(event) => field.onChange(event.target.value)}
      >
        {options.map((option) => (
          <FormControlLabel
            key={option.value}
            value={option.value}
            control={<Radio size="small" />}
            sx={{ alignItems: 'flex-start', mb: 0.5, '& .MuiRadio-root': { pt: 0.5 } }}
            label={
              <Box>
                <Typography variant="body2" sx={{ fontWeight: 600, pt: 0.75 }}>
                  {translate(option.label)}
                </Typography>
                {option.help && (
                  <Typography variant="caption" color="text.secondary">
                    {translate(option.help)}
                  </Typography>
                )}
              </Box>
            }
            data-testid={`${testId}-${option.value}`}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}

function Tick({ source, label, testId }: { source: string; label: string; testId: string }) {
  const translate = useTranslate();
  const { field } = useInput({ source, type: 'checkbox' });
  return (
    <FormControlLabel
      control={
        <Checkbox checked={!!field.value} onChange={(event) => field.onChange(event.target.checked)} name={source} />
      }
      label={translate(label)}
      slotProps={{ typography: { variant: 'body2', fontWeight: 500 } }}
      data-testid={testId}
    />
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card variant="outlined">
      <CardContent sx={{ p: { xs: 2, sm: 2.5 }, '&:last-child': { pb: { xs: 2, sm: 2.5 } } }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1.5 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/** The gate's one option: a passcode, or the addresses that may ask for a code. */
function GateFields() {
  const translate = useTranslate();
  const gate = useWatch({ name: 'gate' }) as string;
  if (gate === 'passcode')
    return (
      <TextFieldInput
        source="passcode"
        label="app.sharing.form.passcode"
        hint={translate('app.sharing.form.passcode_help')}
        autoComplete="new-password"
        maxLength={PASSCODE_MAX_LENGTH}
        slotProps={{ htmlInput: { 'data-testid': 'share-passcode' } }}
      />
    );
  if (gate === 'email')
    return (
      <TextFieldInput
        source="allowed_emails"
        label="app.sharing.form.allowed_emails"
        hint={translate('app.sharing.form.allowed_emails_help', { max: ALLOWED_EMAILS_MAX })}
        multiline
        minRows={3}
        slotProps={{ htmlInput: { 'data-testid': 'share-allowed-emails' } }}
      />
    );
  return null;
}

function Submit() {
  const translate = useTranslate();
  const { isSubmitting } = useFormState();
  return (
    <Button type="submit" variant="contained" size="large" loading={isSubmitting} data-testid="share-create">
      {translate('app.sharing.form.submit')}
    </Button>
  );
}

/** A new link with every option of docs/api.md: mode, expiry, passcode or allowed addresses, view limit, anonymised, budget (projects), first-open mail. */
export function ShareLinkForm({
  target,
  onCreated,
}: {
  target: ShareTarget;
  onCreated: (link: ShareLinkRecord) => void;
}) {
  const translate = useTranslate();
  const [create] = useCreate<ShareLinkRecord>();
  const run = useRecordAction();
  const resolver = useMemo(() => createFormResolver(target), [target]);
  const submit = async (body: Record<string, unknown>) => {
    try {
      const link = await run(
        () => create('share-links', { data: body }, { returnPromise: true }),
        'app.sharing.messages.created',
      );
      onCreated(link as ShareLinkRecord);
    } catch {
      // told by a toast; the form stays as it was
    }
  };
  return (
    <Form
      onSubmit={submit}
      resolver={resolver}
      defaultValues={EMPTY_FORM}
      noValidate
      mode="onSubmit"
      reValidateMode="onChange"
    >
      <Stack spacing={2} data-testid="share-form">
        <Section title={translate('app.sharing.form.what')}>
          <Choice
            source="mode"
            label="app.sharing.form.mode"
            testId="share-mode"
            options={[
              { value: 'live', label: 'app.sharing.mode.live', help: 'app.sharing.form.live_help' },
              { value: 'frozen', label: 'app.sharing.mode.frozen', help: 'app.sharing.form.frozen_help' },
            ]}
          />
          <Stack sx={{ mt: 1 }}>
            <Tick source="anonymised" label="app.sharing.form.anonymised" testId="share-anonymised" />
            {target.targetType === 'project' && (
              <Tick source="show_budget" label="app.sharing.form.show_budget" testId="share-show-budget" />
            )}
            {target.targetType === 'team' && (
              <Tick source="show_rates" label="app.sharing.form.show_rates" testId="share-show-rates" />
            )}
          </Stack>
        </Section>
        <Section title={translate('app.sharing.form.who')}>
          <Choice
            source="gate"
            label="app.sharing.form.gate"
            testId="share-gate"
            options={[
              { value: 'none', label: 'app.sharing.form.gate_none', help: 'app.sharing.form.gate_none_help' },
              {
                value: 'passcode',
                label: 'app.sharing.form.gate_passcode',
                help: 'app.sharing.form.gate_passcode_help',
              },
              { value: 'email', label: 'app.sharing.form.gate_email', help: 'app.sharing.form.gate_email_help' },
            ]}
          />
          <Box sx={{ mt: 1 }}>
            <GateFields />
          </Box>
        </Section>
        <Section title={translate('app.sharing.form.limits')}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextFieldInput
              source="expires_at"
              label="app.sharing.form.expires_at"
              type="datetime-local"
              hint={translate('app.sharing.form.expires_help')}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'share-expires-at' } }}
            />
            <TextFieldInput
              source="max_views"
              label="app.sharing.form.max_views"
              type="number"
              hint={translate('app.sharing.form.max_views_help')}
              slotProps={{ htmlInput: { min: 1, max: MAX_VIEWS_LIMIT, step: 1, 'data-testid': 'share-max-views' } }}
            />
          </Stack>
          <Tick source="notify_on_first_open" label="app.sharing.form.notify" testId="share-notify" />
        </Section>
        <FormHelperText sx={{ m: 0 }}>{translate('app.sharing.form.footnote')}</FormHelperText>
        <Stack direction="row" justifyContent="flex-end">
          <Submit />
        </Stack>
      </Stack>
    </Form>
  );
}
