import { useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { TextFieldInput } from '../../forms/TextFieldInput';
import { ABOUT_ME_MAX_LENGTH, aboutMeSchema } from '../profileDomain';
import { useProfileContext } from '../ProfileContext';
import { useSectionWrite } from '../useSectionWrite';
import { EditDialog } from '../../forms/EditDialog';

/** More About You: required, at most 1000 characters (longer input is cut). */
export function AboutDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const { profile } = useProfileContext();
  const { save } = useSectionWrite();
  return (
    <EditDialog
      open={open}
      onClose={onClose}
      testId="about-dialog"
      title={translate('app.profile.dialogs.about')}
      subtitle={translate('app.profile.dialogs.about_hint')}
      schema={aboutMeSchema}
      defaultValues={{ description: profile.professional_experience_info ?? '' }}
      onSave={(body) => save('about', body, { success: 'app.profile.messages.descriptionUpdated' })}
      maxWidth="md"
    >
      <TextFieldInput autoFocus multiline minRows={6} maxRows={16} source="description" label="app.profile.fields.about" maxLength={ABOUT_ME_MAX_LENGTH} counter={<Count />} />
    </EditDialog>
  );
}

function Count() {
  const translate = useTranslate();
  const text = (useWatch({ name: 'description' }) as string | null) ?? '';
  return <span data-testid="about-count">{translate('app.profile.fields.count', { count: text.length, max: ABOUT_ME_MAX_LENGTH })}</span>;
}
