import {
  Autocomplete,
  Box,
  FormControl,
  FormHelperText,
  FormLabel,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useMemo } from 'react';
import { useGetList, useInput, useTranslate, useUpdate } from 'react-admin';
import { TextFieldInput } from '../forms/TextFieldInput';
import { useFieldError } from '../forms/useFieldError';
import { UserAvatar } from '../components/UserAvatar';
import { WriteDialog } from '../forms/RecordEditDialog';
import { fullName, usePersonName } from '../components/fullName';
import {
  ALLOCATION_DAYS_MAX,
  ALLOCATION_DAYS_MIN,
  TEAM_ROLE_MAX_LENGTH,
  changeTeamMemberSchema,
  type NetworkMemberRecord,
  type TeamRecord,
} from '../providers/hiringDomain';

type TeamMember = TeamRecord['members'][number];
// Half days, as the team's rule counts them.
const DAYS = Array.from(
  { length: (ALLOCATION_DAYS_MAX - ALLOCATION_DAYS_MIN) * 2 + 1 },
  (_, i) => ALLOCATION_DAYS_MIN + i / 2,
);

/** Change a member's role or allocation. */
export function TeamMemberEdit({
  team,
  member,
  onClose,
}: {
  team: TeamRecord;
  member: TeamMember;
  onClose: () => void;
}) {
  const [update] = useUpdate();
  const personName = usePersonName();
  return (
    <WriteDialog
      onClose={onClose}
      testId="team-member-edit-dialog"
      title="app.hiring.team.change_member"
      subtitle={personName(member.specialist)}
      schema={changeTeamMemberSchema}
      defaultValues={{ role_title: member.role_title, allocation_days: member.allocation_days }}
      write={(values) =>
        update(
          'team-members',
          {
            id: member.specialist_id,
            data: values,
            previousData: { id: member.specialist_id },
            meta: { teamId: team.id },
          },
          { mutationMode: 'pessimistic', returnPromise: true },
        )
      }
      savedMessage="app.hiring.team_messages.memberChanged"
    >
      <RoleAndAllocation autoFocus />
    </WriteDialog>
  );
}

interface Candidate {
  id: string;
  name: string;
  avatar?: string;
  detail: string;
}

/** One of the network's joined members who is not in the team yet. */
export function NetworkMemberPicker({ team }: { team: TeamRecord }) {
  const translate = useTranslate();
  const { data, isPending } = useGetList<NetworkMemberRecord & { id: string }>(
    'network-members',
    {
      filter: { network_id: team.network_id, status: 'joined' },
      pagination: { page: 1, perPage: 500 },
      sort: { field: 'name', order: 'ASC' },
    },
    { retry: false },
  );
  const candidates = useMemo<Candidate[]>(() => {
    const inTeam = new Set(team.members.map((m) => m.specialist_id));
    return (data ?? [])
      .filter((m) => m.status === 'joined' && m.specialist_id && !inTeam.has(m.specialist_id))
      .map((m) => ({
        id: m.specialist_id!,
        name: fullName(m.specialist),
        avatar: m.specialist?.avatar ?? undefined,
        detail: [m.specialist?.industry_title, ...(m.specialist?.skills ?? []).slice(0, 3).map((s) => s.title)]
          .filter(Boolean)
          .join(' · '),
      }));
  }, [data, team.members]);
  const { field } = useInput({ source: 'specialist_id' });
  const error = useFieldError('specialist_id');
  const value = candidates.find((c) => c.id === field.value) ?? null;
  return (
    <Autocomplete
      options={candidates}
      loading={isPending}
      value={value}
      loadingText={translate('app.common.loading')}
      noOptionsText={translate('app.hiring.team.no_candidates')}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onChange={(_, next) => field.onChange(next?.id ?? '')}
      onBlur={field.onBlur}
      renderOption={({ key, ...props }, option) => (
        <Box component="li" key={key} {...props} sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
          <UserAvatar name={option.name} src={option.avatar} size={32} />
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {option.name}
            </Typography>
            <Typography variant="caption" color="text.secondary" noWrap component="p">
              {option.detail || '--'}
            </Typography>
          </Box>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          autoFocus
          required
          name="specialist_id"
          label={translate('app.hiring.team.member')}
          error={!!error}
          helperText={error ?? translate('app.hiring.team.member_hint')}
          slotProps={{ htmlInput: { ...params.inputProps, 'data-testid': 'team-member-picker' } }}
        />
      )}
      sx={{ mb: 1 }}
    />
  );
}

/** A role and days a week, in half days. */
export function RoleAndAllocation({ autoFocus = false }: { autoFocus?: boolean }) {
  const translate = useTranslate();
  const { field } = useInput({ source: 'allocation_days' });
  const error = useFieldError('allocation_days');
  return (
    <Stack spacing={1}>
      <TextFieldInput
        source="role_title"
        label="resources.teams.fields.role_title"
        autoFocus={autoFocus}
        maxLength={TEAM_ROLE_MAX_LENGTH}
        placeholder={translate('app.hiring.team.role_placeholder')}
      />
      <FormControl error={!!error}>
        <FormLabel id="allocation-label" sx={{ mb: 0.75, fontSize: 14 }}>
          {translate('resources.teams.fields.allocation_days')}
        </FormLabel>
        <ToggleButtonGroup
          exclusive
          value={field.value as unknown}
          onChange={(_, next) => next != null && field.onChange(next)}
          aria-labelledby="allocation-label"
          size="small"
          data-testid="allocation"
        >
          {DAYS.map((days) => (
            <ToggleButton
              key={days}
              value={days}
              sx={{ px: 2, minWidth: 48 }}
              data-testid={`allocation-${days}`}
              aria-label={translate('app.hiring.team.days_per_week', { smart_count: days })}
            >
              {days}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <FormHelperText>{error ?? translate('app.hiring.team.allocation_hint')}</FormHelperText>
      </FormControl>
    </Stack>
  );
}
