import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import {
  Box,
  Card,
  CardContent,
  IconButton,
  LinearProgress,
  MenuItem,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { useCallback, useEffect, useMemo, type ReactNode } from 'react';
import {
  LinkBase,
  ListBase,
  Pagination,
  useGetList,
  useListContext,
  useTranslate,
  type SortPayload,
} from 'react-admin';
import { EmptyText } from '../components/SectionCard';
import { UserAvatar } from '../components/UserAvatar';
import { FilterBar, type FilterSpec, type Values } from '../components/FilterBar';
import { SkillChips } from '../components/SkillChips';
import { usePersonName } from '../components/fullName';
import { RowsSkeleton } from '../components/RowsSkeleton';
import { EXPERIENCE_LEVELS, type SpecialistCard, type TeamFit } from '../providers/hiringDomain';
import { links } from '../routes/links';
import { useListFilters } from '../components/useListFilters';
import { useFormatters } from '../i18n/useFormatters';

/** A search card; `fit` comes with the `for_team` filter. */
export type SearchCard = SpecialistCard & { relevance?: number; fit?: TeamFit };

const PRACTITIONER_GROUP_IDS = [1, 2, 3, 4, 5];
const lists = { retry: false, staleTime: 5 * 60_000 } as const;

/** The search filters of docs/api.md: q, skills, level, country and languages shown; industries, project types and practitioner group under 'More filters'. */
export function useSearchFilters(): FilterSpec[] {
  const translate = useTranslate();
  const { language } = useFormatters();
  const { data: skills } = useGetList<{ id: number; skill_title: string }>('skills', undefined, lists);
  const { data: languages } = useGetList<{ id: number; language_title: string; code?: string }>(
    'languages',
    undefined,
    lists,
  );
  const { data: industries } = useGetList<{ id: number; industry_experience: string }>('industries', undefined, lists);
  const { data: projectTypes } = useGetList<{ id: number; project_type_title: string }>(
    'project-types',
    undefined,
    lists,
  );
  const { data: countries } = useGetList<{ id: string; name: string }>('countries', undefined, lists);
  return useMemo(() => {
    const field = (source: string) => translate(`resources.specialists.fields.${source}`);
    return [
      { source: 'q', kind: 'text', label: field('q'), width: 220 },
      {
        source: 'skill_ids',
        kind: 'multi',
        label: field('skill_ids'),
        width: 260,
        choices: (skills ?? []).map((s) => ({ id: s.id, name: s.skill_title })),
      },
      {
        source: 'experience_level_id',
        kind: 'select',
        label: field('experience_level_id'),
        width: 150,
        choices: EXPERIENCE_LEVELS.map((level) => ({
          id: level.id,
          name: translate(`app.profile.levels.${level.id}`),
        })),
      },
      {
        source: 'country',
        kind: 'one',
        label: field('country'),
        width: 190,
        choices: (countries ?? []).map((c) => ({ id: c.name, name: c.name })),
      },
      {
        source: 'language_ids',
        kind: 'multi',
        label: field('language_ids'),
        width: 220,
        choices: (languages ?? []).map((l) => ({ id: l.id, name: language(l.language_title, l.code) })),
      },
      {
        source: 'industry_ids',
        kind: 'multi',
        label: field('industry_ids'),
        width: 240,
        secondary: true,
        choices: (industries ?? []).map((i) => ({ id: i.id, name: i.industry_experience })),
      },
      {
        source: 'project_type_ids',
        kind: 'multi',
        label: field('project_type_ids'),
        width: 240,
        secondary: true,
        choices: (projectTypes ?? []).map((t) => ({ id: t.id, name: t.project_type_title })),
      },
      {
        source: 'practitioner_group_id',
        kind: 'select',
        label: field('practitioner_group_id'),
        width: 220,
        secondary: true,
        choices: PRACTITIONER_GROUP_IDS.map((id) => ({ id, name: translate(`app.profile.practitioner_groups.${id}`) })),
      },
    ];
  }, [skills, languages, industries, projectTypes, countries, translate, language]);
}

/**
 * The specialist search of business owners and admins (GET /specialists): filters, sort by
 * relevance (how many of the asked skills a specialist has), name or completeness, and cards of
 * public fields. `action` renders what the owner can do with a card (invite).
 */
export function SpecialistList({ action }: { action: (card: SearchCard) => ReactNode }) {
  const filters = useSearchFilters();
  return (
    <ListBase
      resource="specialists"
      sort={{ field: 'completeness', order: 'DESC' }}
      perPage={10}
      disableSyncWithLocation
    >
      <Stack spacing={1} data-testid="specialist-search">
        <SearchFilterBar filters={filters} />
        <Stack direction="row" spacing={1.5} alignItems="center" justifyContent="space-between" sx={{ pt: 1 }}>
          <Total />
          <SortSelect />
        </Stack>
        <Results action={action} />
      </Stack>
    </ListBase>
  );
}

/** The facets, each change written with the order it asks for (inside the list's context). */
function SearchFilterBar({ filters }: { filters: FilterSpec[] }) {
  return <FilterBar filters={filters} onFilters={useSetSearchFilters()} />;
}

type SearchFilter = { skill_ids?: unknown; for_team?: unknown };
type RankedBy = { bySkills: boolean; forTeam: boolean };
const rankedBy = (filter: SearchFilter): RankedBy => ({
  bySkills: Array.isArray(filter.skill_ids) && filter.skill_ids.length > 0,
  forTeam: Boolean(filter.for_team),
});

/**
 * Fit needs a team and relevance skills to rank by: the best of them is picked when a team or skills are
 * asked for (over the automatic completeness or relevance, never over a chosen name), and left when they go.
 * The order a filter asks for instead of `current`, or null to keep it.
 */
function automaticSort({ bySkills, forTeam }: RankedBy, current: string): SortPayload | null {
  const best = forTeam ? 'fit' : bySkills ? 'relevance' : 'completeness';
  const unusable = (current === 'fit' && !forTeam) || (current === 'relevance' && !bySkills);
  const outranked = current !== 'name' && RANK[current] < RANK[best];
  return current !== best && (unusable || outranked) ? { field: best, order: 'DESC' } : null;
}

/**
 * The order a search opened at an address starts in: the one its filter asks for (fit with a team, relevance
 * with skills). Starting in completeness and correcting it after the first render fetched the first page twice.
 */
export function initialSort(search: string): SortPayload {
  let filter: SearchFilter = {};
  try {
    filter = (JSON.parse(new URLSearchParams(search).get('filter') ?? '{}') as SearchFilter | null) ?? {};
  } catch {
    // A mangled address: react-admin reads it as no filter too.
  }
  return automaticSort(rankedBy(filter), 'completeness') ?? { field: 'completeness', order: 'DESC' };
}

/**
 * A filter change with the order it asks for, in one write of the address (react-admin merges the list's
 * changes of one tick): the filter alone, then the order, would put the list through the old order first,
 * and a facet changed between the two writes would be lost.
 */
export function useSetSearchFilters() {
  const { sort, setSort, setFilters } = useListFilters();
  return useCallback(
    (filter: Values) => {
      setFilters(filter, undefined, false);
      const next = automaticSort(rankedBy(filter), sort.field);
      if (next) setSort(next);
    },
    [sort.field, setSort, setFilters],
  );
}

/** The order of the cards; an address that asks for a better one gets it (`automaticSort`). */
export function SortSelect() {
  const translate = useTranslate();
  const { sort, setSort, filterValues } = useListFilters<SearchFilter>();
  const { bySkills, forTeam } = rankedBy(filterValues);
  useEffect(() => {
    const next = automaticSort({ bySkills, forTeam }, sort.field);
    if (next) setSort(next);
  }, [bySkills, forTeam, sort.field, setSort]);
  const options = [
    ['fit', 'DESC'],
    ['relevance', 'DESC'],
    ['completeness', 'DESC'],
    ['name', 'ASC'],
  ] as const;
  return (
    <TextField
      select
      size="small"
      margin="none"
      fullWidth={false}
      label={translate('app.hiring.common.sort_by')}
      value={sort.field}
      onChange={(event) =>
        setSort({ field: event.target.value, order: options.find(([field]) => field === event.target.value)![1] })
      }
      // As wide as its choice (a long translation is not cut), the whole line where the page stretches it.
      sx={{ minWidth: 200, maxWidth: '100%' }}
      slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'search-sort' } as object } }}
    >
      {options.map(([field]) => (
        <MenuItem
          key={field}
          value={field}
          disabled={(field === 'relevance' && !bySkills) || (field === 'fit' && !forTeam)}
        >
          {translate(`app.hiring.search.sort.${field}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** The automatic orders, the more specific first: fit to a team, then relevance to skills, then completeness. */
const RANK: Record<string, number> = { fit: 3, relevance: 2, completeness: 1 };

export function Total() {
  const translate = useTranslate();
  const { total, isPending } = useListContext();
  return (
    <Typography variant="body2" color="text.secondary" role="status" data-testid="search-total">
      {isPending ? '' : translate('app.hiring.search.total', { smart_count: total ?? 0 })}
    </Typography>
  );
}

/** The cards of the list; `action` is what the reader can do with one, `details` more about it (the fit to a team). */
export function Results({
  action,
  details,
}: {
  action?: (card: SearchCard) => ReactNode;
  details?: (card: SearchCard) => ReactNode;
}) {
  const translate = useTranslate();
  const { data, isPending, error, total, filterValues } = useListFilters<
    { skill_ids?: (number | string)[] },
    SearchCard
  >();
  const asked = useMemo(() => new Set((filterValues.skill_ids ?? []).map(Number)), [filterValues.skill_ids]);
  if (isPending) return <RowsSkeleton rows={3} />;
  if (error) return <EmptyText>{translate('app.hiring.common.load_failed')}</EmptyText>;
  if (!data?.length) return <EmptyText testId="search-empty">{translate('app.hiring.search.empty')}</EmptyText>;
  return (
    <>
      <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {data.map((card) => (
          <SpecialistCardView
            key={card.id}
            card={card}
            asked={asked}
            action={action?.(card)}
            details={details?.(card)}
          />
        ))}
      </Stack>
      {(total ?? 0) > 10 && <Pagination rowsPerPageOptions={[10, 25]} />}
    </>
  );
}

function SpecialistCardView({
  card,
  asked,
  action,
  details,
}: {
  card: SearchCard;
  asked: ReadonlySet<number>;
  action: ReactNode;
  details: ReactNode;
}) {
  const translate = useTranslate();
  const personName = usePersonName();
  const { language } = useFormatters();
  const name = personName(card);
  const matched = card.skills.filter((skill) => asked.has(skill.id)).length;
  return (
    <Card component="li" variant="outlined" data-testid="specialist-card" data-id={card.id}>
      <CardContent sx={{ p: 2, '&:last-child': { pb: 2 } }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'flex-start' }}>
          <Stack direction="row" spacing={1.5} sx={{ flexGrow: 1, minWidth: 0 }}>
            <UserAvatar name={name} src={card.avatar ?? undefined} size={48} />
            <Box sx={{ minWidth: 0, flexGrow: 1 }}>
              <Stack direction="row" spacing={0.5} alignItems="center">
                <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 650 }} data-testid="specialist-name">
                  {name}
                </Typography>
                <Tooltip title={translate('app.hiring.common.view_profile')}>
                  <IconButton
                    size="small"
                    component={LinkBase}
                    to={links.profile(card.id)}
                    target="_blank"
                    rel="noopener"
                    aria-label={translate('app.hiring.common.view_profile_of', { name })}
                  >
                    <OpenInNewRounded sx={{ fontSize: 16 }} />
                  </IconButton>
                </Tooltip>
              </Stack>
              <Typography variant="body2" color="text.secondary">
                {[
                  card.industry_title,
                  card.experience_level_id ? translate(`app.profile.levels.${card.experience_level_id}`) : null,
                ]
                  .filter(Boolean)
                  .join(' · ') || '--'}
              </Typography>
              {card.country && (
                <Stack direction="row" spacing={0.5} alignItems="center" sx={{ color: 'text.secondary', mt: 0.25 }}>
                  <PlaceOutlined sx={{ fontSize: 16 }} />
                  <Typography variant="caption">{card.country}</Typography>
                </Stack>
              )}
              {card.skills.length > 0 && (
                <Box sx={{ mt: 1 }}>
                  <SkillChips
                    skills={[...card.skills].sort((a, b) => Number(asked.has(b.id)) - Number(asked.has(a.id)))}
                    max={6}
                    highlight={asked}
                  />
                </Box>
              )}
              {card.languages.length > 0 && (
                <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.75 }}>
                  {translate('app.hiring.search.languages', {
                    list: card.languages.map((l) => language(l.title, l.code)).join(', '),
                  })}
                </Typography>
              )}
              {details}
            </Box>
          </Stack>
          <Stack spacing={1} alignItems={{ xs: 'stretch', sm: 'flex-end' }} sx={{ minWidth: { sm: 170 } }}>
            {asked.size > 0 && (
              <Typography
                variant="caption"
                sx={{ fontWeight: 600, color: matched === asked.size ? 'success.main' : 'text.secondary' }}
                data-testid="specialist-relevance"
              >
                {translate('app.hiring.search.matches', { matched, asked: asked.size })}
              </Typography>
            )}
            <Box sx={{ width: { xs: '100%', sm: 150 } }}>
              <Typography variant="caption" color="text.secondary">
                {translate('app.hiring.search.completeness', { percent: card.completeness })}
              </Typography>
              <LinearProgress
                variant="determinate"
                value={card.completeness}
                sx={{ height: 6, borderRadius: 3 }}
                aria-label={translate('app.hiring.search.completeness', { percent: card.completeness })}
              />
            </Box>
            {action}
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
