import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import type { ReactNode } from 'react';

/** The banner of a shared team or project: what it is, its name, a line under it, chips. */
export function SharedHero({
  kind,
  name,
  children,
  chips,
  actions,
}: {
  kind: string;
  name: string;
  children?: ReactNode;
  chips?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <Card data-testid="shared-hero" sx={{ overflow: 'hidden' }}>
      <Box
        sx={(t) => ({
          height: 10,
          background: `linear-gradient(90deg, ${t.palette.primary.main}, ${alpha(t.palette.secondary.main, 0.85)})`,
        })}
      />
      <CardContent sx={{ p: { xs: 2.5, sm: 4 }, '&:last-child': { pb: { xs: 2.5, sm: 4 } } }}>
        <Stack
          direction="row"
          spacing={2}
          alignItems="flex-start"
          justifyContent="space-between"
          flexWrap="wrap"
          useFlexGap
          // The actions wrap under the label on a phone: room between them and the name.
          sx={{ mb: { xs: 1.5, sm: 1 } }}
        >
          <Typography variant="overline" color="primary" sx={{ fontWeight: 700, letterSpacing: 1.2 }} component="p">
            {kind}
          </Typography>
          {actions}
        </Stack>
        <Typography
          variant="h3"
          component="h1"
          sx={{ fontWeight: 750, fontSize: { xs: '1.75rem', sm: '2.25rem' }, wordBreak: 'break-word', mb: 1 }}
          data-testid="shared-name"
        >
          {name}
        </Typography>
        {chips && (
          <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" sx={{ mb: 2 }}>
            {chips}
          </Stack>
        )}
        {children}
      </CardContent>
    </Card>
  );
}
