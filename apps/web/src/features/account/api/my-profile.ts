import { queryOptions, useQuery } from '@tanstack/react-query';
import { getMyProfile } from '@/api/get-my-profile';
import { selectProfile, useProfileStore } from '@/lib/profile-store';
import { queryRoots } from '@/lib/query-keys';

/** GET /api/users/my, kept in the profile store so the header and guards see the same data. */
export const myProfileQueryOptions = () =>
  queryOptions({
    queryKey: [queryRoots.profile, 'my'],
    queryFn: async ({ signal }) => {
      const profile = await getMyProfile({ signal });
      useProfileStore.getState().setProfile(profile);
      return profile;
    },
    staleTime: 60_000,
  });

/**
 * The signed-in user's profile for the account page: the stored one at once, refreshed from
 * the API on open (a creator page verified elsewhere shows up).
 */
export function useMyProfile() {
  const stored = useProfileStore(selectProfile);
  const query = useQuery(myProfileQueryOptions());
  return {
    profile: stored,
    isPending: !stored && query.isPending,
    error: stored ? null : query.error,
    refetch: query.refetch,
  };
}
