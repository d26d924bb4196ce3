import { useTranslate, useUpdate, type RaRecord } from 'react-admin';
import { useRecordAction } from './useRecordAction';
import { EditDialog, type EditDialogProps } from './EditDialog';

interface WriteDialogProps extends Omit<EditDialogProps, 'open' | 'title' | 'saveLabel' | 'onSave'> {
  /** i18n keys of the dialog's title and its Save button. */
  title: string;
  saveLabel?: string;
  /** The write Save makes with the form's values (pessimistic, so the dialog stays open on a refusal). */
  write: (values: Record<string, unknown>) => Promise<unknown>;
  /** i18n key of the success toast. */
  savedMessage: string;
}

/** A dialog whose Save is one write: its success toast, or the refusal told by its message code, then a refresh. */
export function WriteDialog({ title, saveLabel, write, savedMessage, ...dialog }: WriteDialogProps) {
  const translate = useTranslate();
  const run = useRecordAction();
  return (
    <EditDialog
      open
      {...dialog}
      title={translate(title)}
      saveLabel={saveLabel && translate(saveLabel)}
      onSave={(values) => run(() => write(values), savedMessage)}
    />
  );
}

interface RecordEditDialogProps<T extends RaRecord> extends Omit<WriteDialogProps, 'write'> {
  resource: string;
  record: T;
}

/** The edit dialog of one owner's record (network, team, project, company profile): Save is PUT /{resource}/{id}. */
export function RecordEditDialog<T extends RaRecord>({ resource, record, ...dialog }: RecordEditDialogProps<T>) {
  const [update] = useUpdate();
  return (
    <WriteDialog
      {...dialog}
      write={(values) =>
        update(
          resource,
          { id: record.id, data: values, previousData: record },
          { mutationMode: 'pessimistic', returnPromise: true },
        )
      }
    />
  );
}
