import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Divider,
  List,
  ListItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useRefresh, useTranslate } from 'react-admin';
import { SkillChips } from '../../components/SkillChips';
import { UserAvatar } from '../../components/UserAvatar';
import { usePersonName } from '../../components/fullName';
import { useFormatters } from '../../i18n/useFormatters';
import type { AppDataProvider } from '../../providers/dataProvider';
import type { DayRate, SeatOffer, TeamRecord, TeamSuggestion } from '../../providers/hiringDomain';
import { offersOf, today } from './suggestedOffers';

type Member = TeamSuggestion['members'][number];

/** A suggestion: its people (what each covers, days, rate), what is covered and missing, its cost and reasons. */
export function SuggestionView({ team, suggestion }: { team: TeamRecord; suggestion: TeamSuggestion }) {
  const translate = useTranslate();
  const personName = usePersonName();
  const { number, tag } = useFormatters();
  const titles = new Map(suggestion.required_skills.map((s) => [s.id, s.title]));
  const named = (ids: number[]) => ids.map((id) => ({ id, title: titles.get(id) ?? `#${id}` }));
  const money = (rate: DayRate) => number(rate.amount, { style: 'currency', currency: rate.currency });
  const list = new Intl.ListFormat(tag, { style: 'long', type: 'conjunction' });
  const nameOf = (id: string | null) => {
    const card = suggestion.members.find((m) => m.specialist_id === id)?.specialist;
    return card ? personName(card) : '';
  };
  return (
    <Stack spacing={2} sx={{ mt: 2 }} data-testid="suggestion">
      <Typography variant="h6" component="h3">
        {translate('app.hiring.match.members')}
      </Typography>
      {suggestion.members.length === 0 ? (
        <Alert severity="info" data-testid="suggestion-empty">
          {translate('app.hiring.match.none')}
        </Alert>
      ) : (
        <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {suggestion.members.map((member) => (
            <SuggestedMember key={member.specialist_id} member={member} named={named} money={money} />
          ))}
        </Stack>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {suggestion.covered.length > 0 && (
          <Box sx={{ flex: 1 }} data-testid="suggestion-covered">
            <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 0.5 }}>
              {translate('app.hiring.match.covered')}
            </Typography>
            <SkillChips skills={named(suggestion.covered)} highlight={new Set(suggestion.covered)} />
          </Box>
        )}
        {suggestion.missing.length > 0 && (
          <Box sx={{ flex: 1 }} data-testid="suggestion-missing">
            <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 0.5 }}>
              {translate('app.hiring.match.missing')}
            </Typography>
            <SkillChips skills={named(suggestion.missing)} />
          </Box>
        )}
      </Stack>
      {suggestion.members.length > 0 && (
        <Typography variant="subtitle1" sx={{ fontWeight: 650 }} data-testid="suggestion-cost">
          {suggestion.cost_per_week
            ? translate('app.hiring.match.cost', { amount: money(suggestion.cost_per_week) })
            : translate('app.hiring.match.cost_unknown')}
        </Typography>
      )}
      <Box>
        <Typography variant="subtitle2" component="h4">
          {translate('app.hiring.match.reasons_title')}
        </Typography>
        <List dense data-testid="suggestion-reasons">
          {suggestion.reasons.map((reason, i) => (
            <ListItem key={i} sx={{ display: 'list-item', listStyleType: 'disc', ml: 2, py: 0 }}>
              {translate(`app.hiring.match.reasons.${reason.code}`, {
                name: nameOf(reason.specialist_id),
                skills: list.format(reason.skill_ids.map((id) => titles.get(id) ?? `#${id}`)),
                smart_count: reason.count ?? 0,
                _: reason.message,
              })}
            </ListItem>
          ))}
        </List>
      </Box>
      {suggestion.members.length > 0 && <MakeOffers team={team} suggestion={suggestion} />}
    </Stack>
  );
}

function SuggestedMember({
  member,
  named,
  money,
}: {
  member: Member;
  named: (ids: number[]) => { id: number; title: string }[];
  money: (rate: DayRate) => string;
}) {
  const translate = useTranslate();
  const personName = usePersonName();
  const { number } = useFormatters();
  const name = member.specialist ? personName(member.specialist) : member.specialist_id;
  return (
    <Card component="li" variant="outlined" data-testid="suggested-member" data-id={member.specialist_id}>
      <CardContent sx={{ p: 1.5, '&:last-child': { pb: 1.5 } }}>
        <Stack direction="row" spacing={1.5} alignItems="flex-start">
          <UserAvatar name={name} src={member.specialist?.avatar ?? undefined} size={40} />
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <Typography variant="subtitle2" component="p" sx={{ fontWeight: 650 }}>
              {name}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {translate('app.hiring.match.days', { days: number(member.days_per_week) })}
              {' · '}
              {member.day_rate
                ? translate('app.hiring.match.rate', { amount: money(member.day_rate) })
                : translate('app.hiring.match.rate_hidden')}
            </Typography>
            <Box sx={{ mt: 0.75 }}>
              <SkillChips skills={named(member.covers)} highlight={new Set(member.covers)} />
            </Box>
          </Box>
        </Stack>
      </CardContent>
    </Card>
  );
}

/** "Make offers": one offer to each suggested person (their covered skills as the role, their days), and each one's outcome. */
function MakeOffers({ team, suggestion }: { team: TeamRecord; suggestion: TeamSuggestion }) {
  const translate = useTranslate();
  const personName = usePersonName();
  const dataProvider = useDataProvider<AppDataProvider>();
  const refresh = useRefresh();
  const [startsOn, setStartsOn] = useState(today());
  const [message, setMessage] = useState(() => translate('app.hiring.match.message_default', { team: team.name }));
  const offers = useMutation({
    mutationFn: (made: SeatOffer[]) => dataProvider.offerSeats(made),
    onSuccess: () => refresh(),
  });
  const name = (id: string) => {
    const card = suggestion.members.find((m) => m.specialist_id === id)?.specialist;
    return card ? personName(card) : id;
  };
  return (
    <Box data-testid="make-offers">
      <Divider sx={{ mb: 2 }} />
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          alignItems: 'start',
          gridTemplateColumns: { xs: '1fr', sm: '180px 1fr auto' },
        }}
      >
        <TextField
          size="small"
          type="date"
          label={translate('app.hiring.match.starts_on')}
          value={startsOn}
          onChange={(e) => setStartsOn(e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          size="small"
          label={translate('app.hiring.match.message')}
          value={message}
          onChange={(e) => setMessage(e.target.value)}
        />
        <Button
          variant="contained"
          disabled={offers.isPending || offers.isSuccess || !message.trim()}
          onClick={() =>
            offers.mutate(
              offersOf(team, suggestion, {
                startsOn,
                message,
                fallbackRole: translate('app.hiring.match.role_default'),
              }),
            )
          }
          data-testid="make-offers-send"
        >
          {translate('app.hiring.match.make_offers')}
        </Button>
      </Box>
      {offers.data && (
        <List dense aria-label={translate('app.hiring.match.offers_title')} data-testid="offer-outcomes">
          {offers.data.map((outcome) => (
            <ListItem key={outcome.specialist_id} data-testid="offer-outcome" data-ok={outcome.ok ? 'true' : 'false'}>
              <Stack direction="row" spacing={1} alignItems="center">
                {outcome.ok ? (
                  <CheckCircleRounded color="success" fontSize="small" />
                ) : (
                  <ErrorOutlineRounded color="error" fontSize="small" />
                )}
                <Typography variant="body2">
                  {name(outcome.specialist_id)}:{' '}
                  {outcome.ok
                    ? translate('app.hiring.match.offer_made')
                    : translate(outcome.error, { _: outcome.error })}
                </Typography>
              </Stack>
            </ListItem>
          ))}
        </List>
      )}
      {offers.error && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {translate('app.http.failed')}
        </Alert>
      )}
    </Box>
  );
}
