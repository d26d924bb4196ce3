import { useCreate, useGetList, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { EditDialog } from '../forms/EditDialog';
import { createTeamSchema, type NetworkRecord, type TeamRecord } from '../providers/hiringDomain';
import { links } from '../routes/links';
import { useRecordAction } from '../forms/useRecordAction';
import { viewer } from '../providers/viewer';
import { NetworkSelect, TeamFields } from './TeamFields';

/** A new team in a network (given, or chosen among the owner's): created as Draft, it opens on its own page. */
export function TeamCreate({ network, onClose }: { network?: NetworkRecord; onClose: () => void }) {
  const translate = useTranslate();
  const [create] = useCreate<TeamRecord>();
  const run = useRecordAction();
  const navigate = useNavigate();
  const { data: networks } = useGetList<NetworkRecord>(
    'networks',
    { pagination: { page: 1, perPage: 100 }, sort: { field: 'name', order: 'ASC' } },
    { enabled: !network, retry: false },
  );
  const mine = (networks ?? []).filter((n) => n.owner_id === viewer().id && !n.archived);
  return (
    <EditDialog
      open
      onClose={onClose}
      testId="team-create-dialog"
      title={translate('app.hiring.teams.create_title')}
      subtitle={network?.name}
      schema={createTeamSchema}
      defaultValues={{ network_id: network?.id ?? '', name: '', purpose: '', required_skill_ids: [] }}
      saveLabel={translate('app.hiring.teams.create')}
      onSave={async (values) => {
        const team = (await run(
          () => create('teams', { data: values }, { returnPromise: true }),
          'app.hiring.team_messages.created',
          { refresh: false },
        )) as TeamRecord;
        void navigate(links.team({ id: String(team.id), network_id: team.network_id ?? String(values.network_id) }));
      }}
    >
      {!network && <NetworkSelect networks={mine} />}
      <TeamFields />
    </EditDialog>
  );
}
