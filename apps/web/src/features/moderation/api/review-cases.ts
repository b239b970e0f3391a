import { DEFAULT_PAGE_SIZE, type ReviewCase, type ReviewCaseDecision } from '@fanlens/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';
import type { List } from '@/types/api';

export type CaseStatus = 'open' | 'decided';

/** GET /api/moderation/cases: cases of unusual review activity with their evidence. */
export function useCaseQueue(params: { status: CaseStatus; offset: number }) {
  return useQuery({
    queryKey: [queryRoots.reviews, 'moderation', 'cases', params],
    queryFn: ({ signal }) =>
      api.get<List<ReviewCase>>('/moderation/cases', {
        params: { ...params, limit: DEFAULT_PAGE_SIZE },
        signal,
        silent: true,
      }),
    placeholderData: keepPreviousData,
  });
}

/** Release or remove the held reviews of a case: all of them, or the one `reviewId`. */
export type CaseAction = { caseId: number; reviewId?: number } & (
  { kind: 'release' } | { kind: 'remove'; reason: string }
);

function decide(action: CaseAction) {
  const base = `/moderation/cases/${action.caseId}${action.reviewId === undefined ? '' : `/reviews/${action.reviewId}`}`;
  if (action.kind === 'release') {
    return api.post<ReviewCaseDecision>(`${base}/release`, undefined, { silent: true });
  }
  return api.post<ReviewCaseDecision>(`${base}/remove`, { reason: action.reason }, { silent: true });
}

/**
 * Release or remove a case's held reviews, all in one action or one by one; then the queues, the
 * log, the review lists and the creators refetch.
 */
export function useCaseAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decide,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: [queryRoots.reviews] });
      void queryClient.invalidateQueries({ queryKey: [queryRoots.creators] });
    },
  });
}
