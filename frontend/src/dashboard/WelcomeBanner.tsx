import { Box, Card, Chip, Stack, Typography } from '@mui/material';
import { alpha, darken } from '@mui/material/styles';
import { useTranslate } from 'react-admin';
import { useFormatters } from '../i18n/useFormatters';
import { getStoredUser } from '../providers/session';

/** `body` replaces the specialist's line (a business owner has no profile to complete). */
export function WelcomeBanner({ body }: { body?: string }) {
  const translate = useTranslate();
  const { date } = useFormatters();
  const user = getStoredUser();
  const name = user?.firstName || user?.email || '';
  return (
    <Card
      sx={(t) => ({
        position: 'relative',
        overflow: 'hidden',
        border: 'none',
        color: '#fff',
        background:
          t.palette.mode === 'dark'
            ? `linear-gradient(120deg, ${darken(t.palette.primary.main, 0.5)} 0%, ${darken(t.palette.secondary.main, 0.58)} 100%)`
            : `linear-gradient(120deg, ${t.palette.primary.main} 0%, ${t.palette.secondary.dark} 100%)`,
      })}
    >
      <Box
        aria-hidden
        sx={{
          position: 'absolute',
          right: -60,
          top: -80,
          width: 260,
          height: 260,
          borderRadius: '50%',
          bgcolor: alpha('#fff', 0.08),
        }}
      />
      <Box
        aria-hidden
        sx={{
          position: 'absolute',
          right: 90,
          bottom: -120,
          width: 220,
          height: 220,
          borderRadius: '50%',
          bgcolor: alpha('#fff', 0.06),
        }}
      />
      <Stack sx={{ position: 'relative', p: { xs: 3, md: 4 } }} spacing={1}>
        <Typography
          variant="caption"
          sx={{ display: 'block', opacity: 0.85, '&::first-letter': { textTransform: 'uppercase' } }}
          data-testid="today"
        >
          {date(new Date(), { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' })}
        </Typography>
        <Typography variant="h3" component="h2" data-testid="welcome">
          {translate('app.dashboard.welcome', { name })}
        </Typography>
        <Typography sx={{ opacity: 0.9, maxWidth: 560 }}>{body ?? translate('app.dashboard.welcome_body')}</Typography>
        {user?.userType && (
          <Box sx={{ pt: 1 }}>
            <Chip
              size="small"
              label={translate(`app.roles.${user.userType}`, { _: user.userType })}
              sx={{ bgcolor: alpha('#fff', 0.18), color: '#fff' }}
            />
          </Box>
        )}
      </Stack>
    </Card>
  );
}
