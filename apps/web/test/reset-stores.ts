import { useAuthStore } from '@/lib/auth-store';
import { useLanguageStore } from '@/lib/language-store';
import { useProfileStore } from '@/lib/profile-store';
import type { Profile } from '@/types/api';

/** Signed out, English, nothing in storage. */
export function resetStores() {
  localStorage.clear();
  useAuthStore.setState({ accessToken: null, refreshToken: null });
  useProfileStore.setState({ profile: null });
  useLanguageStore.setState({ language: 'en', chosen: undefined });
}

export function buildProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    id: 1,
    name: 'Ada Fan',
    email: 'ada@example.com',
    avatarUrl: null,
    moderator: false,
    emailConfirmedAt: null,
    language: 'en',
    creator: null,
    ...overrides,
    creators: overrides.creators ?? (overrides.creator ? [overrides.creator] : []),
  };
}

export function signInAs(profile: Profile = buildProfile()) {
  useAuthStore.setState({ accessToken: 'access-1', refreshToken: 'refresh-1' });
  useProfileStore.setState({ profile });
}
