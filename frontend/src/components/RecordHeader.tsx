import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import type { ReactNode } from 'react';

/**
 * The card at the top of a network's, team's or project's page: a coloured band, the record's name with its
 * chips, what is said about it below the name, its actions on the right (below on a phone), then `children`
 * across the card. `testId` names the record: `{testId}-header`, `{testId}-title`.
 */
export function RecordHeader({
  testId,
  title,
  chips,
  details,
  actions,
  children,
}: {
  testId: string;
  title: string;
  chips?: ReactNode;
  details?: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Card data-testid={`${testId}-header`}>
      <Box
        sx={(t) => ({
          height: 8,
          background: `linear-gradient(90deg, ${t.palette.primary.main}, ${alpha(t.palette.secondary.main, 0.8)})`,
        })}
      />
      <CardContent>
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={2}
          justifyContent="space-between"
          alignItems={{ md: 'flex-start' }}
        >
          <Box sx={{ minWidth: 0 }}>
            <Stack direction="row" spacing={1} alignItems="center" useFlexGap flexWrap="wrap">
              <Typography
                variant="h4"
                component="h2"
                sx={{ fontWeight: 700, wordBreak: 'break-word' }}
                data-testid={`${testId}-title`}
              >
                {title}
              </Typography>
              {chips}
            </Stack>
            {details}
          </Box>
          {actions}
        </Stack>
        {children}
      </CardContent>
    </Card>
  );
}
