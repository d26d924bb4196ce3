import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded';
import { Box, ButtonBase, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { VideoPlayerModal } from './VideoPlayerModal';

/** The 'Play Video' tile: a thumbnail that opens the video player modal. */
export function PlayVideoTile({ src, thumbnail, title }: { src: string; thumbnail?: string; title?: string }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <ButtonBase
        onClick={() => setOpen(true)}
        aria-label={translate('app.media.play_video')}
        data-testid="play-video-tile"
        sx={(t) => ({
          position: 'relative',
          width: '100%',
          aspectRatio: '16 / 9',
          borderRadius: `${t.shape.borderRadius}px`,
          overflow: 'hidden',
          background: thumbnail
            ? `center / cover no-repeat url("${thumbnail}")`
            : `linear-gradient(135deg, ${t.palette.primary.main}, ${t.palette.secondary.main})`,
        })}
      >
        <Box sx={{ position: 'absolute', inset: 0, bgcolor: alpha('#000', thumbnail ? 0.35 : 0.1) }} />
        <Box
          sx={{
            position: 'relative',
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            gap: 1,
            color: '#fff',
          }}
        >
          <Box
            sx={{
              width: 56,
              height: 56,
              borderRadius: '50%',
              display: 'grid',
              placeItems: 'center',
              bgcolor: alpha('#fff', 0.22),
              backdropFilter: 'blur(4px)',
            }}
          >
            <PlayArrowRounded fontSize="large" />
          </Box>
          <Typography variant="subtitle2">{translate('app.media.play_video')}</Typography>
        </Box>
      </ButtonBase>
      <VideoPlayerModal open={open} onClose={() => setOpen(false)} src={src} poster={thumbnail} title={title} />
    </>
  );
}
