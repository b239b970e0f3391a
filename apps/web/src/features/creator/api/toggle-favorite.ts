import type { OkResponse } from '@fanlens/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { idempotencyKeys, withIdempotencyKey } from '@/lib/idempotency-key';
import { queryRoots } from '@/lib/query-keys';
import type { Creator } from '@/types/api';
import { creatorQueryKey } from './get-creator';

export interface FavoriteInput {
  creatorId: number;
  /** The new state: true adds, false removes. */
  favorite: boolean;
}

const keys = idempotencyKeys();

/** POST /api/favorites {creatorId} (with an Idempotency-Key, see create-review.ts) or DELETE /api/favorites/{creatorId}. */
export function setFavorite({ creatorId, favorite }: FavoriteInput) {
  return favorite
    ? withIdempotencyKey(keys, creatorId, (idempotencyKey) =>
        api.post<OkResponse>('/favorites', { creatorId }, { idempotencyKey }),
      )
    : api.delete<OkResponse>(`/favorites/${creatorId}`);
}

/**
 * The favorite toggle of a creator page. Optimistic: the page's `favorite` flag flips at once
 * and goes back if the call fails; afterwards the favorites list is refetched
 * (docs/product/creator-page.md, "Favorites").
 */
export function useToggleFavorite(username: string) {
  const queryClient = useQueryClient();
  const key = creatorQueryKey(username);
  const setFlag = (favorite: boolean) =>
    queryClient.setQueryData<Creator>(key, (creator) => (creator ? { ...creator, favorite } : creator));
  return useMutation({
    mutationFn: setFavorite,
    onMutate: async ({ favorite }) => {
      await queryClient.cancelQueries({ queryKey: key });
      setFlag(favorite);
    },
    onError: (_error, { favorite }) => setFlag(!favorite),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: [queryRoots.favorites] }),
  });
}
