import { createContext, useContext } from 'react';
import type { ProfileDocument } from './profileApi';

export interface ProfileContextValue {
  profile: ProfileDocument;
  /** The signed-in user owns this profile (and the page allows editing). */
  owner: boolean;
  /** Owner and edit mode: edit controls are rendered. */
  editing: boolean;
  reload: () => Promise<unknown>;
}

export const ProfileContext = createContext<ProfileContextValue | null>(null);

export function useProfileContext(): ProfileContextValue {
  const value = useContext(ProfileContext);
  if (!value) throw new Error('useProfileContext outside a profile');
  return value;
}

export const useProfileContextOptional = () => useContext(ProfileContext);
