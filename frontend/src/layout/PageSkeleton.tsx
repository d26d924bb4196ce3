import { Box, Card, CardContent, Grid, Skeleton } from '@mui/material';
import { SpinnerBar } from './SpinnerBar';

/** Placeholder while a page's code or data loads. */
export function PageSkeleton() {
  return (
    <Box aria-busy="true">
      <SpinnerBar />
      <Grid container spacing={3}>
        {[8, 4, 12].map((md, i) => (
          <Grid key={i} size={{ xs: 12, md }}>
            <Card>
              <CardContent>
                <Skeleton width="40%" height={28} />
                <Skeleton width="90%" />
                <Skeleton width="75%" />
                <Skeleton variant="rounded" height={96} sx={{ mt: 2 }} />
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}
