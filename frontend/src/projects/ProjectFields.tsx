import {
  Box,
  FormControl,
  FormHelperText,
  FormLabel,
  MenuItem,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { useGetList, useInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { CatalogPicker, useSkillOptions } from '../forms/CatalogPicker';
import { TextFieldInput } from '../forms/TextFieldInput';
import { useFieldError } from '../forms/useFieldError';
import {
  BRIEF_MAX_LENGTH,
  CLIENT_NAME_MAX_LENGTH,
  ENGAGEMENT_NAME_MAX_LENGTH,
  ENGAGEMENT_TYPES,
  type EngagementRecord,
  type EngagementType,
} from './projectsDomain';
import { useCatalogTitle } from '../i18n/useCatalogTitle';

/** A form's values for a project: exactly the keys of the domain schema (strict), as the request takes them. */
export function projectFormValues(project?: EngagementRecord) {
  return {
    name: project?.name ?? '',
    client_name: project?.client_name ?? '',
    engagement_type: project?.engagement_type ?? 'DPD',
    brief: project?.brief ?? '',
    project_type_id: project?.project_type?.id ?? null,
    required_skill_ids: project?.required_skills.map((skill) => skill.id) ?? [],
    start_date: project?.start_date ?? null,
    end_date: project?.end_date ?? null,
    budget: project?.budget ?? null,
  };
}

/** A project's details in a react-admin <Form> validated by the domain's schema (create and edit). */
export function ProjectFields({
  autoFocus = false,
  typeLocked = false,
}: {
  autoFocus?: boolean;
  typeLocked?: boolean;
}) {
  const translate = useTranslate();
  const brief = (useWatch({ name: 'brief' }) as string | undefined) ?? '';
  return (
    <Stack spacing={1}>
      <TextFieldInput
        source="name"
        label="resources.projects.fields.name"
        required
        autoFocus={autoFocus}
        maxLength={ENGAGEMENT_NAME_MAX_LENGTH}
        placeholder={translate('app.projects.create.name_placeholder')}
      />
      <TextFieldInput
        source="client_name"
        label="resources.projects.fields.client_name"
        maxLength={CLIENT_NAME_MAX_LENGTH}
      />
      <EngagementTypeInput locked={typeLocked} />
      <TextFieldInput
        source="brief"
        label="resources.projects.fields.brief"
        multiline
        minRows={4}
        maxLength={BRIEF_MAX_LENGTH}
        placeholder={translate('app.projects.create.brief_placeholder')}
        counter={`${brief.length}/${BRIEF_MAX_LENGTH}`}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <ProjectTypeInput />
      </Stack>
      <RequiredSkillsInput />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ pt: 1 }}>
        <DateInput source="start_date" label="resources.projects.fields.start_date" />
        <DateInput source="end_date" label="resources.projects.fields.end_date" />
      </Stack>
      <BudgetInput />
    </Stack>
  );
}

function EngagementTypeInput({ locked }: { locked: boolean }) {
  const translate = useTranslate();
  const { field } = useInput({ source: 'engagement_type' });
  const error = useFieldError('engagement_type');
  const value = field.value as EngagementType;
  return (
    <FormControl error={!!error} sx={{ pb: 1 }}>
      <FormLabel id="engagement-type-label" sx={{ mb: 0.75, fontSize: 14 }}>
        {translate('resources.projects.fields.engagement_type')}
      </FormLabel>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={value}
        onChange={(_, next: EngagementType | null) => next && field.onChange(next)}
        aria-labelledby="engagement-type-label"
        disabled={locked}
        data-testid="project-type-input"
      >
        {ENGAGEMENT_TYPES.map((type) => (
          <ToggleButton
            key={type}
            value={type}
            sx={{ px: 2, textTransform: 'none' }}
            data-testid={`project-type-${type}`}
          >
            {translate(`app.projects.type.${type}`)} ({type})
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <FormHelperText>{error ?? translate(`app.projects.create.type_hint_${value ?? 'DPD'}`)}</FormHelperText>
    </FormControl>
  );
}

function ProjectTypeInput() {
  const translate = useTranslate();
  const catalogTitle = useCatalogTitle();
  const { data } = useGetList<{ id: number; project_type_title: string }>('project-types', undefined, {
    retry: false,
    staleTime: 5 * 60_000,
  });
  const { field } = useInput({ source: 'project_type_id' });
  const error = useFieldError('project_type_id');
  return (
    <TextField
      select
      fullWidth
      name="project_type_id"
      label={translate('resources.projects.fields.project_type_id')}
      value={(field.value as number | null) ?? ''}
      onChange={(event) => field.onChange(event.target.value === '' ? null : Number(event.target.value))}
      onBlur={field.onBlur}
      error={!!error}
      helperText={error ?? ' '}
      slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'project-type-id-select' } as object } }}
    >
      <MenuItem value="">{translate('app.projects.create.no_project_type')}</MenuItem>
      {(data ?? []).map((type) => (
        <MenuItem key={type.id} value={type.id}>
          {catalogTitle('project_types', { id: type.id, title: type.project_type_title })}
        </MenuItem>
      ))}
    </TextField>
  );
}

function RequiredSkillsInput() {
  const translate = useTranslate();
  const { options, isPending } = useSkillOptions();
  const { field } = useInput({ source: 'required_skill_ids' });
  const error = useFieldError('required_skill_ids');
  const ids = (field.value ?? []) as number[];
  return (
    <CatalogPicker
      options={options}
      loading={isPending}
      value={ids.map((id) => options.find((option) => option.id === id) ?? { id, title: String(id) })}
      onChange={(next) => field.onChange(next.map((skill) => skill.id))}
      onBlur={field.onBlur}
      name="required_skill_ids"
      label={translate('resources.projects.fields.required_skills')}
      placeholder={translate('app.projects.create.search')}
      noOptionsText={translate('app.projects.create.no_options')}
      helperText={translate('app.projects.create.skills_hint')}
      error={error}
      testId="project-skills-input"
    />
  );
}

/** A calendar day (YYYY-MM-DD); blank is null, as the schema takes it. */
function DateInput({ source, label }: { source: string; label: string }) {
  const translate = useTranslate();
  const { field } = useInput({ source });
  const error = useFieldError(source);
  return (
    <TextField
      type="date"
      fullWidth
      name={source}
      label={translate(label)}
      value={(field.value as string | null) ?? ''}
      onChange={(event) => field.onChange(event.target.value || null)}
      onBlur={field.onBlur}
      error={!!error}
      helperText={error ?? ' '}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': `project-${source}` } }}
    />
  );
}

/**
 * The budget: an amount and an ISO 4217 currency, or none (both blank). The amount is kept as
 * typed while the form holds the number the schema checks (a half-typed one fails with its message).
 */
function BudgetInput() {
  const translate = useTranslate();
  const { field } = useInput({ source: 'budget' });
  const errors = [useFieldError('budget'), useFieldError('budget.amount'), useFieldError('budget.currency')];
  const error = errors.find(Boolean);
  const budget = field.value as { amount: number; currency: string } | null;
  const [amount, setAmount] = useState(budget ? String(budget.amount) : '');
  const [currency, setCurrency] = useState(budget?.currency ?? '');
  useEffect(() => {
    if (!amount.trim() && !currency.trim()) field.onChange(null);
    else
      field.onChange({
        amount: amount.trim() === '' ? Number.NaN : Number(amount.replace(',', '.')),
        currency: currency.trim(),
      });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the form value follows the two texts
  }, [amount, currency]);
  return (
    <Box>
      <Stack direction="row" spacing={2}>
        <TextField
          fullWidth
          name="budget_amount"
          label={translate('resources.projects.fields.budget_amount')}
          value={amount}
          onChange={(event) => setAmount(event.target.value.replace(/[^\d.,]/g, ''))}
          onBlur={field.onBlur}
          error={!!error}
          slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'project-budget-amount' } }}
        />
        <TextField
          name="budget_currency"
          label={translate('resources.projects.fields.budget_currency')}
          value={currency}
          onChange={(event) => setCurrency(event.target.value.toUpperCase().slice(0, 3))}
          onBlur={field.onBlur}
          error={!!error}
          sx={{ width: 150, flexShrink: 0 }}
          slotProps={{ htmlInput: { 'data-testid': 'project-budget-currency', autoCapitalize: 'characters' } }}
        />
      </Stack>
      <Typography
        variant="caption"
        color={error ? 'error' : 'text.secondary'}
        sx={{ display: 'block', mt: 0.5, mx: 1.75 }}
      >
        {error ?? translate('app.projects.create.currency_hint')}
      </Typography>
    </Box>
  );
}
