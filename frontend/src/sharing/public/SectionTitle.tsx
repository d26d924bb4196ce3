import { Stack, Typography } from '@mui/material';

/** A section title with a count. */
export function SectionTitle({ title, count, id }: { title: string; count?: number; id?: string }) {
  return (
    <Stack direction="row" spacing={1} alignItems="baseline" sx={{ mb: 2 }}>
      <Typography variant="h5" component="h2" sx={{ fontWeight: 700 }} id={id}>
        {title}
      </Typography>
      {count !== undefined && (
        <Typography variant="body2" color="text.secondary">
          {count}
        </Typography>
      )}
    </Stack>
  );
}
