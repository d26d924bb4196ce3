import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, useMediaQuery } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import { useMemo } from 'react';
import { ListBase, useTranslate } from 'react-admin';
import type { TeamRecord } from '../../providers/hiringDomain';
import { FitSummary, Results, Total } from '../../specialists';

/** The people who fit a team best, by fit (covers, missing, free days; the rate against a budget where asked). */
export function TeamMatchesDialog({ team, onClose }: { team: TeamRecord; onClose: () => void }) {
  const translate = useTranslate();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const titles = useMemo(() => new Map(team.required_skills.map((s) => [s.id, s.title])), [team.required_skills]);
  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={phone}
      fullWidth
      maxWidth="md"
      aria-labelledby="team-matches-title"
      data-testid="team-matches-dialog"
    >
      <DialogTitle id="team-matches-title">
        {translate('app.hiring.match.matches_title', { team: team.name })}
      </DialogTitle>
      <DialogContent dividers>
        <ListBase
          resource="team-matches"
          filter={{ team_id: team.id }}
          sort={{ field: 'fit', order: 'DESC' }}
          perPage={10}
          disableSyncWithLocation
          storeKey={false}
        >
          <Stack spacing={1.5}>
            <Total />
            <Results details={(card) => card.fit && <FitSummary fit={card.fit} titles={titles} />} />
          </Stack>
        </ListBase>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.hiring.match.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
