import { api } from '@/lib/api-client';
import { useProfileStore } from '@/lib/profile-store';
import type { Profile } from '@/types/api';

/** GET /api/users/my: the signed-in user's profile (bearer required). */
export async function getMyProfile({ signal }: { signal?: AbortSignal } = {}): Promise<Profile> {
  const body = await api.get<Profile | { data: Profile }>('/users/my', { signal, silent: true });
  return 'data' in body ? body.data : body;
}

/** Refreshes the stored profile from the API; a failure keeps the stored one. */
export async function syncMyProfile(): Promise<void> {
  const profile = await getMyProfile();
  useProfileStore.getState().setProfile(profile);
}
