import { TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { profileApi } from '../profileApi';
import { industryTitleSchema } from '../profileDomain';
import { useProfileContext } from '../ProfileContext';
import { useSave } from '../useSave';
import { EditDialog, fieldErrors } from './EditDialog';
import { useMessage } from './useMessage';

export function IndustryTitleDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const message = useMessage();
  const { profile, reload } = useProfileContext();
  const save = useSave(reload);
  const [title, setTitle] = useState(profile.industry_title ?? '');
  const [touched, setTouched] = useState(false);
  const result = industryTitleSchema.safeParse({ specialist: { industry_title: title } });
  const error = touched ? fieldErrors(result)['specialist.industry_title'] : undefined;
  return (
    <EditDialog
      open={open}
      onClose={onClose}
      testId="industry-title-dialog"
      title={translate('app.profile.dialogs.industry_title')}
      canSave={result.success}
      onSave={() => save(() => profileApi.industryTitle(profile.id, title.trim()), 'app.profile.messages.industryTitleUpdated')}
    >
      <TextField
        autoFocus
        fullWidth
        name="industry_title"
        label={translate('app.profile.fields.industry_title')}
        placeholder={translate('app.profile.fields.industry_title_placeholder')}
        value={title}
        onChange={(e) => {
          setTitle(e.target.value);
          setTouched(true);
        }}
        onBlur={() => setTouched(true)}
        error={!!error}
        helperText={error ? message(error) : ' '}
        slotProps={{ htmlInput: { maxLength: 260 } }}
      />
    </EditDialog>
  );
}
