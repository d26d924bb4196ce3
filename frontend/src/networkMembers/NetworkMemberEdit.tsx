import { Autocomplete, Chip, TextField } from '@mui/material';
import { RecordContextProvider, useInput, useTranslate, useUpdate, type RaRecord } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { TextFieldInput } from '../forms/TextFieldInput';
import { useFieldError } from '../forms/useFieldError';
import { EditDialog } from '../forms/EditDialog';
import { usePersonName } from '../components/fullName';
import {
  MEMBER_NOTE_MAX_LENGTH,
  MEMBER_TAGS_MAX,
  MEMBER_TAG_MAX_LENGTH,
  memberNoteSchema,
  type NetworkMemberRecord,
} from '../providers/hiringDomain';
import { useRecordAction } from '../forms/useRecordAction';

/** The owner's private note and tags on a member (never shown to the member or to other owners). */
export function NetworkMemberEdit({
  member,
  onClose,
}: {
  member: NetworkMemberRecord & RaRecord;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const personName = usePersonName();
  const [update] = useUpdate();
  const run = useRecordAction();
  // Opened from a table row: react-admin's <Form> would take the row's record as its values, which the strict schema refuses.
  return (
    <RecordContextProvider value={undefined}>
      <EditDialog
        open
        onClose={onClose}
        testId="member-note-dialog"
        title={translate('app.hiring.members.note_title')}
        subtitle={member.specialist ? personName(member.specialist) : (member.email ?? undefined)}
        schema={memberNoteSchema}
        defaultValues={{ note: member.note ?? '', tags: member.tags ?? [] }}
        onSave={(values) =>
          run(
            () =>
              update(
                'network-members',
                { id: member.id, data: values, previousData: member },
                { mutationMode: 'pessimistic', returnPromise: true },
              ),
            'app.hiring.network_messages.noteSaved',
          )
        }
      >
        <NoteFields />
      </EditDialog>
    </RecordContextProvider>
  );
}

function NoteFields() {
  const translate = useTranslate();
  const note = (useWatch({ name: 'note' }) as string | undefined) ?? '';
  return (
    <>
      <TextFieldInput
        autoFocus
        source="note"
        label="resources.network-members.fields.note"
        multiline
        minRows={4}
        maxLength={MEMBER_NOTE_MAX_LENGTH}
        hint={translate('app.hiring.members.note_hint')}
        counter={`${note.length}/${MEMBER_NOTE_MAX_LENGTH}`}
        sx={{ mb: 1 }}
      />
      <TagsInput />
    </>
  );
}

/** Free tags: type one and press Enter; each at most 40 characters, at most 20. */
function TagsInput() {
  const translate = useTranslate();
  const { field } = useInput({ source: 'tags' });
  const error = useFieldError('tags');
  const tags = (field.value as string[] | undefined) ?? [];
  return (
    <Autocomplete
      multiple
      freeSolo
      options={[]}
      value={tags}
      onChange={(_, next) =>
        field.onChange(next.map((tag) => tag.trim().slice(0, MEMBER_TAG_MAX_LENGTH)).filter(Boolean))
      }
      onBlur={field.onBlur}
      renderValue={(value, getItemProps) =>
        value.map((tag, index) => {
          const { key, ...props } = getItemProps({ index });
          return <Chip key={key} size="small" label={tag} {...props} />;
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          name="tags"
          label={translate('resources.network-members.fields.tags')}
          error={!!error}
          helperText={error ?? translate('app.hiring.members.tags_hint', { max: MEMBER_TAGS_MAX })}
          slotProps={{
            htmlInput: { ...params.inputProps, maxLength: MEMBER_TAG_MAX_LENGTH, 'data-testid': 'member-tags-input' },
          }}
        />
      )}
    />
  );
}
