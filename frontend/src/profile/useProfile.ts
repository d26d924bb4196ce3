import { useCallback, useEffect, useRef, useState } from 'react';
import { cacheProfile, getUserId } from '../providers/session';
import { profileApi, type ProfileDocument } from './profileApi';

export type ProfileLoad = { status: 'loading' } | { status: 'loaded'; profile: ProfileDocument };

/**
 * Loads a profile (spec 4: loading, then loaded). A missing profile is only logged and the
 * loading state stays (spec 8). `reload` keeps the loaded profile on screen while it fetches.
 */
export function useProfile(id: string | null | undefined) {
  const [state, setState] = useState<ProfileLoad>({ status: 'loading' });
  const live = useRef(true);

  const reload = useCallback(async () => {
    if (!id) return null;
    try {
      const profile = await profileApi.load(id);
      if (!profile) {
        console.warn('profile not found', id);
        return null;
      }
      if (live.current) setState({ status: 'loaded', profile });
      if (id === getUserId()) cacheProfile(profile);
      return profile;
    } catch (error) {
      console.warn('could not load the profile', error);
      return null;
    }
  }, [id]);

  useEffect(() => {
    live.current = true;
    setState({ status: 'loading' });
    void reload();
    return () => {
      live.current = false;
    };
  }, [reload]);

  return { state, reload };
}
