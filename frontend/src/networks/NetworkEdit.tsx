import { RecordEditDialog } from '../forms/RecordEditDialog';
import { updateNetworkSchema, type NetworkRecord } from '../providers/hiringDomain';
import { NetworkFields } from './NetworkFields';

/** The owner renames a network or changes its description. */
export function NetworkEdit({ network, onClose }: { network: NetworkRecord; onClose: () => void }) {
  return (
    <RecordEditDialog
      resource="networks"
      record={network}
      onClose={onClose}
      testId="network-edit-dialog"
      title="app.hiring.networks.edit_title"
      schema={updateNetworkSchema}
      defaultValues={{ name: network.name, description: network.description }}
      savedMessage="app.hiring.network_messages.updated"
    >
      <NetworkFields autoFocus />
    </RecordEditDialog>
  );
}
