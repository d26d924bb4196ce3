import { useTheme } from '@mui/material/styles';
import { useId } from 'react';

/** The DTH mark: three connected people-nodes (a team) on a gradient tile in the theme's colours. */
export function LogoMark({ size = 36, inverse = false }: { size?: number; inverse?: boolean }) {
  const theme = useTheme();
  const id = useId().replace(/:/g, '');
  const ink = inverse ? `url(#g${id})` : '#fff';
  return (
    <svg width={size} height={size} viewBox="0 0 40 40" role="img" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={`g${id}`} x1="0" y1="0" x2="40" y2="40" gradientUnits="userSpaceOnUse">
          <stop offset="0" stopColor={theme.palette.primary.main} />
          <stop offset="1" stopColor={theme.palette.secondary.main} />
        </linearGradient>
      </defs>
      <rect width="40" height="40" rx="11" fill={inverse ? '#fff' : `url(#g${id})`} />
      <path
        d="M13 27.5 20 13l7 14.5"
        fill="none"
        stroke={ink}
        strokeOpacity="0.55"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path d="M13 27.5h14" stroke={ink} strokeOpacity="0.55" strokeWidth="2.2" strokeLinecap="round" />
      <circle cx="20" cy="13" r="4" fill={ink} />
      <circle cx="13" cy="27.5" r="3.6" fill={ink} />
      <circle cx="27" cy="27.5" r="3.6" fill={ink} />
    </svg>
  );
}
