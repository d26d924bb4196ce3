import { Box, Card, Skeleton, Stack } from '@mui/material';

/** A profile-like header loading: the banner, the picture overlapping it, the name and a line. */
export function HeaderCardSkeleton({
  bannerHeight,
  picture,
  pictureSize,
}: {
  bannerHeight: number;
  picture: 'circular' | 'rounded';
  pictureSize: number;
}) {
  return (
    <Card>
      <Skeleton variant="rectangular" height={bannerHeight} />
      <Stack direction="row" spacing={3} alignItems="flex-end" sx={{ px: 3, pb: 3, mt: -6 }}>
        <Skeleton variant={picture} width={pictureSize} height={pictureSize} />
        <Box sx={{ flexGrow: 1 }}>
          <Skeleton width="40%" height={40} />
          <Skeleton width="25%" />
        </Box>
      </Stack>
    </Card>
  );
}
