import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import HubOutlined from '@mui/icons-material/HubOutlined';
import RocketLaunchOutlined from '@mui/icons-material/RocketLaunchOutlined';
import { Box, Button, Card, CardContent, Chip, Container, Grid, Stack, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { LinkBase, useTranslate } from 'react-admin';
import { paths } from '../routes/paths';
import { PublicShell } from '../components/PublicShell';

const FEATURES = [
  { key: 'dth', icon: GroupsOutlined },
  { key: 'dpd', icon: RocketLaunchOutlined },
  { key: 'network', icon: HubOutlined },
] as const;

/** / and /pages/landing. */
export default function LandingPage() {
  const translate = useTranslate();
  return (
    <PublicShell>
      <Box
        sx={(t) => ({
          background: `radial-gradient(1000px 420px at 15% -10%, ${alpha(t.palette.primary.main, 0.16)}, transparent 70%), radial-gradient(800px 380px at 95% 10%, ${alpha(t.palette.secondary.main, 0.14)}, transparent 70%)`,
        })}
      >
        <Container maxWidth="lg" sx={{ pt: { xs: 8, md: 14 }, pb: { xs: 8, md: 12 } }}>
          <Stack spacing={3} alignItems="center" textAlign="center" sx={{ maxWidth: 820, mx: 'auto' }}>
            <Chip label={translate('app.landing.eyebrow')} color="primary" variant="outlined" />
            <Typography
              variant="h1"
              sx={{ fontSize: { xs: '2.25rem', sm: '3rem', md: '3.5rem' } }}
              data-testid="landing-title"
            >
              {translate('app.landing.title')}
            </Typography>
            <Typography
              variant="h5"
              component="p"
              color="text.secondary"
              sx={{ fontWeight: 400, maxWidth: 640, lineHeight: 1.6 }}
            >
              {translate('app.landing.body')}
            </Typography>
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1.5}
              sx={{ pt: 1, width: { xs: '100%', sm: 'auto' } }}
            >
              <Button
                component={LinkBase}
                to={paths.register}
                variant="contained"
                size="large"
                endIcon={<ArrowForwardRounded />}
              >
                {translate('app.landing.cta_register')}
              </Button>
              <Button component={LinkBase} to={paths.login} variant="outlined" size="large">
                {translate('app.landing.cta_sign_in')}
              </Button>
            </Stack>
          </Stack>
        </Container>
      </Box>
      <Container maxWidth="lg" sx={{ pb: 10 }}>
        <Grid container spacing={3}>
          {FEATURES.map(({ key, icon: Icon }) => (
            <Grid key={key} size={{ xs: 12, md: 4 }}>
              <Card sx={{ height: '100%' }}>
                <CardContent>
                  <Box
                    sx={{
                      width: 48,
                      height: 48,
                      borderRadius: 2.5,
                      display: 'grid',
                      placeItems: 'center',
                      mb: 2,
                      color: 'primary.main',
                      bgcolor: (t) => alpha(t.palette.primary.main, 0.1),
                    }}
                  >
                    <Icon />
                  </Box>
                  <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
                    {translate(`app.landing.features.${key}.title`)}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {translate(`app.landing.features.${key}.body`)}
                  </Typography>
                </CardContent>
              </Card>
            </Grid>
          ))}
        </Grid>
      </Container>
    </PublicShell>
  );
}
