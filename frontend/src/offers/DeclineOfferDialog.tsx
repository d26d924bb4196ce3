import { useTranslate, useUpdate } from 'react-admin';
import { z } from 'zod';
import { WriteDialog } from '../forms/RecordEditDialog';
import { TextFieldInput } from '../forms/TextFieldInput';
import { OFFER_DECLINE_REASON_MAX_LENGTH, declineOfferSchema } from '../providers/hiringDomain';
import type { OfferRead } from './offerRead';

/** The form's one field: the domain schema also takes no body at all, which a form never sends. */
const declineFormSchema = z.preprocess((values: Record<string, unknown>) => values, declineOfferSchema);

/** Decline an offer, with a reason the owner reads (optional). */
export function DeclineOfferDialog({ offer, onClose }: { offer: OfferRead; onClose: () => void }) {
  const translate = useTranslate();
  const [update] = useUpdate();
  return (
    <WriteDialog
      onClose={onClose}
      testId="offer-decline-dialog"
      title="app.hiring.offers.decline_title"
      subtitle={`${offer.team_name} · ${offer.role_title}`}
      schema={declineFormSchema}
      defaultValues={{ reason: '' }}
      saveLabel="app.hiring.offers.decline"
      write={(values) =>
        update(
          'offers',
          { id: offer.id, data: values, previousData: offer, meta: { action: 'decline' } },
          { mutationMode: 'pessimistic', returnPromise: true },
        )
      }
      savedMessage="app.hiring.offer_messages.declined"
    >
      <TextFieldInput
        source="reason"
        label="app.hiring.offers.decline_reason"
        multiline
        minRows={3}
        autoFocus
        maxLength={OFFER_DECLINE_REASON_MAX_LENGTH}
        hint={translate('app.hiring.offers.decline_hint')}
      />
    </WriteDialog>
  );
}
