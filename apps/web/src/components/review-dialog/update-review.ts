import type { ReviewFormInput } from '@fanlens/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';
import type { Review } from '@/types/api';

/** PATCH /api/reviews/{id}: the author's new version. Silent: the dialog shows failures. */
export function updateReview(reviewId: number, body: ReviewFormInput) {
  return api.patch<Review>(`/reviews/${reviewId}`, body, { silent: true });
}

/** DELETE /api/reviews/{id}: the author's review is gone (the creator may be reviewed again). */
export function deleteReview(reviewId: number) {
  return api.delete<null>(`/reviews/${reviewId}`, { silent: true });
}

/** After an edit or a delete, every review list and the creators (statistics, `reviewed`) refetch. */
function useRefetchReviews() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: [queryRoots.reviews] });
    void queryClient.invalidateQueries({ queryKey: [queryRoots.creators] });
  };
}

export function useUpdateReview() {
  const onSettled = useRefetchReviews();
  return useMutation({
    mutationFn: ({ reviewId, body }: { reviewId: number; body: ReviewFormInput }) => updateReview(reviewId, body),
    onSettled,
  });
}

export function useDeleteReview() {
  const onSettled = useRefetchReviews();
  return useMutation({ mutationFn: deleteReview, onSettled });
}
