import { Box, Stack, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import type { ReactNode } from 'react';

/** A count with its label and icon, for the cards of networks and share links. */
export function Stat({
  icon,
  value,
  label,
  testId,
}: {
  icon: ReactNode;
  value: ReactNode;
  label: string;
  testId?: string;
}) {
  return (
    <Stack direction="row" spacing={1} alignItems="center" data-testid={testId}>
      <Box
        sx={{
          width: 32,
          height: 32,
          borderRadius: 1.5,
          display: 'grid',
          placeItems: 'center',
          color: 'primary.main',
          bgcolor: (t) => alpha(t.palette.primary.main, 0.1),
          '& svg': { fontSize: 18 },
        }}
      >
        {icon}
      </Box>
      <Box>
        <Typography variant="subtitle1" component="p" sx={{ fontWeight: 700, lineHeight: 1.1 }}>
          {value}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {label}
        </Typography>
      </Box>
    </Stack>
  );
}
