import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useMemo, type ReactNode } from 'react';
import { Form, LinkBase, useCreate, useTranslate, type RaRecord } from 'react-admin';
import { useFormState, type FieldValues } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import type { z } from 'zod';
import { useRecordAction } from './useRecordAction';
import { domainResolver } from './domainResolver';

/** The i18n keys of one create page: its heading, hint, buttons and success toast. */
export interface CreateFormWording {
  title: string;
  hint: string;
  cancel: string;
  submit: string;
  created: string;
}

interface CreateFormCardProps<T extends RaRecord> {
  resource: string;
  schema: z.ZodType<unknown, FieldValues>;
  defaultValues: Record<string, unknown>;
  icon: ReactNode;
  wording: CreateFormWording;
  /** Where the new record opens once created. */
  linkOf: (record: T) => string;
  cancelTo: string;
  testId: string;
  submitTestId: string;
  maxWidth: number;
  actionsMarginTop: number;
  /** The form's fields. */
  children: ReactNode;
}

/**
 * The one skeleton of the owner's create pages (networks, projects): a card with a heading and a
 * hint, the fields validated by the domain schema, Cancel and Create; created, the record opens on
 * its own page, and a failure is told by a toast while the form keeps what was typed.
 */
export function CreateFormCard<T extends RaRecord>(props: CreateFormCardProps<T>) {
  const { resource, schema, defaultValues, icon, wording, linkOf, testId, maxWidth, children } = props;
  const translate = useTranslate();
  const [create] = useCreate<T>();
  const run = useRecordAction();
  const navigate = useNavigate();
  const resolver = useMemo(() => domainResolver(schema), [schema]);
  const submit = async (values: Record<string, unknown>) => {
    try {
      const record = (await run(
        () => create(resource, { data: values as Partial<T> }, { returnPromise: true }),
        wording.created,
        { refresh: false },
      )) as T;
      void navigate(linkOf(record));
    } catch {
      // told by a toast; the form keeps what was typed
    }
  };
  return (
    <Card sx={{ maxWidth }} data-testid={testId}>
      <CardContent>
        <Stack direction="row" spacing={1.5} alignItems="center" sx={{ mb: 1 }}>
          {icon}
          <Typography variant="h5" component="h2">
            {translate(wording.title)}
          </Typography>
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
          {translate(wording.hint)}
        </Typography>
        <Form
          resolver={resolver}
          defaultValues={defaultValues}
          onSubmit={submit}
          mode="all"
          noValidate
          disableInvalidFormNotification
        >
          {children}
          <Actions {...props} />
        </Form>
      </CardContent>
    </Card>
  );
}

function Actions({
  wording,
  cancelTo,
  submitTestId,
  actionsMarginTop,
}: Pick<CreateFormCardProps<RaRecord>, 'wording' | 'cancelTo' | 'submitTestId' | 'actionsMarginTop'>) {
  const translate = useTranslate();
  const { isValid, isSubmitting } = useFormState();
  return (
    <Stack direction="row" spacing={1.5} justifyContent="flex-end" sx={{ mt: actionsMarginTop }}>
      <Button component={LinkBase} to={cancelTo} color="inherit">
        {translate(wording.cancel)}
      </Button>
      <Button
        type="submit"
        variant="contained"
        disabled={!isValid || isSubmitting}
        loading={isSubmitting}
        data-testid={submitTestId}
      >
        {translate(wording.submit)}
      </Button>
    </Stack>
  );
}
