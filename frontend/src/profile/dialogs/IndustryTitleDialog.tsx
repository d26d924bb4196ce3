import { useTranslate } from 'react-admin';
import { TextFieldInput } from '../../forms/TextFieldInput';
import { industryTitleSchema } from '../profileDomain';
import { useProfileContext } from '../ProfileContext';
import { useSectionWrite } from '../useSectionWrite';
import { EditDialog } from '../../forms/EditDialog';

export function IndustryTitleDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const { profile } = useProfileContext();
  const { save } = useSectionWrite();
  return (
    <EditDialog
      open={open}
      onClose={onClose}
      testId="industry-title-dialog"
      title={translate('app.profile.dialogs.industry_title')}
      schema={industryTitleSchema}
      defaultValues={{ specialist: { industry_title: profile.industry_title ?? '' } }}
      onSave={(body) => save('industry-title', body, { success: 'app.profile.messages.industryTitleUpdated' })}
    >
      <TextFieldInput
        autoFocus
        source="specialist.industry_title"
        label="app.profile.fields.industry_title"
        placeholder={translate('app.profile.fields.industry_title_placeholder')}
        slotProps={{ htmlInput: { maxLength: 260 } }}
      />
    </EditDialog>
  );
}
