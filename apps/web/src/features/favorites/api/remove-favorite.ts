import type { OkResponse } from '@fanlens/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

/** DELETE /api/favorites/{creatorId} (idempotent). */
export function removeFavorite(creatorId: number) {
  return api.delete<OkResponse>(`/favorites/${creatorId}`);
}

/** Removes a favorite, then refetches the favorites list and the creators (their `favorite` flag). */
export function useRemoveFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeFavorite,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: [queryRoots.favorites] });
      void queryClient.invalidateQueries({ queryKey: [queryRoots.creators] });
    },
  });
}
