import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { EditDialog, type EditDialogProps } from '../../forms/EditDialog';
import type { SpecialistProfile } from '../profileDomain';
import { useProfileContext } from '../ProfileContext';
import type { ProfileSection } from '../../providers/resources/specialists';
import { useSectionWrite, type WriteOutcome } from '../useSectionWrite';

interface SectionDialogProps extends Pick<EditDialogProps, 'open' | 'onClose' | 'testId' | 'schema' | 'maxWidth'> {
  /** i18n keys. */
  titleKey: string;
  hintKey?: string;
  successKey: string;
  /** How a refusal is told (useSectionWrite): the profile's one toast by default. */
  failure?: WriteOutcome['failure'];
  section: ProfileSection;
  /** The form's values from the profile in view. */
  valuesOf: (profile: SpecialistProfile) => Record<string, unknown>;
  children: ReactNode;
}

/** A dialog that edits one section of the profile in view: its values in, one section write out, and its success toast. */
export function SectionDialog({
  titleKey,
  hintKey,
  successKey,
  failure,
  section,
  valuesOf,
  children,
  ...dialog
}: SectionDialogProps) {
  const translate = useTranslate();
  const { profile } = useProfileContext();
  const { save } = useSectionWrite();
  return (
    <EditDialog
      {...dialog}
      title={translate(titleKey)}
      subtitle={hintKey ? translate(hintKey) : undefined}
      defaultValues={valuesOf(profile)}
      onSave={(body) => save(section, body, { success: successKey, failure })}
    >
      {children}
    </EditDialog>
  );
}
