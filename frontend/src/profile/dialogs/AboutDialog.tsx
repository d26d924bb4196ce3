import { useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { TextFieldInput } from '../../forms/TextFieldInput';
import { ABOUT_ME_MAX_LENGTH, aboutMeSchema } from '../profileDomain';
import { SectionDialog } from './SectionDialog';

/** More About You: required, at most 1000 characters (longer input is cut). */
export function AboutDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <SectionDialog
      open={open}
      onClose={onClose}
      testId="about-dialog"
      titleKey="app.profile.dialogs.about"
      hintKey="app.profile.dialogs.about_hint"
      schema={aboutMeSchema}
      valuesOf={(profile) => ({ description: profile.professional_experience_info ?? '' })}
      section="about"
      successKey="app.profile.messages.descriptionUpdated"
      maxWidth="md"
    >
      <TextFieldInput
        autoFocus
        multiline
        minRows={6}
        maxRows={16}
        source="description"
        label="app.profile.fields.about"
        maxLength={ABOUT_ME_MAX_LENGTH}
        counter={<Count />}
      />
    </SectionDialog>
  );
}

function Count() {
  const translate = useTranslate();
  const text = (useWatch({ name: 'description' }) as string | null) ?? '';
  return (
    <span data-testid="about-count">
      {translate('app.profile.fields.count', { count: text.length, max: ABOUT_ME_MAX_LENGTH })}
    </span>
  );
}
