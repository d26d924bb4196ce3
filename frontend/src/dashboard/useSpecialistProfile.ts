import { useEffect, useState } from 'react';
import { httpClient } from '../providers/httpClient';
import { cacheProfile, getUserId } from '../providers/session';
import type { SpecialistProfile } from './profileTypes';

export type ProfileState = { status: 'loading' } | { status: 'unavailable' } | { status: 'ready'; profile: SpecialistProfile };

/**
 * Loads the signed-in user's profile. The profile API may not answer yet (it is being
 * built): any failure gives 'unavailable', which the dashboard shows as an empty state.
 */
export function useSpecialistProfile(): ProfileState {
  const [state, setState] = useState<ProfileState>({ status: 'loading' });
  useEffect(() => {
    const id = getUserId();
    if (!id) return setState({ status: 'unavailable' });
    let live = true;
    httpClient<{ data?: SpecialistProfile & { data?: SpecialistProfile }; avatar?: string }>(`/user/specialist/${encodeURIComponent(id)}`)
      .then((response) => {
        if (!live) return;
        const body = response.json;
        const profile = body?.data?.data ?? body?.data;
        if (response.status >= 400 || !profile || typeof profile !== 'object') return setState({ status: 'unavailable' });
        const avatar = body?.avatar ?? body?.data?.avatar ?? profile.avatar ?? undefined;
        const withAvatar = { ...profile, avatar };
        cacheProfile(withAvatar);
        setState({ status: 'ready', profile: withAvatar });
      })
      .catch(() => live && setState({ status: 'unavailable' }));
    return () => {
      live = false;
    };
  }, []);
  return state;
}
