import { Box } from '@mui/material';
import { useMemo } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import type { FollowedType } from './changeTypes';

/** The records among `ids` that changed since the reader last looked at each (none until they have looked once). */
export function useChangedSinceSeen(type: FollowedType, ids: readonly string[]): ReadonlySet<string> {
  const { data } = useGetList<{ id: string }>(
    'changed-records',
    { filter: { type, ids }, pagination: { page: 1, perPage: Math.max(ids.length, 1) } },
    { enabled: ids.length > 0, retry: false },
  );
  // One set per answer: the rows that read it through a context re-render when it changes, not on every render.
  return useMemo(() => new Set((data ?? []).map((record) => record.id)), [data]);
}

/** A list row's dot: it changed since the reader last looked. Named for screen readers, not only a colour. */
export function ChangedDot() {
  const translate = useTranslate();
  const label = translate('app.changes.changed_dot');
  return (
    <Box
      component="span"
      role="img"
      aria-label={label}
      title={label}
      data-testid="changed-dot"
      sx={{
        display: 'inline-block',
        width: 8,
        height: 8,
        borderRadius: '50%',
        bgcolor: 'primary.main',
        flexShrink: 0,
        mr: 0.75,
        verticalAlign: 'middle',
      }}
    />
  );
}
