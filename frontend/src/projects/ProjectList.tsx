import AddRounded from '@mui/icons-material/AddRounded';
import FolderSharedOutlined from '@mui/icons-material/FolderSharedOutlined';
import WorkOutlineOutlined from '@mui/icons-material/WorkOutlineOutlined';
import { Box, Button, Stack } from '@mui/material';
import { LinkBase, ListBase, useTranslate } from 'react-admin';
import { EmptyState } from '../components/EmptyState';
import { viewer } from '../providers/viewer';
import { isAdmin } from '../providers/session';
import { links } from '../routes/links';
import { ProjectFilters } from './ProjectFilters';
import { ProjectListView } from './ProjectListView';

/**
 * /profile/profile-projects/my-projects: the owner's projects, the projects of the teams a
 * specialist is in, or every project for admins (who filter by owner). Owners and admins create.
 */
export default function ProjectList() {
  const translate = useTranslate();
  const me = viewer();
  const admin = isAdmin();
  const view = admin ? 'admin' : me.owner ? 'owner' : 'member';
  return (
    <Stack spacing={3} data-testid="project-list" data-view={view}>
      <ListBase resource="projects" sort={{ field: 'created_at', order: 'DESC' }} perPage={25} disableSyncWithLocation>
        <Stack direction={{ xs: 'column', lg: 'row' }} spacing={1.5} alignItems={{ lg: 'flex-start' }}>
          <ProjectFilters owners={admin} />
          <Box sx={{ flexGrow: 1 }} />
          <Stack direction="row" spacing={1.5} sx={{ flexShrink: 0 }}>
            {!admin && (
              <Button
                component={LinkBase}
                to={links.sharedProjects()}
                variant="outlined"
                startIcon={<FolderSharedOutlined />}
                sx={{ whiteSpace: 'nowrap' }}
              >
                {translate('app.projects.shared.title')}
              </Button>
            )}
            {me.owner && (
              <Button
                component={LinkBase}
                to={links.newProject()}
                variant="contained"
                startIcon={<AddRounded />}
                data-testid="project-create"
                sx={{ whiteSpace: 'nowrap' }}
              >
                {translate('app.projects.list.create')}
              </Button>
            )}
          </Stack>
        </Stack>
        <ProjectListView
          column={admin ? 'owner' : undefined}
          empty={
            <EmptyState
              icon={<WorkOutlineOutlined fontSize="large" />}
              title={translate(`app.projects.list.empty_${view}_title`)}
              body={view === 'admin' ? undefined : translate(`app.projects.list.empty_${view}_body`)}
              action={
                me.owner ? (
                  <Button component={LinkBase} to={links.newProject()} variant="contained" startIcon={<AddRounded />}>
                    {translate('app.projects.list.create')}
                  </Button>
                ) : undefined
              }
            />
          }
        />
      </ListBase>
    </Stack>
  );
}
