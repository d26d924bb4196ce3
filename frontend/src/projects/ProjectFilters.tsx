import FilterListRounded from '@mui/icons-material/FilterListRounded';
import { Autocomplete, Badge, Button, MenuItem, Stack, TextField, useMediaQuery, type Theme } from '@mui/material';
import { useMemo, useState } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import { TextFilter } from '../components/FilterBar';
import { ENGAGEMENT_STATUSES, ENGAGEMENT_TYPES, type EngagementListItem } from './projectsDomain';
import { useListFilters } from '../components/useListFilters';

type Values = Record<string, unknown>;
/** The filters of docs/api.md's GET /projects, as the list's context holds them. */
interface ProjectFilterValues {
  q?: string;
  engagement_type?: string;
  status?: string;
  skill_id?: number;
  from?: string;
  to?: string;
  owner_id?: string;
}
const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

export const PROJECT_SORTS = [
  ['created_at', 'DESC', 'newest'],
  ['name', 'ASC', 'name'],
  ['start_date', 'ASC', 'start_date'],
  ['status', 'ASC', 'status'],
] as const;

/**
 * The filters of a project list (docs/api.md: engagement_type, status, skill_id, from/to, owner_id
 * for admins, q) and its sort, on react-admin's list context. Each field is named by its label and
 * has `filter-{source}` as test id. On a phone the skill, dates, owner and sort open under 'More filters'.
 */
export function ProjectFilters({ owners = false }: { owners?: boolean }) {
  const translate = useTranslate();
  const { filterValues, setFilters, sort, setSort } = useListFilters<ProjectFilterValues>();
  const set = (source: string, value: unknown) => {
    const next: Values = { ...filterValues };
    if (isEmpty(value)) delete next[source];
    else next[source] = value;
    setFilters(next, undefined, false);
  };
  const field = { size: 'small', margin: 'none', fullWidth: false } as const;
  const width = (sm: number) => ({ width: { xs: '100%', sm } });
  const current = PROJECT_SORTS.find(([source]) => source === sort.field)?.[2] ?? 'newest';
  const active = Object.values(filterValues).some((value) => !isEmpty(value));
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const secondaryActive = (['skill_id', 'from', 'to', 'owner_id'] as const).filter(
    (key) => !isEmpty(filterValues[key]),
  ).length;
  const [more, setMore] = useState(secondaryActive > 0);
  const showSecondary = !narrow || more;
  return (
    <Stack direction="row" useFlexGap flexWrap="wrap" spacing={1.5} alignItems="center" data-testid="project-filters">
      <TextFilter
        label={translate('app.projects.list.search')}
        value={filterValues.q ?? ''}
        onChange={(q) => set('q', q)}
        sx={width(240)}
        testId="filter-q"
      />
      <TextField
        {...field}
        select
        label={translate('resources.projects.fields.engagement_type')}
        value={filterValues.engagement_type ?? ''}
        onChange={(e) => set('engagement_type', e.target.value)}
        sx={width(190)}
        slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'filter-engagement_type' } as object } }}
      >
        <MenuItem value="">{translate('app.projects.common.all')}</MenuItem>
        {ENGAGEMENT_TYPES.map((type) => (
          <MenuItem key={type} value={type}>
            {translate(`app.projects.type.${type}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        {...field}
        select
        label={translate('resources.projects.fields.status')}
        value={filterValues.status ?? ''}
        onChange={(e) => set('status', e.target.value)}
        sx={width(160)}
        slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'filter-status' } as object } }}
      >
        <MenuItem value="">{translate('app.projects.common.all')}</MenuItem>
        {ENGAGEMENT_STATUSES.map((status) => (
          <MenuItem key={status} value={status}>
            {translate(`app.projects.status.${status}`)}
          </MenuItem>
        ))}
      </TextField>
      {narrow && (
        <Badge color="primary" badgeContent={secondaryActive} invisible={!secondaryActive}>
          <Button
            size="small"
            startIcon={<FilterListRounded />}
            onClick={() => setMore((open) => !open)}
            aria-expanded={more}
            data-testid="filters-more"
          >
            {translate('app.projects.list.more_filters')}
          </Button>
        </Badge>
      )}
      {showSecondary && (
        <>
          <SkillFilter value={filterValues.skill_id} onChange={(id) => set('skill_id', id)} />
          <TextField
            {...field}
            type="date"
            label={translate('app.projects.list.from')}
            value={filterValues.from ?? ''}
            onChange={(e) => set('from', e.target.value)}
            sx={width(160)}
            slotProps={{
              inputLabel: { shrink: true },
              htmlInput: { 'data-testid': 'filter-from', max: filterValues.to },
            }}
          />
          <TextField
            {...field}
            type="date"
            label={translate('app.projects.list.to')}
            value={filterValues.to ?? ''}
            onChange={(e) => set('to', e.target.value)}
            sx={width(160)}
            slotProps={{
              inputLabel: { shrink: true },
              htmlInput: { 'data-testid': 'filter-to', min: filterValues.from },
            }}
          />
          {owners && <OwnerFilter value={filterValues.owner_id} onChange={(id) => set('owner_id', id)} />}
          <TextField
            {...field}
            select
            label={translate('app.projects.list.sort_by')}
            value={current}
            onChange={(event) => {
              const [source, order] = PROJECT_SORTS.find(([, , key]) => key === event.target.value)!;
              setSort({ field: source, order });
            }}
            sx={width(170)}
            slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'project-sort' } as object } }}
          >
            {PROJECT_SORTS.map(([, , key]) => (
              <MenuItem key={key} value={key}>
                {translate(`app.projects.list.sort.${key}`)}
              </MenuItem>
            ))}
          </TextField>
        </>
      )}
      {active && (
        <Button
          size="small"
          color="inherit"
          onClick={() => setFilters({}, undefined, false)}
          data-testid="filters-clear"
        >
          {translate('app.projects.common.clear_filters')}
        </Button>
      )}
    </Stack>
  );
}

interface Option {
  id: string | number;
  name: string;
}

function SkillFilter({ value, onChange }: { value: number | undefined; onChange: (id: number | undefined) => void }) {
  const translate = useTranslate();
  const { data, isPending } = useGetList<{ id: number; skill_title: string }>('skills', undefined, {
    retry: false,
    staleTime: 5 * 60_000,
  });
  const options = useMemo<Option[]>(
    () => (data ?? []).map((skill) => ({ id: skill.id, name: skill.skill_title })),
    [data],
  );
  return (
    <ChoiceField
      label={translate('app.projects.list.skill')}
      options={options}
      loading={isPending}
      value={value}
      onChange={(id) => onChange(id === undefined ? undefined : Number(id))}
      testId="filter-skill_id"
    />
  );
}

/** Admins narrow every project to one owner's; the owners are those of the projects (one page of 500, names A–Z). */
function OwnerFilter({ value, onChange }: { value: string | undefined; onChange: (id: string | undefined) => void }) {
  const translate = useTranslate();
  const { data, isPending } = useGetList<EngagementListItem>(
    'projects',
    { pagination: { page: 1, perPage: 500 }, sort: { field: 'name', order: 'ASC' } },
    { retry: false, staleTime: 60_000 },
  );
  const options = useMemo<Option[]>(() => {
    const owners = new Map<string, string>();
    for (const project of data ?? []) owners.set(project.owner_id, project.owner_name || project.owner_id);
    return [...owners].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name));
  }, [data]);
  return (
    <ChoiceField
      label={translate('app.projects.list.owner')}
      options={options}
      loading={isPending}
      value={value}
      onChange={(id) => onChange(id === undefined ? undefined : String(id))}
      testId="filter-owner_id"
    />
  );
}

function ChoiceField({
  label,
  options,
  loading,
  value,
  onChange,
  testId,
}: {
  label: string;
  options: Option[];
  loading: boolean;
  value: string | number | undefined;
  onChange: (id: string | number | undefined) => void;
  testId: string;
}) {
  const translate = useTranslate();
  const selected = options.find((option) => String(option.id) === String(value)) ?? null;
  return (
    <Autocomplete
      size="small"
      options={options}
      loading={loading}
      value={selected}
      loadingText={translate('app.projects.create.loading')}
      noOptionsText={translate('app.projects.create.no_options')}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onChange={(_, next) => onChange(next?.id)}
      sx={{ width: { xs: '100%', sm: 210 } }}
      renderInput={(params) => (
        <TextField
          {...params}
          margin="none"
          label={label}
          slotProps={{ htmlInput: { ...params.inputProps, 'data-testid': testId } }}
        />
      )}
    />
  );
}
