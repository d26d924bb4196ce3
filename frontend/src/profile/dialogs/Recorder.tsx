import FiberManualRecordRounded from '@mui/icons-material/FiberManualRecordRounded';
import MicRounded from '@mui/icons-material/MicRounded';
import ReplayRounded from '@mui/icons-material/ReplayRounded';
import StopRounded from '@mui/icons-material/StopRounded';
import VideocamRounded from '@mui/icons-material/VideocamRounded';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { formatTime } from '../../components/media/formatTime';

export interface Recording {
  blob: Blob;
  kind: 'video' | 'audio';
}

const MAX_SECONDS = 180;
const MIME_CANDIDATES = {
  video: ['video/webm;codecs=vp8,opus', 'video/webm;codecs=vp9,opus', 'video/webm', 'video/mp4'],
  audio: ['audio/webm;codecs=opus', 'audio/webm', 'audio/ogg;codecs=opus', 'audio/mp4'],
};

const pickMime = (kind: 'video' | 'audio') =>
  MIME_CANDIDATES[kind].find((t) => typeof MediaRecorder !== 'undefined' && MediaRecorder.isTypeSupported?.(t)) ?? '';

type Phase = 'idle' | 'starting' | 'recording' | 'done' | 'error';

/** Records a video or audio answer in the browser (MediaRecorder), with a live preview and a replay. */
export function Recorder({
  kind,
  onRecorded,
}: {
  kind: 'video' | 'audio';
  onRecorded: (recording: Recording | null) => void;
}) {
  const translate = useTranslate();
  const [phase, setPhase] = useState<Phase>('idle');
  const [seconds, setSeconds] = useState(0);
  const [url, setUrl] = useState<string | null>(null);
  const preview = useRef<HTMLVideoElement>(null);
  const stream = useRef<MediaStream | null>(null);
  const recorder = useRef<MediaRecorder | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const supported =
    typeof window !== 'undefined' &&
    typeof window.MediaRecorder !== 'undefined' &&
    !!navigator.mediaDevices?.getUserMedia;

  const stopTracks = () => {
    stream.current?.getTracks().forEach((t) => t.stop());
    stream.current = null;
    window.clearInterval(timer.current);
  };
  useEffect(() => () => stopTracks(), []);
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);

  const start = async () => {
    setPhase('starting');
    onRecorded(null);
    setUrl(null);
    try {
      const media = await navigator.mediaDevices.getUserMedia(
        kind === 'video' ? { video: { width: 640, height: 480 }, audio: true } : { audio: true },
      );
      stream.current = media;
      if (preview.current) {
        preview.current.srcObject = media;
        void preview.current.play().catch(() => undefined);
      }
      const mimeType = pickMime(kind);
      const rec = new MediaRecorder(media, mimeType ? { mimeType } : undefined);
      const chunks: Blob[] = [];
      rec.ondataavailable = (e) => e.data.size > 0 && chunks.push(e.data);
      rec.onstop = () => {
        const type = (rec.mimeType || mimeType || `${kind}/webm`).split(';')[0];
        const blob = new Blob(chunks, { type });
        stopTracks();
        if (preview.current) preview.current.srcObject = null;
        setUrl(URL.createObjectURL(blob));
        setPhase('done');
        onRecorded({ blob, kind });
      };
      recorder.current = rec;
      rec.start(250);
      setSeconds(0);
      // start runs on a click; the compiler cannot tell this async handler from render code.
      // eslint-disable-next-line react-hooks/purity -- see above
      const began = Date.now();
      timer.current = window.setInterval(() => {
        const elapsed = Math.floor((Date.now() - began) / 1000);
        setSeconds(elapsed);
        if (elapsed >= MAX_SECONDS) stop();
      }, 250);
      setPhase('recording');
    } catch (error) {
      console.warn('recording failed', error);
      stopTracks();
      setPhase('error');
    }
  };

  const stop = () => {
    window.clearInterval(timer.current);
    if (recorder.current?.state === 'recording') recorder.current.stop();
  };

  if (!supported) return <Alert severity="info">{translate('app.profile.answers.recording_unsupported')}</Alert>;

  return (
    <Stack spacing={2} alignItems="center" data-testid={`recorder-${kind}`}>
      <Box
        sx={(t) => ({
          width: '100%',
          aspectRatio: kind === 'video' ? '4 / 3' : undefined,
          maxWidth: 480,
          minHeight: kind === 'audio' ? 120 : undefined,
          borderRadius: `${t.shape.borderRadius}px`,
          overflow: 'hidden',
          bgcolor: kind === 'video' ? '#0b0f19' : alpha(t.palette.primary.main, 0.06),
          border: 1,
          borderColor: 'divider',
          display: 'grid',
          placeItems: 'center',
          position: 'relative',
        })}
      >
        {kind === 'video' && phase !== 'done' && (
          <video ref={preview} muted playsInline style={{ width: '100%', height: '100%', objectFit: 'cover' }} />
        )}
        {kind === 'video' && phase === 'done' && url && (
          <video
            src={url}
            controls
            playsInline
            style={{ width: '100%', height: '100%' }}
            data-testid="recorded-preview"
          />
        )}
        {kind === 'audio' && phase === 'done' && url && (
          <audio src={url} controls style={{ width: '90%' }} data-testid="recorded-preview" />
        )}
        {kind === 'audio' && phase !== 'done' && (
          <MicRounded sx={{ fontSize: 48, color: phase === 'recording' ? 'error.main' : 'primary.main' }} />
        )}
        {phase === 'idle' && kind === 'video' && (
          <Stack alignItems="center" spacing={1} sx={{ position: 'absolute', color: 'grey.300' }}>
            <VideocamRounded sx={{ fontSize: 48 }} />
            <Typography variant="body2">{translate('app.profile.answers.camera_hint')}</Typography>
          </Stack>
        )}
        {phase === 'recording' && (
          <Box
            sx={{
              position: 'absolute',
              top: 12,
              left: 12,
              px: 1.25,
              py: 0.25,
              borderRadius: 8,
              bgcolor: 'error.main',
              color: '#fff',
              display: 'flex',
              alignItems: 'center',
              gap: 0.5,
            }}
          >
            <FiberManualRecordRounded sx={{ fontSize: 12 }} />
            <Typography variant="caption" fontWeight={700} data-testid="recording-time">
              {formatTime(seconds)} / {formatTime(MAX_SECONDS)}
            </Typography>
          </Box>
        )}
      </Box>
      {phase === 'error' && (
        <Alert severity="warning" sx={{ width: '100%' }}>
          {translate('app.profile.answers.recording_denied')}
        </Alert>
      )}
      {phase === 'recording' ? (
        <Button variant="contained" color="error" startIcon={<StopRounded />} onClick={stop} data-testid="record-stop">
          {translate('app.profile.answers.stop')}
        </Button>
      ) : (
        <Button
          variant={phase === 'done' ? 'outlined' : 'contained'}
          startIcon={phase === 'done' ? <ReplayRounded /> : <FiberManualRecordRounded />}
          onClick={() => void start()}
          loading={phase === 'starting'}
          data-testid="record-start"
        >
          {translate(phase === 'done' ? 'app.profile.answers.record_again' : 'app.profile.answers.start')}
        </Button>
      )}
    </Stack>
  );
}
