import HubOutlined from '@mui/icons-material/HubOutlined';
import { CreateFormCard } from '../forms/CreateFormCard';
import { createNetworkSchema, type NetworkRecord } from '../providers/hiringDomain';
import { links } from '../routes/links';
import { NetworkFields } from './NetworkFields';

const wording = {
  title: 'app.hiring.networks.create_title',
  hint: 'app.hiring.networks.create_hint',
  cancel: 'app.profile.actions.cancel',
  submit: 'app.hiring.networks.create',
  created: 'app.hiring.network_messages.created',
};

const linkOf = (network: NetworkRecord) => links.network(String(network.id));

/** A new network: its name and what it is for; created, it opens on its own page. */
export function NetworkCreate() {
  return (
    <CreateFormCard<NetworkRecord>
      resource="networks"
      schema={createNetworkSchema}
      defaultValues={{ name: '', description: '' }}
      icon={<HubOutlined color="primary" />}
      wording={wording}
      linkOf={linkOf}
      cancelTo={links.networks()}
      testId="network-create"
      submitTestId="network-create-submit"
      maxWidth={760}
      actionsMarginTop={1}
    >
      <NetworkFields autoFocus />
    </CreateFormCard>
  );
}
