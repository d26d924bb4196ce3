import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

export function SettingsSection({ title, children, id }: { title: string; children: ReactNode; id: string }) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ px: 2.5, py: 2, borderBottom: 1, borderColor: 'divider' }}>
      <Typography
        id={id}
        variant="overline"
        color="text.secondary"
        component="h3"
        sx={{ display: 'block', mb: 1.5, fontSize: '0.7rem' }}
      >
        {title}
      </Typography>
      {children}
    </Box>
  );
}
