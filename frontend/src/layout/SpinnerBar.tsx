import { Box, LinearProgress } from '@mui/material';
import { useTranslate } from 'react-admin';

/** The bar shown until the authentication state (or a lazy page) is known. */
export function SpinnerBar() {
  const translate = useTranslate();
  return (
    <Box
      role="progressbar"
      aria-label={translate('app.common.loading')}
      sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: (t) => t.zIndex.appBar + 2 }}
    >
      <LinearProgress color="primary" sx={{ height: 3, borderRadius: 0 }} />
    </Box>
  );
}

export function SpinnerPage() {
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <SpinnerBar />
    </Box>
  );
}
