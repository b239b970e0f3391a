import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';
import type { Review } from '@/types/api';

/**
 * GET /api/reviews/{id}: one public review, for a link to the review itself (`#review-{id}`). Silent and
 * not retried: a review hidden or deleted since answers 404, which the page says in its place.
 */
export function useLinkedReview(reviewId: number | null) {
  return useQuery({
    queryKey: [queryRoots.reviews, 'one', reviewId],
    queryFn: ({ signal }) => api.get<Review>(`/reviews/${reviewId}`, { signal, silent: true }),
    enabled: reviewId !== null,
    retry: false,
  });
}
