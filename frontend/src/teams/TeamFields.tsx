import { MenuItem, TextField } from '@mui/material';
import { useInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { CatalogPicker, useSkillOptions, type CatalogOption } from '../forms/CatalogPicker';
import { TextFieldInput } from '../forms/TextFieldInput';
import { useFieldError } from '../forms/useFieldError';
import { TEAM_NAME_MAX_LENGTH, TEAM_PURPOSE_MAX_LENGTH, type NetworkRecord } from '../providers/hiringDomain';

/** A team's name, purpose and the skills it needs, in a react-admin <Form>. */
export function TeamFields() {
  const translate = useTranslate();
  const purpose = (useWatch({ name: 'purpose' }) as string | undefined) ?? '';
  return (
    <>
      <TextFieldInput
        source="name"
        label="resources.teams.fields.name"
        required
        autoFocus
        maxLength={TEAM_NAME_MAX_LENGTH}
        placeholder={translate('app.hiring.teams.name_placeholder')}
        sx={{ mb: 1 }}
      />
      <TextFieldInput
        source="purpose"
        label="resources.teams.fields.purpose"
        multiline
        minRows={3}
        maxLength={TEAM_PURPOSE_MAX_LENGTH}
        placeholder={translate('app.hiring.teams.purpose_placeholder')}
        counter={`${purpose.length}/${TEAM_PURPOSE_MAX_LENGTH}`}
        sx={{ mb: 1 }}
      />
      <RequiredSkillsInput />
    </>
  );
}

/** The skills the team needs (the coverage panel checks them against the members' skills). */
function RequiredSkillsInput() {
  const translate = useTranslate();
  const { options, isPending } = useSkillOptions();
  const { field } = useInput({ source: 'required_skill_ids' });
  const error = useFieldError('required_skill_ids');
  return (
    <CatalogPicker
      options={options}
      loading={isPending}
      value={(field.value ?? []) as CatalogOption[]}
      onChange={field.onChange}
      onBlur={field.onBlur}
      name="required_skill_ids"
      label={translate('resources.teams.fields.required_skills')}
      placeholder={translate('app.profile.fields.search')}
      noOptionsText={translate('app.profile.empty.no_options')}
      helperText={translate('app.hiring.teams.required_hint')}
      error={error}
      testId="team-skills-input"
    />
  );
}

/** The network a new team belongs to, when it is not given (creating from the teams page). */
export function NetworkSelect({ networks }: { networks: NetworkRecord[] }) {
  const translate = useTranslate();
  const { field } = useInput({ source: 'network_id' });
  const error = useFieldError('network_id');
  return (
    <TextField
      select
      fullWidth
      required
      name="network_id"
      label={translate('resources.teams.fields.network_id')}
      value={(field.value as string | null) ?? ''}
      onChange={(event) => field.onChange(event.target.value)}
      onBlur={field.onBlur}
      error={!!error}
      helperText={error ?? ' '}
      sx={{ mb: 1 }}
      slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'team-network-select' } as object } }}
    >
      {networks.map((network) => (
        <MenuItem key={network.id} value={network.id}>
          {network.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
