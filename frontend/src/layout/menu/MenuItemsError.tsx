import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** Shown in place of a menu entry whose type the navigation does not know. */
export function MenuItemsError() {
  const translate = useTranslate();
  return (
    <Typography component="li" variant="body2" color="error" align="center" sx={{ py: 1, listStyle: 'none' }}>
      {translate('app.menu.items_error')}
    </Typography>
  );
}
