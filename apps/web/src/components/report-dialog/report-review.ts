import type { Report, ReportBodyInput } from '@fanlens/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { idempotencyKeys, withIdempotencyKey } from '@/lib/idempotency-key';

const keys = idempotencyKeys();

/** POST /api/reviews/{id}/reports (with an Idempotency-Key, see create-review.ts). Silent: the dialog shows failures. */
export function reportReview(reviewId: number, body: ReportBodyInput) {
  return withIdempotencyKey(keys, { reviewId, body }, (idempotencyKey) =>
    api.post<Report>(`/reviews/${reviewId}/reports`, body, { silent: true, idempotencyKey }),
  );
}

export function useReportReview() {
  return useMutation({
    mutationFn: ({ reviewId, body }: { reviewId: number; body: ReportBodyInput }) => reportReview(reviewId, body),
  });
}
