import type { Creator, CreatorUpdateInput } from '@fanlens/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

/** PATCH /api/creators/{id}: the verified creator edits their page. Silent: the form shows failures. */
export function updateCreator(creatorId: number, changes: CreatorUpdateInput) {
  return api.patch<Creator>(`/creators/${creatorId}`, changes, { silent: true });
}

/** Saves the page; every creator list and page (search, sliders, the page) and the profile refetch. */
export function useUpdateCreator(creatorId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: CreatorUpdateInput) => updateCreator(creatorId, changes),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: [queryRoots.creators] });
      void queryClient.invalidateQueries({ queryKey: [queryRoots.profile] });
    },
  });
}
