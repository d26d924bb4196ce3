import BoltRounded from '@mui/icons-material/BoltRounded';
import HistoryToggleOffRounded from '@mui/icons-material/HistoryToggleOffRounded';
import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useFormatters } from '../../i18n/useFormatters';
import type { SharedVersion } from '../sharingTypes';

/** Live, or frozen 'as shared on {date}': the visitor knows whether they see today's state. */
export function VersionChip({ version }: { version: SharedVersion }) {
  const translate = useTranslate();
  const { date } = useFormatters();
  const frozen = version.mode === 'frozen';
  return (
    <Chip
      size="small"
      variant="outlined"
      icon={frozen ? <HistoryToggleOffRounded /> : <BoltRounded />}
      label={
        frozen
          ? translate('app.sharing.public.frozen_note', {
              date: version.frozen_at ? date(version.frozen_at, { dateStyle: 'long', timeStyle: 'short' }) : '--',
            })
          : translate('app.sharing.public.live_note')
      }
      data-testid="shared-version"
      data-mode={version.mode}
      // A long date in a long language wraps instead of widening a phone's page.
      sx={{
        bgcolor: 'background.paper',
        maxWidth: '100%',
        height: 'auto',
        minHeight: 24,
        '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 },
      }}
    />
  );
}
