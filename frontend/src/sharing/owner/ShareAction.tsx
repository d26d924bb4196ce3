import IosShareRounded from '@mui/icons-material/IosShareRounded';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { ShareTarget } from '../ShareButton';
import { ShareDialog } from './ShareDialog';

export default function ShareAction({ size = 'medium', ...target }: ShareTarget & { size?: 'small' | 'medium' }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="outlined"
        size={size}
        startIcon={<IosShareRounded />}
        onClick={() => setOpen(true)}
        data-testid="share-open"
        data-owner-control
        sx={{ whiteSpace: 'nowrap', bgcolor: 'background.paper' }}
      >
        {translate('app.sharing.share')}
      </Button>
      {open && <ShareDialog target={target} onClose={() => setOpen(false)} />}
    </>
  );
}
