import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';
import { Button, Dialog, DialogContent, DialogTitle, IconButton } from '@mui/material';
import CloseRounded from '@mui/icons-material/CloseRounded';
import { useEffect, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../providers/dataProvider';
import { useProfileContextOptional } from './ProfileContext';

/**
 * The external video-ask welcome page in a popup (spec 2.6, 7), with the specialist's address and an
 * update token in its fragment. Owner only, and only when the platform has one (VIDEOASK_WELCOME_URL).
 */
export function VideoAskEmbedButton() {
  const translate = useTranslate();
  const context = useProfileContextOptional();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [src, setSrc] = useState<string | null>(null);
  const [videoAskUrl, setVideoAskUrl] = useState<string | null>(null);
  const offered = Boolean(context?.owner && context.editing);
  useEffect(() => {
    if (!offered) return;
    let live = true;
    dataProvider.videoAskWelcomeUrl().then(
      (url) => live && setVideoAskUrl(url),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [dataProvider, offered]);
  if (!videoAskUrl || !context || !offered) return null;
  const open = async () => {
    // Without a token the page still opens; the answers then cannot be saved back (spec 8).
    const token = await dataProvider.videoAskUpdateToken().catch((error: unknown) => {
      console.warn('no update token', error);
      return '';
    });
    setSrc(
      `${videoAskUrl}#contact_email=${encodeURIComponent(context.profile.email ?? '')}&update_token=${encodeURIComponent(token)}`,
    );
  };
  return (
    <>
      <Button
        variant="outlined"
        size="small"
        startIcon={<OpenInNewRounded />}
        onClick={() => void open()}
        data-owner-control
        data-testid="videoask-open"
      >
        {translate('app.profile.videoask.open')}
      </Button>
      <Dialog open={!!src} onClose={() => setSrc(null)} fullWidth maxWidth="md">
        <DialogTitle sx={{ pr: 7 }}>
          {translate('app.profile.videoask.title')}
          <IconButton
            aria-label={translate('app.common.close')}
            onClick={() => setSrc(null)}
            sx={{ position: 'absolute', right: 12, top: 12 }}
          >
            <CloseRounded />
          </IconButton>
        </DialogTitle>
        <DialogContent sx={{ p: 0, height: '70vh' }}>
          {src && (
            <iframe
              title={translate('app.profile.videoask.title')}
              src={src}
              style={{ border: 0, width: '100%', height: '100%' }}
              allow="camera; microphone; autoplay"
            />
          )}
        </DialogContent>
      </Dialog>
    </>
  );
}
