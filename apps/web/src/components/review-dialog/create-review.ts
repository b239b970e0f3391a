import type { CreateReviewBodyInput } from '@fanlens/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { idempotencyKeys, withIdempotencyKey } from '@/lib/idempotency-key';
import { queryRoots } from '@/lib/query-keys';
import type { Review } from '@/types/api';

const keys = idempotencyKeys();

/**
 * POST /api/reviews: the user's one review of a creator (409 already_reviewed after that). Silent:
 * the dialog shows failures. Posting the same review again after a failure sends the same
 * Idempotency-Key: if the first one was stored, the answer is that review, not a 409.
 */
export function createReview(body: CreateReviewBodyInput) {
  return withIdempotencyKey(keys, body, (idempotencyKey) =>
    api.post<Review>('/reviews', body, { silent: true, idempotencyKey }),
  );
}

/**
 * Leaves a review, then refetches in the background (the data on screen stays, no loader):
 * every review list (this creator's, at the same page and sort; the reviews for others) and
 * the creators (this page's statistics and `reviewed` flag).
 */
export function useCreateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReview,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: [queryRoots.reviews] });
      void queryClient.invalidateQueries({ queryKey: [queryRoots.creators] });
    },
  });
}
