import type { HelpfulState } from '@fanlens/shared';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';
import type { List, Review } from '@/types/api';

export interface SetHelpfulInput {
  reviewId: number;
  helpful: boolean;
}

/** PATCH (mark) or DELETE (unmark) /api/reviews/helpful/{id}: the new state and count. */
export function setHelpful({ reviewId, helpful }: SetHelpfulInput): Promise<HelpfulState | null | undefined> {
  const path = `/reviews/helpful/${reviewId}`;
  return helpful ? api.patch<HelpfulState>(path) : api.delete<HelpfulState>(path);
}

function isReviewList(data: unknown): data is List<Review> {
  return typeof data === 'object' && data !== null && Array.isArray((data as List<Review>).results);
}

/** Writes a review's new helpful state into every cached review list that holds it. */
export function storeHelpfulState(queryClient: QueryClient, reviewId: number, state: HelpfulState) {
  queryClient.setQueriesData<unknown>({ queryKey: [queryRoots.reviews] }, (data: unknown) => {
    if (!isReviewList(data) || !data.results.some((review) => review.id === reviewId)) return data;
    return {
      ...data,
      results: data.results.map((review) => (review.id === reviewId ? { ...review, ...state } : review)),
    };
  });
}

/** Marks or unmarks a review helpful; the answer goes into the cached lists. */
export function useSetHelpful() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setHelpful,
    onSuccess: (state, { reviewId }) => {
      if (state && typeof state.helpful === 'boolean') storeHelpfulState(queryClient, reviewId, state);
    },
  });
}
