import PauseRounded from '@mui/icons-material/PauseRounded';
import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded';
import VolumeOffRounded from '@mui/icons-material/VolumeOffRounded';
import VolumeUpRounded from '@mui/icons-material/VolumeUpRounded';
import { Box, IconButton, Slider, Stack, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { useTranslate } from 'react-admin';
import { formatTime } from './formatTime';
import { useMediaElement } from './useMediaElement';

/**
 * Audio player of spec 2.5: play/pause, mute, seek slider, elapsed and total time as mm:ss.
 * `knownDuration`: the length the worker measured, shown until the element knows its own (a
 * browser's WebM recording tells no duration in its header, so the total read 00:00 before playback).
 */
export function AudioPlayer({
  src,
  title,
  knownDuration,
}: {
  src: string;
  title?: string;
  knownDuration?: number | null;
}) {
  const translate = useTranslate();
  const { ref, ...element } = useMediaElement<HTMLAudioElement>();
  const media = { ...element, duration: element.duration || knownDuration || 0 };
  return (
    <Box
      role="group"
      aria-label={title ?? translate('app.media.audio_player')}
      sx={(t) => ({
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        p: 1.25,
        pr: 2,
        borderRadius: `${t.shape.borderRadius}px`,
        bgcolor: alpha(t.palette.primary.main, 0.06),
        border: 1,
        borderColor: 'divider',
      })}
    >
      <audio ref={ref} src={src} preload="metadata" data-testid="audio-element" />
      <IconButton
        onClick={media.toggle}
        aria-label={translate(media.playing ? 'app.media.pause' : 'app.media.play')}
        sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', '&:hover': { bgcolor: 'primary.dark' } }}
      >
        {media.playing ? <PauseRounded /> : <PlayArrowRounded />}
      </IconButton>
      <Stack sx={{ flexGrow: 1, minWidth: 0 }}>
        {title && (
          <Typography variant="body2" fontWeight={600} noWrap>
            {title}
          </Typography>
        )}
        <Slider
          size="small"
          value={Math.min(media.current, media.duration || 0)}
          max={media.duration || 0}
          step={0.1}
          disabled={!media.duration}
          onChange={(_, v) => media.seek(v)}
          slotProps={{ input: { 'aria-label': translate('app.media.seek') } }}
          sx={{ py: 1 }}
        />
        <Stack direction="row" justifyContent="space-between">
          <Typography variant="caption" color="text.secondary" data-testid="audio-elapsed">
            {formatTime(media.current)}
          </Typography>
          <Typography variant="caption" color="text.secondary" data-testid="audio-total">
            {formatTime(media.duration)}
          </Typography>
        </Stack>
      </Stack>
      <IconButton
        onClick={media.toggleMute}
        aria-label={translate(media.muted ? 'app.media.unmute' : 'app.media.mute')}
        aria-pressed={media.muted}
      >
        {media.muted ? <VolumeOffRounded /> : <VolumeUpRounded />}
      </IconButton>
    </Box>
  );
}
