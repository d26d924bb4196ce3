import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';
import { Button, Dialog, DialogContent, DialogTitle, IconButton } from '@mui/material';
import CloseRounded from '@mui/icons-material/CloseRounded';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { videoAskUrl } from '../config';
import { httpClient } from '../providers/httpClient';
import { useProfileContextOptional } from './ProfileContext';

/** The update token of GET /user/videoask/updateToken; an empty string (and a warning) on failure (spec 8). */
async function updateToken(): Promise<string> {
  try {
    const response = await httpClient<{ update_token?: string }>('/user/videoask/updateToken');
    return response.json?.update_token ?? '';
  } catch (error) {
    console.warn('no update token', error);
    return '';
  }
}

/** Owner only, and only when an external video-ask page is configured. */
export function VideoAskEmbedButton() {
  const translate = useTranslate();
  const context = useProfileContextOptional();
  const [src, setSrc] = useState<string | null>(null);
  if (!videoAskUrl || !context?.owner || !context.editing) return null;
  const open = async () => {
    const token = await updateToken();
    setSrc(`${videoAskUrl}#contact_email=${encodeURIComponent(context.profile.email)}&update_token=${encodeURIComponent(token)}`);
  };
  return (
    <>
      <Button variant="outlined" size="small" startIcon={<OpenInNewRounded />} onClick={open} data-owner-control data-testid="videoask-open">
        {translate('app.profile.videoask.open')}
      </Button>
      <Dialog open={!!src} onClose={() => setSrc(null)} fullWidth maxWidth="md">
        <DialogTitle sx={{ pr: 7 }}>
          {translate('app.profile.videoask.title')}
          <IconButton aria-label={translate('app.common.close')} onClick={() => setSrc(null)} sx={{ position: 'absolute', right: 12, top: 12 }}>
            <CloseRounded />
          </IconButton>
        </DialogTitle>
        <DialogContent sx={{ p: 0, height: '70vh' }}>{src && <iframe title={translate('app.profile.videoask.title')} src={src} style={{ border: 0, width: '100%', height: '100%' }} allow="camera; microphone; autoplay" />}</DialogContent>
      </Dialog>
    </>
  );
}
