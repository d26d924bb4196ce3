import { createContext, useContext } from 'react';
import type { SpecialistProfile } from './profileDomain';

export interface ProfileContextValue {
  profile: SpecialistProfile;
  /** The signed-in user owns this profile (and the page allows editing). */
  owner: boolean;
  /** Owner and edit mode: edit controls are rendered. */
  editing: boolean;
  /** Refetches the profile; resolves to the new one. */
  reload: () => Promise<unknown>;
  /** A shared link's public profile: no contact or billing row (the API does not send them). */
  publicView?: boolean;
}

export const ProfileContext = createContext<ProfileContextValue | null>(null);

export function useProfileContext(): ProfileContextValue {
  const value = useContext(ProfileContext);
  if (!value) throw new Error('useProfileContext outside a profile');
  return value;
}

export const useProfileContextOptional = () => useContext(ProfileContext);
