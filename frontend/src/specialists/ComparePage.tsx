import {
  Alert,
  Box,
  Chip,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LinkBase, useDataProvider, useGetList, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import type { SpecialistProfile } from '@dth/domain/specialist/projections/specialistProfile';
import { EmptyText } from '../components/SectionCard';
import { RowsSkeleton } from '../components/RowsSkeleton';
import { UserAvatar } from '../components/UserAvatar';
import { usePersonName } from '../components/fullName';
import { useFormatters } from '../i18n/useFormatters';
import { freeDaysOf, type TeamRecord } from '../providers/hiringDomain';
import { links } from '../routes/links';
import { MakeOfferButton } from '../teams';
import { COMPARE_MAX } from './HiringListActions';
import type { SearchCard } from './SpecialistList';

const TEAMS_SHOWN = 100;

/** The ids of the address (`ids=a,b,c`), distinct, in their order. */
const idsOf = (raw: string | null) => [
  ...new Set(
    (raw ?? '')
      .split(',')
      .map((id) => id.trim())
      .filter(Boolean),
  ),
];

/**
 * /profile/compare?ids=a,b,c[&team_id=t] (issue 39): up to four specialists side by side, their skills
 * against a team's required skills when one is chosen, level, languages, availability, the day rate
 * where the reader may see it (the profile answers it only then), completeness and last activity (the
 * profile's last change). Reads the search's cards and the profiles through the data provider.
 */
export default function ComparePage() {
  const translate = useTranslate();
  const [params, setParams] = useSearchParams();
  const ids = idsOf(params.get('ids'));
  const teamId = params.get('team_id') ?? '';
  const { data: teams } = useGetList<TeamRecord>('teams', {
    pagination: { page: 1, perPage: TEAMS_SHOWN },
    sort: { field: 'name', order: 'ASC' },
    filter: { archived: false },
  });
  const chooseTeam = (next: string) => {
    const copy = new URLSearchParams(params);
    if (next) copy.set('team_id', next);
    else copy.delete('team_id');
    setParams(copy, { replace: true });
  };
  return (
    <Stack spacing={2} data-testid="compare-page">
      <Typography variant="body1" color="text.secondary">
        {translate('app.hiring.compare.intro')}
      </Typography>
      {ids.length === 0 ? (
        <EmptyText testId="compare-none">
          {translate('app.hiring.compare.none')}{' '}
          <LinkBase to={links.findSpecialists()}>{translate('app.menu.find_specialists')}</LinkBase>
        </EmptyText>
      ) : ids.length > COMPARE_MAX ? (
        <Alert severity="warning" data-testid="compare-too-many">
          {translate('app.hiring.compare.too_many', { count: ids.length })}
        </Alert>
      ) : (
        <>
          <TextField
            select
            size="small"
            fullWidth={false}
            label={translate('app.hiring.compare.choose_team')}
            value={teams?.some((t) => t.id === teamId) ? teamId : ''}
            onChange={(event) => chooseTeam(event.target.value)}
            sx={{ width: { xs: '100%', sm: 280 } }}
            slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'compare-team' } as object } }}
          >
            <MenuItem value="">{translate('app.hiring.compare.no_team')}</MenuItem>
            {(teams ?? []).map((team) => (
              <MenuItem key={team.id} value={team.id}>
                {team.name}
              </MenuItem>
            ))}
          </TextField>
          <CompareTable ids={ids} team={teams?.find((t) => t.id === teamId)} />
        </>
      )}
    </Stack>
  );
}

function CompareTable({ ids, team }: { ids: string[]; team?: TeamRecord }) {
  const translate = useTranslate();
  const personName = usePersonName();
  const dataProvider = useDataProvider();
  const { date, day, number, language } = useFormatters();
  const { data: cards, isPending } = useGetList<SearchCard>('specialists', {
    pagination: { page: 1, perPage: COMPARE_MAX },
    sort: { field: 'id', order: 'ASC' },
    filter: { id: ids },
  });
  // The profile answers the day rate only to those who may see it, and when it last changed.
  const { data: profiles } = useQuery({
    queryKey: ['specialists', 'compare', ids],
    queryFn: () =>
      Promise.all(
        ids.map((id) =>
          dataProvider
            .getOne<SpecialistProfile & { id: string }>('specialists', { id })
            .then(({ data }) => data)
            .catch(() => null),
        ),
      ),
  });
  if (isPending) return <RowsSkeleton rows={4} />;
  const columns = ids.map((id, i) => ({ id, card: cards?.find((c) => c.id === id), profile: profiles?.[i] ?? null }));
  const required = team?.required_skills ?? [];
  const none = translate('app.hiring.compare.none_listed');
  const row = (key: string, cell: (column: (typeof columns)[number]) => ReactNode) => (
    <TableRow key={key} data-testid={`compare-row-${key}`}>
      <TableCell component="th" scope="row" sx={{ fontWeight: 650, whiteSpace: 'nowrap', verticalAlign: 'top' }}>
        {translate(`app.hiring.compare.rows.${key}`)}
      </TableCell>
      {columns.map((column) => (
        <TableCell key={column.id} sx={{ verticalAlign: 'top' }}>
          {column.card ? cell(column) : '—'}
        </TableCell>
      ))}
    </TableRow>
  );
  const chips = (items: readonly { id: number; title: string }[], color?: 'success' | 'default') =>
    items.length ? (
      <Stack direction="row" spacing={0.5} useFlexGap flexWrap="wrap">
        {items.map((item) => (
          <Chip key={item.id} size="small" label={item.title} color={color} variant="outlined" />
        ))}
      </Stack>
    ) : (
      none
    );
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={translate('app.pages.compare')} sx={{ minWidth: 160 + ids.length * 200 }}>
        <TableHead>
          <TableRow>
            <TableCell>{team ? translate('app.hiring.compare.for_team', { name: team.name }) : ''}</TableCell>
            {columns.map(({ id, card }) => (
              <TableCell key={id} data-testid="compare-column" sx={{ verticalAlign: 'top' }}>
                {card ? (
                  <Stack direction="row" spacing={1} alignItems="center">
                    <UserAvatar name={personName(card)} src={card.avatar ?? undefined} size={36} />
                    <Box>
                      <LinkBase to={links.profile(card.id)}>{personName(card)}</LinkBase>
                      <Typography variant="caption" color="text.secondary" display="block">
                        {card.industry_title}
                      </Typography>
                      <MakeOfferButton specialist={{ id: card.id, name: personName(card) }} teamId={team?.id} />
                    </Box>
                  </Stack>
                ) : (
                  translate('app.hiring.compare.unavailable')
                )}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {team &&
            row('required', ({ card }) => {
              const has = new Set(card!.skills.map((s) => s.id));
              return (
                <Stack spacing={0.5}>
                  <Typography variant="body2">
                    {translate('app.hiring.compare.covers')}: {required.filter((s) => has.has(s.id)).length}/
                    {required.length}
                  </Typography>
                  {chips(
                    required.filter((s) => has.has(s.id)),
                    'success',
                  )}
                  {required.some((s) => !has.has(s.id)) && (
                    <Typography variant="caption" color="text.secondary">
                      {translate('app.hiring.compare.missing')}:{' '}
                      {required
                        .filter((s) => !has.has(s.id))
                        .map((s) => s.title)
                        .join(', ')}
                    </Typography>
                  )}
                </Stack>
              );
            })}
          {row('skills', ({ card }) => chips(card!.skills))}
          {row('level', ({ card }) =>
            card!.experience_level_id ? translate(`app.profile.levels.${card!.experience_level_id}`) : none,
          )}
          {row('languages', ({ card }) =>
            card!.languages.length ? card!.languages.map((l) => language(l.title, l.code)).join(', ') : none,
          )}
          {row('availability', ({ card }) => {
            // The search answers each card's booked days beside its availability (docs/api.md, `specialists`).
            const a = card!.availability as SearchCard['availability'] & { booked_days_per_week?: number };
            return (
              <Stack spacing={0.25}>
                <span>{translate(a.open_to_work ? 'app.hiring.compare.open' : 'app.hiring.compare.closed')}</span>
                {a.open_to_work && a.available_from && (
                  <span>{translate('app.hiring.compare.from_date', { date: day(a.available_from) })}</span>
                )}
                <span>
                  {translate('app.hiring.compare.free_days', {
                    days: number(freeDaysOf(a.days_per_week, a.booked_days_per_week ?? 0)),
                  })}
                </span>
              </Stack>
            );
          })}
          {row('rate', ({ profile }) =>
            profile?.day_rate
              ? number(profile.day_rate.amount, { style: 'currency', currency: profile.day_rate.currency })
              : translate('app.hiring.compare.rate_hidden'),
          )}
          {row('completeness', ({ card }) => `${number(card!.completeness)} %`)}
          {row('last_active', ({ profile }) =>
            profile?.updated_at ? date(profile.updated_at, { dateStyle: 'medium' }) : none,
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
