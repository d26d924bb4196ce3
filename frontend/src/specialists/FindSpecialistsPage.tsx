import { Checkbox, FormControlLabel, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { ListBase, useGetList, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { FilterBar, TextFilter, type FilterSpec, type Values } from '../components/FilterBar';
import { useListFilters } from '../components/useListFilters';
import { useFormatters } from '../i18n/useFormatters';
import type { TeamRecord } from '../providers/hiringDomain';
import { CURRENCIES } from './currencies';
import { FitSummary } from './FitSummary';
import { CardActions, CompareBar, SaveSearchButton, SavedSearchSelect } from './HiringListActions';
import { initialSort, Results, SortSelect, Total, useSearchFilters, useSetSearchFilters } from './SpecialistList';

/** Half days a week, 0.5 to 5 (the API's `free_days_gte`). */
const FREE_DAYS = Array.from({ length: 10 }, (_, i) => (i + 1) / 2);
// One currency in the address outside CURRENCIES is offered too.
const DEFAULT_CURRENCY = CURRENCIES[0];
const TEAMS_SHOWN = 100;

type PageFilters = { for_team?: string };

/**
 * /profile/find-specialists (issue 39): the specialist search of business owners and admins on a page of
 * its own. Its filters and order are react-admin's list parameters in the address, so a search can be
 * shared or reloaded; "for team" ranks the cards by fit to one of the reader's teams and says why.
 */
export default function FindSpecialistsPage() {
  const translate = useTranslate();
  const { search } = useLocation();
  // Read once: the list keeps its order in the address from then on.
  const [sort] = useState(() => initialSort(search));
  return (
    <ListBase resource="specialists" sort={sort} perPage={10} storeKey={false}>
      <Stack spacing={2} data-testid="find-specialists">
        <Typography variant="body1" color="text.secondary">
          {translate('app.hiring.find.intro')}
        </Typography>
        <section aria-labelledby="find-filters">
          <Typography id="find-filters" variant="h6" component="h2" sx={{ mb: 1 }}>
            {translate('app.hiring.find.filters')}
          </Typography>
          <FindFilters />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems={{ sm: 'center' }} sx={{ mt: 1.5 }}>
            <SaveSearchButton />
            <SavedSearchSelect />
          </Stack>
        </section>
        <section aria-labelledby="find-results">
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1.5}
            alignItems={{ xs: 'stretch', sm: 'center' }}
            justifyContent="space-between"
            sx={{ mb: 1.5 }}
          >
            <Stack spacing={0.25}>
              <Typography id="find-results" variant="h6" component="h2">
                {translate('app.hiring.find.results')}
              </Typography>
              <Total />
            </Stack>
            <SortSelect />
          </Stack>
          <FitResults />
        </section>
      </Stack>
    </ListBase>
  );
}

/** The search's own filters, then availability, rate and team: the API's filter names (docs/api.md, `specialists`). */
function FindFilters() {
  const translate = useTranslate();
  const search = useSearchFilters();
  const setFilters = useSetSearchFilters();
  const { number } = useFormatters();
  const { data: teams } = useGetList<TeamRecord>('teams', {
    pagination: { page: 1, perPage: TEAMS_SHOWN },
    sort: { field: 'name', order: 'ASC' },
    filter: { archived: false },
  });
  const filters = useMemo((): FilterSpec[] => {
    const field = (source: string) => translate(`resources.specialists.fields.${source}`);
    return [
      {
        source: 'for_team',
        kind: 'one',
        label: field('for_team'),
        width: 240,
        choices: (teams ?? []).map((team) => ({ id: team.id, name: team.name })),
      },
      // Skills "all" sits beside the skills it qualifies.
      ...search.flatMap((spec): FilterSpec[] =>
        spec.source === 'skill_ids'
          ? [
              spec,
              {
                source: 'skills_match',
                kind: 'custom',
                label: field('skills_match'),
                render: (values, set) => (
                  <FormControlLabel
                    label={field('skills_match')}
                    control={
                      <Checkbox
                        checked={values.skills_match === 'all'}
                        onChange={(event) => set({ skills_match: event.target.checked ? 'all' : undefined })}
                        slotProps={{ input: { 'data-testid': 'filter-skills_match' } as object }}
                      />
                    }
                    sx={{ mr: 0 }}
                  />
                ),
              },
            ]
          : [spec],
      ),
      { source: 'open_to_work', kind: 'toggle', label: field('open_to_work'), secondary: true },
      { source: 'available_by', kind: 'date', label: field('available_by'), width: 180, secondary: true },
      {
        source: 'free_days_gte',
        kind: 'select',
        label: field('free_days_gte'),
        width: 200,
        secondary: true,
        choices: FREE_DAYS.map((days) => ({
          id: days,
          name: translate('app.hiring.find.days', { days: number(days) }),
        })),
      },
      {
        source: 'day_rate_lte',
        kind: 'custom',
        label: field('day_rate_lte'),
        secondary: true,
        render: (values, set) => <DayRateFilter values={values} set={set} />,
      },
    ];
  }, [search, teams, translate, number]);
  return <FilterBar filters={filters} onFilters={setFilters} />;
}

/**
 * Day rate at most an amount in a currency: the API takes both or neither, so the amount sets both and
 * clearing it drops both. The currency waits here until there is an amount.
 */
function DayRateFilter({ values, set }: { values: Values; set: (patch: Values) => void }) {
  const translate = useTranslate();
  const given = values.day_rate_lte;
  const amount = typeof given === 'number' || typeof given === 'string' ? String(given) : '';
  const [chosen, setChosen] = useState(DEFAULT_CURRENCY);
  const currency = (values.day_rate_currency as string | undefined) ?? chosen;
  const offered = CURRENCIES.includes(currency) ? CURRENCIES : [currency, ...CURRENCIES];
  const apply = (nextAmount: string, nextCurrency: string) => {
    const value = Number(nextAmount);
    set(
      nextAmount && value > 0
        ? { day_rate_lte: value, day_rate_currency: nextCurrency }
        : { day_rate_lte: undefined, day_rate_currency: undefined },
    );
  };
  return (
    <Stack direction="row" spacing={1}>
      <TextFilter
        type="number"
        label={translate('resources.specialists.fields.day_rate_lte')}
        value={amount}
        onChange={(next) => apply(next, currency)}
        sx={{ width: { xs: '100%', sm: 170 } }}
        testId="filter-day_rate_lte"
      />
      <TextField
        select
        size="small"
        margin="none"
        fullWidth={false}
        label={translate('resources.specialists.fields.day_rate_currency')}
        value={currency}
        onChange={(event) => {
          setChosen(event.target.value);
          if (amount) apply(amount, event.target.value);
        }}
        sx={{ width: 110, flexShrink: 0 }}
        slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'filter-day_rate_currency' } as object } }}
      >
        {offered.map((code) => (
          <MenuItem key={code} value={code}>
            {code}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}

/**
 * The cards; with a team chosen, each says how it fits, the team's required skills named by their titles.
 * Each card may be picked to compare (up to four, against the chosen team) and shortlisted.
 */
function FitResults() {
  const { filterValues } = useListFilters<PageFilters>();
  const [picked, setPicked] = useState<string[]>([]);
  const { data: teams } = useGetList<TeamRecord>(
    'teams',
    { filter: { id: filterValues.for_team } },
    { enabled: Boolean(filterValues.for_team) },
  );
  const titles = useMemo(
    () => new Map((teams?.[0]?.required_skills ?? []).map((skill) => [skill.id, skill.title])),
    [teams],
  );
  return (
    <>
      <Results
        details={(card) => card.fit && <FitSummary fit={card.fit} titles={titles} />}
        action={(card) => <CardActions card={card} picked={picked} onPick={setPicked} teamId={filterValues.for_team} />}
      />
      <CompareBar picked={picked} onClear={() => setPicked([])} teamId={filterValues.for_team} />
    </>
  );
}
