import AutoAwesomeRounded from '@mui/icons-material/AutoAwesomeRounded';
import PersonSearchRounded from '@mui/icons-material/PersonSearchRounded';
import { Button, Stack } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { SectionCard } from '../../components/SectionCard';
import type { TeamRecord } from '../../providers/hiringDomain';
import { SuggestTeamDialog } from './SuggestTeamDialog';
import { TeamMatchesDialog } from './TeamMatchesDialog';

/**
 * "Find people for this team" on the owner's team page (issue 39, section 3): the people who fit it best
 * (GET /teams/{id}/matches), and a suggested team within limits that becomes offers in one step.
 */
export function TeamHiring({ team }: { team: TeamRecord }) {
  const translate = useTranslate();
  const [open, setOpen] = useState<'matches' | 'suggest' | null>(null);
  return (
    <SectionCard
      title={translate('app.hiring.match.title')}
      subtitle={translate('app.hiring.match.intro')}
      icon={<PersonSearchRounded />}
      testId="team-hiring"
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <Button
          variant="outlined"
          startIcon={<PersonSearchRounded />}
          onClick={() => setOpen('matches')}
          data-testid="team-matches-open"
        >
          {translate('app.hiring.match.show_matches')}
        </Button>
        <Button
          variant="contained"
          startIcon={<AutoAwesomeRounded />}
          onClick={() => setOpen('suggest')}
          data-testid="team-suggest-open"
        >
          {translate('app.hiring.match.suggest')}
        </Button>
      </Stack>
      {open === 'matches' && <TeamMatchesDialog team={team} onClose={() => setOpen(null)} />}
      {open === 'suggest' && <SuggestTeamDialog team={team} onClose={() => setOpen(null)} />}
    </SectionCard>
  );
}
