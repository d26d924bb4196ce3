import AudiotrackRounded from '@mui/icons-material/AudiotrackRounded';
import NotesRounded from '@mui/icons-material/NotesRounded';
import UploadFileRounded from '@mui/icons-material/UploadFileRounded';
import VideocamRounded from '@mui/icons-material/VideocamRounded';
import { Alert, Box, Button, Stack, Tab, Tabs, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate, useUpdate, type RaRecord } from 'react-admin';
import { ANSWER_TEXT_MAX_LENGTH, MAX_FILE_SIZE, VIDEO_ASK_QUESTIONS } from '../profileDomain';
import { useProfileContext } from '../ProfileContext';
import { FAILED_KEY } from '../useSectionWrite';
import { EditDialog } from '../../forms/EditDialog';
import { useAnswerSave } from './QuestionDialogs';
import { Recorder, type Recording } from './Recorder';

type Mode = 'video' | 'audio' | 'upload' | 'text';

async function mediaUrlOf(upload: Promise<{ media_url?: string } | void>): Promise<string> {
  const answer = await upload;
  const mediaUrl = answer ? answer.media_url : undefined;
  if (!mediaUrl) throw new Error('the upload answered no media url');
  return mediaUrl;
}

const extensionOf = (type: string) =>
  type.includes('mp4')
    ? 'mp4'
    : type.includes('ogg')
      ? 'ogg'
      : type.includes('mpeg')
        ? 'mp3'
        : type.includes('wav')
          ? 'wav'
          : 'webm';

/**
 * Answers one of the slots 2 to 8 with a recording made here (video or audio, MediaRecorder), an
 * uploaded file, or text. Media go to the media upload first; the answer list is then saved whole.
 */
export function AnswerDialog({ slot, open, onClose }: { slot: number; open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const { profile } = useProfileContext();
  const saveAnswer = useAnswerSave();
  const [update] = useUpdate<RaRecord & { media_url?: string }>();
  const notify = useNotify();
  const question = VIDEO_ASK_QUESTIONS[slot];
  const [mode, setMode] = useState<Mode>('video');
  const [recording, setRecording] = useState<Recording | null>(null);
  const [file, setFile] = useState<File | null>(null);
  /** An i18n key. */
  const [fileError, setFileError] = useState<string | null>(null);
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);

  const media: Recording | null =
    mode === 'upload' && file
      ? { blob: file, kind: file.type.startsWith('audio/') ? 'audio' : 'video' }
      : mode === 'video' || mode === 'audio'
        ? recording
        : null;
  const canSave = mode === 'text' ? text.trim().length > 0 : !!media && media.blob.size <= MAX_FILE_SIZE;

  const chooseFile = (chosen: File | undefined) => {
    setFile(null);
    setFileError(null);
    if (!chosen) return;
    if (!/^(video|audio)\//.test(chosen.type)) return setFileError('app.profile.media_messages.notMedia');
    if (chosen.size > MAX_FILE_SIZE) return setFileError('app.profile.media_messages.tooLarge');
    setFile(chosen);
  };

  /** A recording or file is uploaded first (the answer-media section); the answer list then names its address. */
  const onSave = async () => {
    if (mode === 'text')
      return saveAnswer(slot, { question_id: question.questionId, type: 'text', input_text: text.trim() });
    const { blob, kind } = media!;
    const filename = file?.name ?? `${question.questionId}.${extensionOf(blob.type)}`;
    let mediaUrl: string;
    try {
      mediaUrl = await mediaUrlOf(
        update(
          'specialists',
          {
            id: profile.id,
            data: { file: blob, kind, filename },
            previousData: profile,
            meta: { section: 'answer-media' },
          },
          { returnPromise: true },
        ),
      );
    } catch (error) {
      notify(FAILED_KEY, { type: 'error' });
      throw error;
    }
    return saveAnswer(slot, { question_id: question.questionId, type: kind, media_url: mediaUrl });
  };

  const tooLarge = media && media.blob.size > MAX_FILE_SIZE;
  return (
    <EditDialog
      open={open}
      onClose={onClose}
      testId="answer-dialog"
      title={translate(`app.profile.questions.${slot}`)}
      subtitle={translate(`app.profile.question_hints.${slot}`)}
      canSave={canSave}
      onSave={onSave}
      maxWidth="md"
    >
      <Tabs
        value={mode}
        onChange={(_, m: Mode) => setMode(m)}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 2.5, borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab
          value="video"
          icon={<VideocamRounded />}
          iconPosition="start"
          label={translate('app.profile.answers.mode_video')}
          data-testid="mode-video"
        />
        <Tab
          value="audio"
          icon={<AudiotrackRounded />}
          iconPosition="start"
          label={translate('app.profile.answers.mode_audio')}
          data-testid="mode-audio"
        />
        <Tab
          value="upload"
          icon={<UploadFileRounded />}
          iconPosition="start"
          label={translate('app.profile.answers.mode_upload')}
          data-testid="mode-upload"
        />
        <Tab
          value="text"
          icon={<NotesRounded />}
          iconPosition="start"
          label={translate('app.profile.answers.mode_text')}
          data-testid="mode-text"
        />
      </Tabs>
      {(mode === 'video' || mode === 'audio') && <Recorder key={mode} kind={mode} onRecorded={setRecording} />}
      {mode === 'upload' && (
        <Stack
          spacing={2}
          alignItems="center"
          sx={{ py: 3, border: 2, borderStyle: 'dashed', borderColor: 'divider', borderRadius: 2 }}
        >
          <UploadFileRounded color="primary" sx={{ fontSize: 44 }} />
          <Typography variant="body2" color="text.secondary" align="center" sx={{ px: 2 }}>
            {translate('app.profile.answers.upload_hint')}
          </Typography>
          <Button component="label" variant="outlined">
            {translate('app.profile.answers.choose_file')}
            <input
              hidden
              type="file"
              accept="video/*,audio/*"
              data-testid="answer-file"
              onChange={(e) => chooseFile(e.target.files?.[0])}
            />
          </Button>
          {file && (
            <Typography variant="body2" fontWeight={600} data-testid="answer-file-name">
              {file.name}
            </Typography>
          )}
        </Stack>
      )}
      {mode === 'text' && (
        <TextField
          autoFocus
          fullWidth
          multiline
          minRows={5}
          name="answer_text"
          label={translate('app.profile.answers.text_label')}
          value={text}
          onChange={(e) => {
            setText(e.target.value.slice(0, ANSWER_TEXT_MAX_LENGTH));
            setTouched(true);
          }}
          onBlur={() => setTouched(true)}
          error={touched && !text.trim()}
          helperText={
            touched && !text.trim()
              ? translate('app.profile.messages.answerRequired')
              : translate('app.profile.fields.count', { count: text.length, max: ANSWER_TEXT_MAX_LENGTH })
          }
        />
      )}
      {(fileError || tooLarge) && (
        <Box sx={{ mt: 2 }}>
          <Alert severity="error" data-testid="answer-error">
            {translate(fileError ?? 'app.profile.media_messages.tooLarge')}
          </Alert>
        </Box>
      )}
    </EditDialog>
  );
}
