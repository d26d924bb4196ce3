import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { EngagementType } from './projectsDomain';

/** DTH or DPD; the full name in the tooltip-free label for screen readers too. */
export function EngagementTypeChip({ type }: { type: EngagementType }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={type === 'DTH' ? 'secondary' : 'primary'}
      label={translate(`app.projects.type_short.${type}`)}
      title={translate(`app.projects.type.${type}`)}
      aria-label={translate(`app.projects.type.${type}`)}
      data-testid="project-type"
      data-type={type}
    />
  );
}
