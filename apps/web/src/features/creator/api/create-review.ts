import type { CreateReviewBodyInput } from '@fanlens/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';
import type { Review } from '@/types/api';

/** POST /api/reviews: the user's one review of a creator (409 already_reviewed after that). Silent: the dialog shows failures. */
export function createReview(body: CreateReviewBodyInput) {
  return api.post<Review>('/reviews', body, { silent: true });
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
