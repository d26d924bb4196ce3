import { Box, Chip, LinearProgress, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { TeamFit } from '../providers/hiringDomain';
import { SkillChips } from '../components/SkillChips';
import { useFormatters } from '../i18n/useFormatters';

/**
 * Why a card ranks where it does for a team (docs/api.md, `for_team`): the score, the team's required
 * skills the person covers and misses (named by `titles`, the team's), their free days a week, and
 * whether their rate is within the budget asked (shown only when the API says: it is null otherwise).
 */
export function FitSummary({ fit, titles }: { fit: TeamFit; titles: ReadonlyMap<number, string> }) {
  const translate = useTranslate();
  const { number } = useFormatters();
  const named = (ids: number[]) => ids.map((id) => ({ id, title: titles.get(id) ?? `#${id}` }));
  const score = translate('app.hiring.find.fit.score', { score: fit.score });
  return (
    <Box sx={{ mt: 1.5, pt: 1.5, borderTop: 1, borderColor: 'divider' }} data-testid="specialist-fit">
      <Stack direction="row" spacing={1} alignItems="center" useFlexGap flexWrap="wrap">
        <Typography variant="body2" sx={{ fontWeight: 650 }} data-testid="fit-score">
          {score}
        </Typography>
        <LinearProgress
          variant="determinate"
          value={fit.score}
          aria-label={score}
          sx={{ height: 6, borderRadius: 3, width: 120 }}
        />
        <Typography variant="caption" color="text.secondary" data-testid="fit-free-days">
          {translate('app.hiring.find.fit.free_days', { days: number(fit.free_days) })}
        </Typography>
        {fit.rate_within_budget !== null && (
          <Chip
            size="small"
            variant="outlined"
            color={fit.rate_within_budget ? 'success' : 'warning'}
            label={translate(
              fit.rate_within_budget ? 'app.hiring.find.fit.within_budget' : 'app.hiring.find.fit.over_budget',
            )}
            data-testid="fit-budget"
          />
        )}
      </Stack>
      {fit.covers.length > 0 && (
        <Box sx={{ mt: 1 }} data-testid="fit-covers">
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 0.5 }}>
            {translate('app.hiring.find.fit.covers')}
          </Typography>
          <SkillChips skills={named(fit.covers)} highlight={new Set(fit.covers)} />
        </Box>
      )}
      {fit.missing.length > 0 && (
        <Box sx={{ mt: 1 }} data-testid="fit-missing">
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 0.5 }}>
            {translate('app.hiring.find.fit.missing')}
          </Typography>
          <SkillChips skills={named(fit.missing)} />
        </Box>
      )}
    </Box>
  );
}
