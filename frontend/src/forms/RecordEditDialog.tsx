import { useTranslate, useUpdate, type RaRecord } from 'react-admin';
import { useRecordAction } from './useRecordAction';
import { EditDialog, type EditDialogProps } from './EditDialog';

interface RecordEditDialogProps<T extends RaRecord> extends Omit<EditDialogProps, 'open' | 'title' | 'onSave'> {
  resource: string;
  record: T;
  /** i18n key of the dialog's title. */
  title: string;
  /** i18n key of the success toast. */
  savedMessage: string;
}

/**
 * The edit dialog of one owner's record (network, team, project, company profile): Save writes the
 * form's values with PUT /{resource}/{id} (pessimistic, so the dialog stays open on a refusal and
 * the toast tells why), then refreshes the page.
 */
export function RecordEditDialog<T extends RaRecord>({ resource, record, title, savedMessage, ...dialog }: RecordEditDialogProps<T>) {
  const translate = useTranslate();
  const [update] = useUpdate();
  const run = useRecordAction();
  return (
    <EditDialog
      open
      {...dialog}
      title={translate(title)}
      onSave={(values) => run(() => update(resource, { id: record.id, data: values, previousData: record }, { mutationMode: 'pessimistic', returnPromise: true }), savedMessage)}
    />
  );
}
