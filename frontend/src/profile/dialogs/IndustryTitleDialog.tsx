import { useTranslate } from 'react-admin';
import { TextFieldInput } from '../../forms/TextFieldInput';
import { industryTitleSchema } from '../profileDomain';
import { SectionDialog } from './SectionDialog';

export function IndustryTitleDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  return (
    <SectionDialog
      open={open}
      onClose={onClose}
      testId="industry-title-dialog"
      titleKey="app.profile.dialogs.industry_title"
      schema={industryTitleSchema}
      valuesOf={(profile) => ({ specialist: { industry_title: profile.industry_title ?? '' } })}
      section="industry-title"
      successKey="app.profile.messages.industryTitleUpdated"
    >
      <TextFieldInput
        autoFocus
        source="specialist.industry_title"
        label="app.profile.fields.industry_title"
        placeholder={translate('app.profile.fields.industry_title_placeholder')}
        slotProps={{ htmlInput: { maxLength: 260 } }}
      />
    </SectionDialog>
  );
}
