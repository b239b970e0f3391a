import type { AddCreatorInput } from '@fanlens/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { idempotencyKeys, withIdempotencyKey } from '@/lib/idempotency-key';
import { queryRoots } from '@/lib/query-keys';
import type { CreatorDetails } from '@/types/api';

const keys = idempotencyKeys();

/**
 * POST /api/creators: adds a creator page that is not on FanLens yet, read from its platform
 * (`url`, or `platform` and `username`; `name` and `bio` when FanLens does not read that
 * platform). Answers the new page. Silent: the add form and the verification form show the
 * refusals themselves. A retry after a failure the user could not see sends the same
 * Idempotency-Key, so it gets the first answer rather than 409 `already_listed`.
 */
export function addCreator(body: AddCreatorInput) {
  return withIdempotencyKey(keys, body, (idempotencyKey) =>
    api.post<CreatorDetails>('/creators', body, { silent: true, idempotencyKey }),
  );
}

/** Adds the page; the creator lists and lookups refetch (the new page is searchable at once). */
export function useAddCreator() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addCreator,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: [queryRoots.creators] }),
  });
}
