import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import type { Profile } from '@/types/api';

interface ProfileState {
  profile: Profile | null;
  setProfile: (profile: Profile | null) => void;
  clear: () => void;
}

/** The signed-in user's profile, kept in localStorage under `fanlens.profile`. */
export const useProfileStore = create<ProfileState>()(
  persist(
    (set) => ({
      profile: null,
      setProfile: (profile) => set({ profile }),
      clear: () => set({ profile: null }),
    }),
    { name: 'fanlens.profile', partialize: ({ profile }) => ({ profile }) },
  ),
);

export const selectProfile = (state: ProfileState) => state.profile;
/** True when the signed-in user has a verified creator page (docs/product.md, "Who does what"). */
export const selectIsCreator = (state: ProfileState) => Boolean(state.profile?.creator?.id);

/** The user's verified creator pages, first verified first (an older stored profile may lack the list). */
export function creatorPagesOf(profile: Profile | null | undefined): Profile['creators'] {
  if (!profile) return [];
  return profile.creators ?? (profile.creator ? [profile.creator] : []);
}

/** True when the signed-in user has verified the creator page `creatorId`. */
export function ownsCreatorPage(profile: Profile | null | undefined, creatorId: number): boolean {
  return creatorPagesOf(profile).some((page) => page.id === creatorId);
}
export const selectIsModerator = (state: ProfileState) => state.profile?.moderator === true;
