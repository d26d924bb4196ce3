import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  TextField,
  useMediaQuery,
} from '@mui/material';
import type { Theme } from '@mui/material/styles';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { useFormatters } from '../../i18n/useFormatters';
import { shownErrorOf } from '../../providers/apiErrors';
import type { AppDataProvider } from '../../providers/dataProvider';
import type { ErrorBody } from '../../providers/httpClient';
import type { SuggestionOptions, TeamRecord } from '../../providers/hiringDomain';
import { CURRENCIES } from '../../specialists';
import { SuggestionView } from './SuggestionView';

const MEMBERS = Array.from({ length: 12 }, (_, i) => i + 1);
const DAYS = Array.from({ length: 10 }, (_, i) => (i + 1) / 2);

/**
 * "Suggest a team" (POST /teams/{id}/suggestions): at most so many people, so many days a week each, within a
 * budget a week; the answer, its reasons and cost, and "Make offers" for its people.
 */
export function SuggestTeamDialog({ team, onClose }: { team: TeamRecord; onClose: () => void }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { number } = useFormatters();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [maxMembers, setMaxMembers] = useState('');
  const [days, setDays] = useState('');
  const [amount, setAmount] = useState('');
  const [currency, setCurrency] = useState(CURRENCIES[0]);
  const suggest = useMutation({
    mutationFn: (options: SuggestionOptions) => dataProvider.suggestTeam({ teamId: team.id, options }),
  });
  const options = (): SuggestionOptions => ({
    ...(maxMembers ? { max_members: Number(maxMembers) } : {}),
    ...(days ? { days_per_week: Number(days) } : {}),
    ...(amount.trim() ? { budget_per_week: { amount: Number(amount), currency } } : {}),
  });
  const failure = suggest.error ? shownErrorOf(suggest.error) : undefined;
  // The budget's messages are the projects' (not loaded with this page): the server's English stands in for them.
  const english = (suggest.error as { body?: ErrorBody } | null)?.body?.error?.fields ?? {};
  const fieldError = (field: string) =>
    failure?.fields[field] && translate(failure.fields[field], { _: english[field] ?? failure.fields[field] });
  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={phone}
      fullWidth
      maxWidth="md"
      aria-labelledby="team-suggest-title"
      data-testid="team-suggest-dialog"
    >
      <DialogTitle id="team-suggest-title">
        {translate('app.hiring.match.suggest_title', { team: team.name })}
      </DialogTitle>
      <DialogContent dividers>
        <Box
          component="form"
          onSubmit={(event) => {
            event.preventDefault();
            suggest.mutate(options());
          }}
          data-testid="team-suggest-form"
        >
          <Box
            sx={{
              display: 'grid',
              gap: 1.5,
              alignItems: 'start',
              gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fit, minmax(140px, 1fr))' },
            }}
          >
            <TextField
              select
              size="small"
              label={translate('app.hiring.match.max_members')}
              value={maxMembers}
              onChange={(e) => setMaxMembers(e.target.value)}
              error={!!fieldError('max_members')}
              helperText={fieldError('max_members')}
              slotProps={{ htmlInput: { 'data-testid': 'suggest-max-members' } }}
            >
              <MenuItem value="">{translate('app.hiring.match.any')}</MenuItem>
              {MEMBERS.map((n) => (
                <MenuItem key={n} value={String(n)}>
                  {n}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              size="small"
              label={translate('app.hiring.match.days_per_week')}
              value={days}
              onChange={(e) => setDays(e.target.value)}
              error={!!fieldError('days_per_week')}
              helperText={fieldError('days_per_week')}
            >
              <MenuItem value="">{translate('app.hiring.match.any')}</MenuItem>
              {DAYS.map((d) => (
                <MenuItem key={d} value={String(d)}>
                  {number(d)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              size="small"
              type="number"
              label={translate('app.hiring.match.budget')}
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
              error={!!fieldError('budget_per_week.amount')}
              helperText={fieldError('budget_per_week.amount')}
              slotProps={{ htmlInput: { min: 1, step: 'any', 'data-testid': 'suggest-budget' } }}
            />
            <TextField
              select
              size="small"
              label={translate('app.hiring.match.currency')}
              value={currency}
              onChange={(e) => setCurrency(e.target.value)}
            >
              {CURRENCIES.map((c) => (
                <MenuItem key={c} value={c}>
                  {c}
                </MenuItem>
              ))}
            </TextField>
            <Button type="submit" variant="contained" disabled={suggest.isPending} data-testid="suggest-run">
              {translate(suggest.data ? 'app.hiring.match.again' : 'app.hiring.match.run')}
            </Button>
          </Box>
        </Box>
        {failure && Object.keys(failure.fields).length === 0 && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {translate(failure.message, { _: failure.message })}
          </Alert>
        )}
        {suggest.data && <SuggestionView team={team} suggestion={suggest.data} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.hiring.match.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
