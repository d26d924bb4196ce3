import { useTranslate, useUpdate } from 'react-admin';
import { EditDialog } from '../profile/dialogs/EditDialog';
import { updateTeamSchema, type TeamRecord } from '../hiring/hiringDomain';
import { useHiringAction } from '../hiring/useHiringAction';
import { TeamFields } from './TeamFields';

/** The owner changes a team's name, purpose or required skills. */
export function TeamEdit({ team, onClose }: { team: TeamRecord; onClose: () => void }) {
  const translate = useTranslate();
  const [update] = useUpdate();
  const run = useHiringAction();
  return (
    <EditDialog
      open
      onClose={onClose}
      testId="team-edit-dialog"
      title={translate('app.hiring.teams.edit_title')}
      schema={updateTeamSchema}
      defaultValues={{ name: team.name, purpose: team.purpose, required_skill_ids: team.required_skills }}
      onSave={(values) => run(() => update('teams', { id: team.id, data: values, previousData: team }, { mutationMode: 'pessimistic', returnPromise: true }), 'app.hiring.team_messages.updated')}
    >
      <TeamFields />
    </EditDialog>
  );
}
