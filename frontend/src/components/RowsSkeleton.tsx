import { Box, Skeleton, Stack } from '@mui/material';

/** Placeholder rows while a table or a card list loads. */
export function RowsSkeleton({ rows = 4 }: { rows?: number }) {
  return (
    <Stack spacing={1.5} aria-busy="true" data-testid="rows-skeleton">
      {Array.from({ length: rows }, (_, i) => (
        <Stack key={i} direction="row" spacing={2} alignItems="center">
          <Skeleton variant="circular" width={40} height={40} />
          <Box sx={{ flexGrow: 1 }}>
            <Skeleton width="40%" />
            <Skeleton width="70%" />
          </Box>
        </Stack>
      ))}
    </Stack>
  );
}
