import CloseRounded from '@mui/icons-material/CloseRounded';
import { Dialog, DialogContent, DialogTitle, IconButton, useMediaQuery, type Theme } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ShareLinkRecord } from '../sharingTypes';
import { ShareRequestList } from './ShareRequestList';

/** What clients answered through one link, in a dialog of the owner's link list. */
export function RequestsDialog({ link, onClose }: { link: ShareLinkRecord; onClose: () => void }) {
  const translate = useTranslate();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" fullScreen={phone} aria-labelledby="share-requests-title">
      <DialogTitle id="share-requests-title" sx={{ pr: 6 }}>
        {translate('app.sharing.requests.title', { name: link.target_name })}
        <IconButton
          onClick={onClose}
          aria-label={translate('app.sharing.dialog.close')}
          sx={{ position: 'absolute', right: 8, top: 8 }}
        >
          <CloseRounded />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers>
        <ShareRequestList filter={{ link_id: link.id }} />
      </DialogContent>
    </Dialog>
  );
}
