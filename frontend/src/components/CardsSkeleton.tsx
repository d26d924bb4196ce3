import { Card, CardContent, Grid, Skeleton } from '@mui/material';

/** Placeholder cards while a list loads. */
export function CardsSkeleton({ count = 3, height = 150 }: { count?: number; height?: number }) {
  return (
    <Grid container spacing={2.5} aria-busy="true" data-testid="cards-skeleton">
      {Array.from({ length: count }, (_, i) => (
        <Grid key={i} size={{ xs: 12, sm: 6, lg: 4 }}>
          <Card>
            <CardContent>
              <Skeleton width="55%" height={30} />
              <Skeleton width="85%" />
              <Skeleton variant="rounded" height={height - 90} sx={{ mt: 1.5 }} />
            </CardContent>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
