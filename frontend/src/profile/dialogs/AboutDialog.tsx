import { TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { profileApi } from '../profileApi';
import { ABOUT_ME_MAX_LENGTH, aboutMeSchema } from '../profileDomain';
import { useProfileContext } from '../ProfileContext';
import { useSave } from '../useSave';
import { EditDialog, fieldErrors } from './EditDialog';
import { useMessage } from './useMessage';

/** More About You: required, at most 1000 characters (longer input is cut). */
export function AboutDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const message = useMessage();
  const { profile, reload } = useProfileContext();
  const save = useSave(reload);
  const [text, setText] = useState(profile.professional_experience_info ?? '');
  const [touched, setTouched] = useState(false);
  const result = aboutMeSchema.safeParse({ description: text });
  const error = touched ? fieldErrors(result).description : undefined;
  return (
    <EditDialog
      open={open}
      onClose={onClose}
      testId="about-dialog"
      title={translate('app.profile.dialogs.about')}
      subtitle={translate('app.profile.dialogs.about_hint')}
      canSave={result.success}
      onSave={() => save(() => profileApi.about(profile.id, text.trim().slice(0, ABOUT_ME_MAX_LENGTH)), 'app.profile.messages.descriptionUpdated')}
      maxWidth="md"
    >
      <TextField
        autoFocus
        fullWidth
        multiline
        minRows={6}
        maxRows={16}
        name="description"
        label={translate('app.profile.fields.about')}
        value={text}
        onChange={(e) => {
          setText(e.target.value.slice(0, ABOUT_ME_MAX_LENGTH));
          setTouched(true);
        }}
        onBlur={() => setTouched(true)}
        error={!!error}
        helperText={
          <span style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
            <span>{error ? message(error) : ''}</span>
            <span data-testid="about-count">{translate('app.profile.fields.count', { count: text.length, max: ABOUT_ME_MAX_LENGTH })}</span>
          </span>
        }
      />
    </EditDialog>
  );
}
