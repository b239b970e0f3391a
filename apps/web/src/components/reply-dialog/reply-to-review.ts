import type { ReplyBody } from '@fanlens/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';
import type { Review } from '@/types/api';

export interface ReplyInput extends ReplyBody {
  reviewId: number;
}

/**
 * PATCH /api/reviews/reaction/{reviewId}: the verified creator's reply (created, or edited in
 * place). Silent: the dialog shows failures.
 */
export function replyToReview({ reviewId, comment }: ReplyInput) {
  return api.patch<Review>(`/reviews/reaction/${reviewId}`, { comment }, { silent: true });
}

/** Replies, then refetches the review lists (reviews left for me, the creator page). */
export function useReplyToReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replyToReview,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [queryRoots.reviews] }),
  });
}
