import { useTranslate, useUpdate } from 'react-admin';
import { EditDialog } from '../profile/dialogs/EditDialog';
import { updateNetworkSchema, type NetworkRecord } from '../hiring/hiringDomain';
import { useHiringAction } from '../hiring/useHiringAction';
import { NetworkFields } from './NetworkFields';

/** The owner renames a network or changes its description. */
export function NetworkEdit({ network, onClose }: { network: NetworkRecord; onClose: () => void }) {
  const translate = useTranslate();
  const [update] = useUpdate();
  const run = useHiringAction();
  return (
    <EditDialog
      open
      onClose={onClose}
      testId="network-edit-dialog"
      title={translate('app.hiring.networks.edit_title')}
      schema={updateNetworkSchema}
      defaultValues={{ name: network.name, description: network.description }}
      onSave={(values) => run(() => update('networks', { id: network.id, data: values, previousData: network }, { mutationMode: 'pessimistic', returnPromise: true }), 'app.hiring.network_messages.updated')}
    >
      <NetworkFields autoFocus />
    </EditDialog>
  );
}
