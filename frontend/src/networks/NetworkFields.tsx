import { useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { TextFieldInput } from '../forms/TextFieldInput';
import { NETWORK_DESCRIPTION_MAX_LENGTH, NETWORK_NAME_MAX_LENGTH } from '../providers/hiringDomain';

/** Name and description of a network, in a react-admin <Form>. */
export function NetworkFields({ autoFocus = false }: { autoFocus?: boolean }) {
  const translate = useTranslate();
  const description = (useWatch({ name: 'description' }) as string | undefined) ?? '';
  return (
    <>
      <TextFieldInput
        source="name"
        label="resources.networks.fields.name"
        required
        autoFocus={autoFocus}
        maxLength={NETWORK_NAME_MAX_LENGTH}
        placeholder={translate('app.hiring.networks.name_placeholder')}
        sx={{ mb: 1 }}
      />
      <TextFieldInput
        source="description"
        label="resources.networks.fields.description"
        multiline
        minRows={3}
        maxLength={NETWORK_DESCRIPTION_MAX_LENGTH}
        placeholder={translate('app.hiring.networks.description_placeholder')}
        counter={`${description.length}/${NETWORK_DESCRIPTION_MAX_LENGTH}`}
      />
    </>
  );
}
