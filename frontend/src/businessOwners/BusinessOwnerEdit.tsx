import { useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { RecordEditDialog } from '../forms/RecordEditDialog';
import { TextFieldInput } from '../forms/TextFieldInput';
import {
  COMPANY_ABOUT_MAX_LENGTH,
  COMPANY_NAME_MAX_LENGTH,
  WEBSITE_MAX_LENGTH,
  businessOwnerProfileSchema,
} from '../providers/hiringDomain';

/** The `business-owners` record (docs/api.md). */
export interface CompanyProfile {
  id: string;
  first_name: string;
  last_name: string;
  /** Null for readers other than the owner, admins and members of the owner's networks. */
  email: string | null;
  company_name: string;
  website: string;
  about: string;
  logo: string | null;
  logo_status?: 'processing' | 'ready' | 'failed' | null;
  logo_error?: string | null;
}

/** Company name, website and about (PUT /business-owners/{id}). */
export function BusinessOwnerEdit({ company, onClose }: { company: CompanyProfile; onClose: () => void }) {
  return (
    <RecordEditDialog
      resource="business-owners"
      record={company}
      onClose={onClose}
      testId="company-edit-dialog"
      title="app.hiring.company.edit"
      schema={businessOwnerProfileSchema}
      defaultValues={{
        company_name: company.company_name ?? '',
        website: company.website ?? '',
        about: company.about ?? '',
      }}
      savedMessage="app.hiring.company_messages.saved"
    >
      <CompanyFields />
    </RecordEditDialog>
  );
}

function CompanyFields() {
  const translate = useTranslate();
  const about = (useWatch({ name: 'about' }) as string | undefined) ?? '';
  return (
    <>
      <TextFieldInput
        source="company_name"
        label="resources.business-owners.fields.company_name"
        autoFocus
        maxLength={COMPANY_NAME_MAX_LENGTH}
        sx={{ mb: 1 }}
      />
      <TextFieldInput
        source="website"
        label="resources.business-owners.fields.website"
        type="url"
        maxLength={WEBSITE_MAX_LENGTH}
        placeholder="https://"
        hint={translate('app.hiring.company.website_hint')}
        sx={{ mb: 1 }}
      />
      <TextFieldInput
        source="about"
        label="resources.business-owners.fields.about"
        multiline
        minRows={4}
        maxLength={COMPANY_ABOUT_MAX_LENGTH}
        placeholder={translate('app.hiring.company.about_placeholder')}
        counter={`${about.length}/${COMPANY_ABOUT_MAX_LENGTH}`}
      />
    </>
  );
}
