import type { Report, ReportBodyInput } from '@fanlens/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/reviews/{id}/reports. Silent: the dialog shows failures. */
export function reportReview(reviewId: number, body: ReportBodyInput) {
  return api.post<Report>(`/reviews/${reviewId}/reports`, body, { silent: true });
}

export function useReportReview() {
  return useMutation({
    mutationFn: ({ reviewId, body }: { reviewId: number; body: ReportBodyInput }) => reportReview(reviewId, body),
  });
}
