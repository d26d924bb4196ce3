import FolderSharedOutlined from '@mui/icons-material/FolderSharedOutlined';
import { Stack } from '@mui/material';
import { ListBase, useTranslate, type Identifier } from 'react-admin';
import { EmptyState } from '../components/EmptyState';
import { useFormatters } from '../i18n/useFormatters';
import { PendingInvitations } from '../invitations';
import { ProjectFilters } from './ProjectFilters';
import { ProjectListView } from './ProjectListView';
import { usePersonName } from '../components/fullName';

interface ProjectInvitation {
  id: Identifier;
  project_id: string;
  project_name: string;
  owner_name: string;
  role: 'viewer' | 'editor';
  invited_at: string;
}

const INVITATION_WORDING = {
  title: 'app.projects.invitations.title',
  empty: 'app.projects.invitations.empty',
  loadFailed: 'app.projects.common.load_failed',
  accept: 'app.projects.invitations.accept',
  decline: 'app.projects.invitations.decline',
  accepted: 'app.projects.messages.invitationAccepted',
  declined: 'app.projects.messages.invitationDeclined',
};

/**
 * /profile/profile-projects/shared-projects: the invitations to projects sent to my address (until
 * I answer them), then the projects shared with me as a collaborator, with my role.
 */
export default function SharedProjectList() {
  const translate = useTranslate();
  const personName = usePersonName();
  const { date } = useFormatters();
  return (
    <Stack spacing={3} data-testid="shared-project-list">
      <PendingInvitations<ProjectInvitation>
        resource="collaborator-invitations"
        wording={INVITATION_WORDING}
        testId="project-invitation"
        hideWhenEmpty
        describe={(invitation) => ({
          title: invitation.project_name,
          subtitle: translate('app.projects.invitations.from', {
            name: personName(invitation.owner_name),
            role: translate(`app.projects.role.${invitation.role}`),
            date: date(invitation.invited_at, { dateStyle: 'medium' }),
          }),
        })}
      />
      <ListBase
        resource="shared-projects"
        sort={{ field: 'created_at', order: 'DESC' }}
        perPage={25}
        disableSyncWithLocation
      >
        <ProjectFilters />
        <ProjectListView
          column="role"
          empty={
            <EmptyState
              icon={<FolderSharedOutlined fontSize="large" />}
              title={translate('app.projects.shared.empty_title')}
              body={translate('app.projects.shared.empty_body')}
            />
          }
        />
      </ListBase>
    </Stack>
  );
}
