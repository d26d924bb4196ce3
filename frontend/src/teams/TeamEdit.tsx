import { RecordEditDialog } from '../forms/RecordEditDialog';
import { updateTeamSchema, type TeamRecord } from '../providers/hiringDomain';
import { TeamFields } from './TeamFields';

/** The owner changes a team's name, purpose or required skills. */
export function TeamEdit({ team, onClose }: { team: TeamRecord; onClose: () => void }) {
  return (
    <RecordEditDialog
      resource="teams"
      record={team}
      onClose={onClose}
      testId="team-edit-dialog"
      title="app.hiring.teams.edit_title"
      schema={updateTeamSchema}
      defaultValues={{ name: team.name, purpose: team.purpose, required_skill_ids: team.required_skills }}
      savedMessage="app.hiring.team_messages.updated"
    >
      <TeamFields />
    </RecordEditDialog>
  );
}
