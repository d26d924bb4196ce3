import { Box, Button, Container, Stack, Typography } from '@mui/material';
import { LinkBase, useTranslate } from 'react-admin';
import { defaultPathFor, getUserType, isSignedIn } from '../providers/session';
import { paths } from '../routes/paths';
import { PublicShell } from '../components/PublicShell';

/** /pages/error and every unknown path. */
export default function ErrorPage() {
  const translate = useTranslate();
  const home = isSignedIn() ? defaultPathFor(getUserType()) : paths.landing;
  return (
    <PublicShell center>
      <Container maxWidth="sm" sx={{ textAlign: 'center', py: 8 }} data-testid="error-page">
        <Typography
          aria-hidden
          sx={{
            fontSize: { xs: 96, sm: 140 },
            fontWeight: 800,
            lineHeight: 1,
            letterSpacing: '-0.05em',
            background: (t) => `linear-gradient(135deg, ${t.palette.primary.main}, ${t.palette.secondary.main})`,
            backgroundClip: 'text',
            WebkitBackgroundClip: 'text',
            color: 'transparent',
            mb: 2,
          }}
        >
          404
        </Typography>
        <Typography variant="h2" component="h1" sx={{ mb: 1.5 }}>
          {translate('app.error.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 4 }}>
          {translate('app.error.body')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} justifyContent="center">
          <Button component={LinkBase} to={home} variant="contained" size="large">
            {translate('app.common.back_home')}
          </Button>
          <Box>
            <Button onClick={() => window.history.back()} size="large">
              {translate('app.common.go_back')}
            </Button>
          </Box>
        </Stack>
      </Container>
    </PublicShell>
  );
}
