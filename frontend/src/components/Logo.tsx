import { Box, Typography } from '@mui/material';
import { LinkBase } from 'react-admin';
import { LogoMark } from './LogoMark';

/** The 'DTH Platform' wordmark beside the mark; links home. */
export function Logo({
  to = '/',
  size = 36,
  compact = false,
  inverse = false,
}: {
  to?: string;
  size?: number;
  compact?: boolean;
  inverse?: boolean;
}) {
  return (
    <Box
      component={LinkBase}
      to={to}
      aria-label="DTH Platform"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1.25,
        color: inverse ? '#fff' : 'text.primary',
        textDecoration: 'none',
      }}
    >
      <LogoMark size={size} inverse={inverse} />
      {!compact && (
        <Typography
          component="span"
          sx={{ fontSize: size * 0.5, lineHeight: 1, letterSpacing: '-0.01em', whiteSpace: 'nowrap' }}
        >
          <Box component="span" sx={{ fontWeight: 800 }}>
            DTH
          </Box>{' '}
          <Box component="span" sx={{ fontWeight: 500, color: inverse ? 'rgba(255,255,255,0.8)' : 'text.secondary' }}>
            Platform
          </Box>
        </Typography>
      )}
    </Box>
  );
}
