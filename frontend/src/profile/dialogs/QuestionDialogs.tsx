import { Checkbox, FormControlLabel, FormGroup, FormHelperText, Radio, RadioGroup, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { withAnswer } from '../answers';
import {
  ADMIRED_BRANDS_SLOT,
  ANSWER_TEXT_MAX_LENGTH,
  CLIENT_TYPES,
  CLIENT_TYPES_SLOT,
  PRACTITIONER_GROUPS,
  PRACTITIONER_GROUP_SLOT,
  VIDEO_ASK_QUESTIONS,
} from '../profileDomain';
import { useProfileContext } from '../ProfileContext';
import { useSectionWrite } from '../useSectionWrite';
import { EditDialog } from '../../forms/EditDialog';

const questionId = (slot: number) => VIDEO_ASK_QUESTIONS[slot].questionId;

interface Props {
  open: boolean;
  onClose: () => void;
}

/** Saves the whole answer list with one slot's answer replaced. */
export function useAnswerSave() {
  const { profile } = useProfileContext();
  const { save } = useSectionWrite();
  return (slot: number, answer: Parameters<typeof withAnswer>[2]) =>
    save(
      'video-ask',
      { video_ask: withAnswer(profile.video_ask, questionId(slot), answer) },
      { success: 'app.profile.messages.profileUpdated' },
    );
}

/** Preferred Practitioner Group (answer slot 0): a single choice. */
export function PractitionerGroupDialog({ open, onClose }: Props) {
  const translate = useTranslate();
  const { profile } = useProfileContext();
  const saveAnswer = useAnswerSave();
  const [chosen, setChosen] = useState<number | null>(profile.practitioner_group?.id ?? null);
  return (
    <EditDialog
      open={open}
      onClose={onClose}
      testId="practitioner-group-dialog"
      title={translate('app.profile.questions.0')}
      subtitle={translate('app.profile.dialogs.single_choice')}
      canSave={chosen !== null}
      onSave={() =>
        saveAnswer(PRACTITIONER_GROUP_SLOT, {
          question_id: questionId(PRACTITIONER_GROUP_SLOT),
          type: 'poll',
          poll_options: [{ id: chosen! }],
        })
      }
    >
      <RadioGroup value={chosen ?? ''} onChange={(e) => setChosen(Number(e.target.value))} name="practitioner_group">
        {PRACTITIONER_GROUPS.map((_, index) => (
          <FormControlLabel
            key={index}
            value={index + 1}
            control={<Radio />}
            label={translate(`app.profile.practitioner_groups.${index + 1}`)}
          />
        ))}
      </RadioGroup>
      {chosen === null && (
        <FormHelperText>{translate('app.profile.messages.practitionerGroupRequired')}</FormHelperText>
      )}
    </EditDialog>
  );
}

/** Types of Client (answer slot 1): a multiple choice. */
export function ClientTypesDialog({ open, onClose }: Props) {
  const translate = useTranslate();
  const { profile } = useProfileContext();
  const saveAnswer = useAnswerSave();
  const [chosen, setChosen] = useState<number[]>(profile.client_types.map((c) => c.id));
  const toggle = (id: number) => setChosen((c) => (c.includes(id) ? c.filter((x) => x !== id) : [...c, id]));
  return (
    <EditDialog
      open={open}
      onClose={onClose}
      testId="client-types-dialog"
      title={translate('app.profile.questions.1')}
      subtitle={translate('app.profile.dialogs.multiple_choice')}
      canSave={chosen.length > 0}
      onSave={() =>
        saveAnswer(CLIENT_TYPES_SLOT, {
          question_id: questionId(CLIENT_TYPES_SLOT),
          type: 'poll',
          poll_options: chosen.map((id) => ({ id })),
        })
      }
    >
      <FormGroup>
        {CLIENT_TYPES.map((_, index) => (
          <FormControlLabel
            key={index}
            control={<Checkbox checked={chosen.includes(index + 1)} onChange={() => toggle(index + 1)} />}
            label={translate(`app.profile.client_types.${index + 1}`)}
          />
        ))}
      </FormGroup>
      {chosen.length === 0 && (
        <FormHelperText error>{translate('app.profile.messages.clientTypesRequired')}</FormHelperText>
      )}
    </EditDialog>
  );
}

/** Admired Brands or Companies (answer slot 9): free text, not blank. */
export function AdmiredBrandsDialog({ open, onClose }: Props) {
  const translate = useTranslate();
  const { profile } = useProfileContext();
  const saveAnswer = useAnswerSave();
  const [text, setText] = useState(profile.admired_brands ?? '');
  const [touched, setTouched] = useState(false);
  const valid = text.trim().length > 0;
  return (
    <EditDialog
      open={open}
      onClose={onClose}
      testId="admired-brands-dialog"
      title={translate('app.profile.questions.9')}
      canSave={valid}
      onSave={() =>
        saveAnswer(ADMIRED_BRANDS_SLOT, {
          question_id: questionId(ADMIRED_BRANDS_SLOT),
          type: 'text',
          input_text: text.trim(),
        })
      }
    >
      <TextField
        autoFocus
        fullWidth
        multiline
        minRows={3}
        name="admired_brands"
        label={translate('app.profile.fields.admired_brands')}
        value={text}
        onChange={(e) => {
          setText(e.target.value.slice(0, ANSWER_TEXT_MAX_LENGTH));
          setTouched(true);
        }}
        onBlur={() => setTouched(true)}
        error={touched && !valid}
        helperText={touched && !valid ? translate('app.profile.messages.admiredBrandsRequired') : ' '}
      />
    </EditDialog>
  );
}
