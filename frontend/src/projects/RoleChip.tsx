import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { EngagementRole } from './projectsDomain';

/** The reader's role on a project (owner, editor, viewer, team member, admin). */
export function RoleChip({ role }: { role: EngagementRole }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      variant="outlined"
      label={translate(`app.projects.role.${role}`)}
      data-testid="project-role"
      data-role={role}
    />
  );
}
