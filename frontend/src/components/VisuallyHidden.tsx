import { Box } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * Hidden from sight, read by screen readers: MUI's `visuallyHidden` (@mui/utils, which @mui/material does not
 * re-export). One pixel in pixels: MUI reads `width: 1` in `sx` as 100 %, which made such a span as wide as the
 * page and scrolled it sideways.
 */
export const visuallyHidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;

export function VisuallyHidden({ children }: { children: ReactNode }) {
  return (
    <Box component="span" sx={visuallyHidden}>
      {children}
    </Box>
  );
}
