import FolderSharedOutlined from '@mui/icons-material/FolderSharedOutlined';
import { Stack } from '@mui/material';
import { ListBase, useTranslate } from 'react-admin';
import { EmptyState } from '../components/EmptyState';
import { ProjectFilters } from './ProjectFilters';
import { ProjectListView } from './ProjectListView';

/** /profile/profile-projects/shared-projects: the projects shared with me as a collaborator, with my role. */
export default function SharedProjectList() {
  const translate = useTranslate();
  return (
    <Stack spacing={3} data-testid="shared-project-list">
      <ListBase resource="shared-projects" sort={{ field: 'created_at', order: 'DESC' }} perPage={25} disableSyncWithLocation>
        <ProjectFilters />
        <ProjectListView
          column="role"
          empty={<EmptyState icon={<FolderSharedOutlined fontSize="large" />} title={translate('app.projects.shared.empty_title')} body={translate('app.projects.shared.empty_body')} />}
        />
      </ListBase>
    </Stack>
  );
}
