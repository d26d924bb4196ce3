import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import { Box, Stack, Typography } from '@mui/material';
import { alpha, darken, useTheme } from '@mui/material/styles';
import { useEffect, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { LanguageSwitcher } from '../../components/LanguageSwitcher';
import { Logo } from '../../components/Logo';
import { ModeToggle } from '../../components/ModeToggle';
import { MAIN_CONTENT_ID, SkipLink } from '../../components/SkipLink';
import { prefetchSchemas } from './formValidation';

/** Split screen for the sign-in family of pages: brand panel on wide screens, the form card beside it. */
export function AuthLayout({ children }: { children: ReactNode }) {
  const translate = useTranslate();
  const theme = useTheme();
  const { primary, secondary } = theme.palette;
  useEffect(prefetchSchemas, []);
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', bgcolor: 'background.default' }}>
      <SkipLink />
      <Box
        component="aside"
        sx={{
          display: { xs: 'none', md: 'flex' },
          flexDirection: 'column',
          justifyContent: 'space-between',
          width: { md: '42%', lg: '40%' },
          maxWidth: 620,
          p: { md: 5, lg: 7 },
          color: '#fff',
          position: 'relative',
          overflow: 'hidden',
          background:
            theme.palette.mode === 'dark'
              ? `linear-gradient(150deg, ${darken(primary.main, 0.55)} 0%, ${darken(secondary.main, 0.62)} 100%)`
              : `linear-gradient(150deg, ${primary.main} 0%, ${secondary.dark} 100%)`,
        }}
      >
        <Box
          aria-hidden
          sx={{
            position: 'absolute',
            width: 420,
            height: 420,
            borderRadius: '50%',
            right: -140,
            top: -120,
            bgcolor: alpha('#fff', 0.08),
          }}
        />
        <Box
          aria-hidden
          sx={{
            position: 'absolute',
            width: 300,
            height: 300,
            borderRadius: '50%',
            left: -90,
            bottom: -110,
            bgcolor: alpha('#fff', 0.06),
          }}
        />
        <Box sx={{ position: 'relative' }}>
          <Logo inverse />
        </Box>
        <Box sx={{ position: 'relative' }}>
          <Typography variant="h2" component="p" sx={{ mb: 2, maxWidth: 440 }}>
            {translate('app.auth.brand.headline')}
          </Typography>
          <Typography sx={{ opacity: 0.85, mb: 4, maxWidth: 440 }}>{translate('app.auth.brand.body')}</Typography>
          <Stack spacing={1.5}>
            {['point1', 'point2', 'point3'].map((point) => (
              <Stack key={point} direction="row" spacing={1.5} alignItems="center">
                <CheckCircleRounded sx={{ fontSize: 20, opacity: 0.9 }} />
                <Typography variant="body2" sx={{ opacity: 0.95 }}>
                  {translate(`app.auth.brand.${point}`)}
                </Typography>
              </Stack>
            ))}
          </Stack>
        </Box>
        <Typography variant="caption" sx={{ position: 'relative', opacity: 0.7 }}>
          {translate('app.auth.brand.footer', { year: new Date().getFullYear() })}
        </Typography>
      </Box>

      <Box sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', minWidth: 0 }}>
        <Stack direction="row" alignItems="center" sx={{ px: { xs: 2, sm: 4 }, py: 2, minHeight: 72 }}>
          <Box sx={{ display: { md: 'none' } }}>
            <Logo size={32} />
          </Box>
          <Box sx={{ flexGrow: 1 }} />
          <LanguageSwitcher />
          <ModeToggle />
        </Stack>
        <Box
          component="main"
          id={MAIN_CONTENT_ID}
          tabIndex={-1}
          sx={{
            outline: 'none',
            flexGrow: 1,
            display: 'flex',
            alignItems: { xs: 'flex-start', sm: 'center' },
            justifyContent: 'center',
            px: { xs: 2, sm: 4 },
            pb: 6,
            pt: { xs: 2, sm: 0 },
          }}
        >
          <Box sx={{ width: '100%', maxWidth: 460 }}>{children}</Box>
        </Box>
      </Box>
    </Box>
  );
}

export function AuthHeading({ title, subtitle, icon }: { title: string; subtitle?: ReactNode; icon?: ReactNode }) {
  return (
    <Box sx={{ mb: 3 }}>
      {icon && (
        <Box
          sx={{
            width: 56,
            height: 56,
            borderRadius: 3,
            display: 'grid',
            placeItems: 'center',
            mb: 2.5,
            bgcolor: (t) => alpha(t.palette.primary.main, 0.12),
            color: 'primary.main',
          }}
        >
          {icon}
        </Box>
      )}
      <Typography variant="h2" component="h1" sx={{ mb: 1, fontSize: { xs: '1.75rem', sm: '2rem' } }}>
        {title}
      </Typography>
      {subtitle && (
        <Typography color="text.secondary" component="div">
          {subtitle}
        </Typography>
      )}
    </Box>
  );
}
