import CloseRounded from '@mui/icons-material/CloseRounded';
import FastForwardRounded from '@mui/icons-material/FastForwardRounded';
import FullscreenExitRounded from '@mui/icons-material/FullscreenExitRounded';
import FullscreenRounded from '@mui/icons-material/FullscreenRounded';
import PauseRounded from '@mui/icons-material/PauseRounded';
import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded';
import FastRewindRounded from '@mui/icons-material/FastRewindRounded';
import VolumeUpRounded from '@mui/icons-material/VolumeUpRounded';
import { Box, Dialog, IconButton, Slider, Stack, Tooltip, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { DEFAULT_VOLUME, VIDEO_SKIP_SECONDS } from '../../config';
import { formatTime } from './formatTime';
import { useMediaElement } from './useMediaElement';

export interface VideoPlayerModalProps {
  open: boolean;
  onClose: () => void;
  src: string;
  poster?: string;
  title?: string;
}

/** Video player of spec 2.5 in a modal: play/pause, 15-second back and forward, seek, volume 0-1 (default 0.5), fullscreen. */
export function VideoPlayerModal({ open, onClose, src, poster, title }: VideoPlayerModalProps) {
  const translate = useTranslate();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      maxWidth="md"
      fullWidth
      aria-label={title ?? translate('app.media.video_player')}
      slotProps={{ paper: { sx: { bgcolor: '#000', overflow: 'hidden' } } }}
    >
      {open && <VideoPlayer src={src} poster={poster} title={title} onClose={onClose} />}
    </Dialog>
  );
}

function VideoPlayer({ src, poster, title, onClose }: Omit<VideoPlayerModalProps, 'open'>) {
  const translate = useTranslate();
  const { ref, ...media } = useMediaElement<HTMLVideoElement>(DEFAULT_VOLUME);
  const frame = useRef<HTMLDivElement>(null);
  const [fullscreen, setFullscreen] = useState(false);

  useEffect(() => {
    const onChange = () => setFullscreen(document.fullscreenElement === frame.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  const toggleFullscreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen?.();
    else void frame.current?.requestFullscreen?.();
  };

  const control = { color: '#fff' };
  return (
    <Box ref={frame} sx={{ position: 'relative', bgcolor: '#000', display: 'flex', flexDirection: 'column' }}>
      <Stack direction="row" alignItems="center" sx={{ px: 2, py: 1, color: '#fff' }}>
        <Typography variant="subtitle2" sx={{ flexGrow: 1 }} noWrap>
          {title}
        </Typography>
        <IconButton onClick={onClose} aria-label={translate('app.common.close')} sx={control}>
          <CloseRounded />
        </IconButton>
      </Stack>
      <Box
        component="video"
        ref={ref}
        src={src}
        poster={poster}
        playsInline
        onClick={media.toggle}
        data-testid="video-element"
        sx={{
          width: '100%',
          maxHeight: fullscreen ? 'calc(100vh - 120px)' : '60vh',
          bgcolor: '#000',
          display: 'block',
        }}
      />
      <Box sx={{ px: 2, pt: 1, pb: 1.5, color: '#fff' }}>
        <Slider
          size="small"
          value={Math.min(media.current, media.duration || 0)}
          max={media.duration || 0}
          step={0.1}
          disabled={!media.duration}
          onChange={(_, v) => media.seek(v)}
          slotProps={{ input: { 'aria-label': translate('app.media.seek') } }}
          sx={{ color: '#fff', py: 1 }}
        />
        <Stack direction="row" alignItems="center" spacing={0.5}>
          <Tooltip title={translate('app.media.back', { seconds: VIDEO_SKIP_SECONDS })}>
            <IconButton
              onClick={() => media.skip(-VIDEO_SKIP_SECONDS)}
              aria-label={translate('app.media.back', { seconds: VIDEO_SKIP_SECONDS })}
              sx={control}
            >
              <FastRewindRounded />
            </IconButton>
          </Tooltip>
          <IconButton
            onClick={media.toggle}
            aria-label={translate(media.playing ? 'app.media.pause' : 'app.media.play')}
            sx={{ ...control, bgcolor: 'rgba(255,255,255,0.14)' }}
          >
            {media.playing ? <PauseRounded /> : <PlayArrowRounded />}
          </IconButton>
          <Tooltip title={translate('app.media.forward', { seconds: VIDEO_SKIP_SECONDS })}>
            <IconButton
              onClick={() => media.skip(VIDEO_SKIP_SECONDS)}
              aria-label={translate('app.media.forward', { seconds: VIDEO_SKIP_SECONDS })}
              sx={control}
            >
              <FastForwardRounded />
            </IconButton>
          </Tooltip>
          <Typography variant="caption" sx={{ px: 1, fontVariantNumeric: 'tabular-nums' }} data-testid="video-time">
            {formatTime(media.current)} / {formatTime(media.duration)}
          </Typography>
          <Box sx={{ flexGrow: 1 }} />
          <VolumeUpRounded fontSize="small" />
          <Slider
            size="small"
            value={media.volume}
            min={0}
            max={1}
            step={0.05}
            onChange={(_, v) => media.setVolume(v)}
            slotProps={{ input: { 'aria-label': translate('app.media.volume') } }}
            sx={{ color: '#fff', width: { xs: 64, sm: 96 }, mx: 1 }}
          />
          <IconButton
            onClick={toggleFullscreen}
            aria-label={translate(fullscreen ? 'app.media.exit_fullscreen' : 'app.media.fullscreen')}
            sx={control}
          >
            {fullscreen ? <FullscreenExitRounded /> : <FullscreenRounded />}
          </IconButton>
        </Stack>
      </Box>
    </Box>
  );
}
