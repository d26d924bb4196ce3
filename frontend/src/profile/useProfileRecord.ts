import { useCallback, useEffect } from 'react';
import { useGetOne } from 'react-admin';
import type { SpecialistProfile } from './profileDomain';

/**
 * A profile through react-admin's data layer (`specialists`, getOne). A failure is only logged
 * (spec 8). `reload` refetches, keeping the loaded profile on screen, and resolves to the new one.
 */
export function useProfileRecord(id: string | null | undefined) {
  const { data, error, refetch } = useGetOne<SpecialistProfile>(
    'specialists',
    { id: id ?? '' },
    { enabled: !!id, retry: false },
  );
  useEffect(() => {
    if (error) console.warn('could not load the profile', id, error);
  }, [error, id]);
  const reload = useCallback(async () => (await refetch()).data ?? null, [refetch]);
  return { profile: data, failed: !id || !!error, reload };
}
