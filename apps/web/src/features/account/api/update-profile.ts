import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useProfileStore } from '@/lib/profile-store';
import { queryRoots } from '@/lib/query-keys';
import type { Profile } from '@/types/api';
import { myProfileQueryOptions } from './my-profile';

export interface ProfileUpdate {
  name: string;
  /** A new avatar image; absent keeps the current one. */
  avatar?: File | null;
}

/** PATCH /api/users/my as multipart (name, optional avatar file). Silent: the form shows failures. */
export function updateProfile({ name, avatar }: ProfileUpdate) {
  const body = new FormData();
  body.set('name', name);
  if (avatar) body.set('avatar', avatar, avatar.name);
  return api.patch<Profile>('/users/my', body, { silent: true });
}

/** Saves the profile, stores the answer and refetches what shows the user's name and avatar. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => {
      useProfileStore.getState().setProfile(profile);
      const mine = myProfileQueryOptions().queryKey;
      queryClient.setQueryData(mine, profile);
      void queryClient.invalidateQueries({
        queryKey: [queryRoots.profile],
        predicate: (query) => query.queryKey[1] !== mine[1],
      });
      void queryClient.invalidateQueries({ queryKey: [queryRoots.reviews] });
    },
  });
}
