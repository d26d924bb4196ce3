import { Box, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import type { ReactNode } from 'react';

/** A calm empty state: icon in a tinted circle, a title, one line of help and an optional action. */
export function EmptyState({
  icon,
  title,
  body,
  action,
  dense = false,
}: {
  icon: ReactNode;
  title: string;
  body?: ReactNode;
  action?: ReactNode;
  dense?: boolean;
}) {
  return (
    <Box
      sx={{
        textAlign: 'center',
        py: dense ? 3 : 6,
        px: 2,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
      }}
      data-testid="empty-state"
    >
      <Box
        sx={{
          width: dense ? 52 : 64,
          height: dense ? 52 : 64,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          mb: 2,
          color: 'primary.main',
          bgcolor: (t) => alpha(t.palette.primary.main, 0.1),
        }}
      >
        {icon}
      </Box>
      <Typography variant="h6" component="p" sx={{ mb: 0.5 }}>
        {title}
      </Typography>
      {body && (
        <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 420 }}>
          {body}
        </Typography>
      )}
      {action && <Box sx={{ mt: 2.5 }}>{action}</Box>}
    </Box>
  );
}
