import { DEFAULT_PAGE_SIZE, type AppealDecision, type DecideAppealBody, type ModeratedAppeal } from '@fanlens/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';
import type { List } from '@/types/api';

export type AppealStatus = 'open' | 'decided';

/** GET /api/moderation/appeals: open ones oldest first, decided ones newest first. */
export function useAppealQueue(params: { status: AppealStatus; offset: number }) {
  return useQuery({
    queryKey: [queryRoots.reviews, 'moderation', 'appeals', params],
    queryFn: ({ signal }) =>
      api.get<List<ModeratedAppeal>>('/moderation/appeals', {
        params: { ...params, limit: DEFAULT_PAGE_SIZE },
        signal,
        silent: true,
      }),
    placeholderData: keepPreviousData,
  });
}

/**
 * Uphold or reverse an appeal with a reason (the appellant reads it); reversing restores what the
 * decision took, so the review lists and the creators refetch with the queues.
 */
export function useAppealAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ appealId, ...body }: DecideAppealBody & { appealId: number }) =>
      api.post<AppealDecision>(`/moderation/appeals/${appealId}/decide`, body, { silent: true }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: [queryRoots.reviews] });
      void queryClient.invalidateQueries({ queryKey: [queryRoots.creators] });
      void queryClient.invalidateQueries({ queryKey: [queryRoots.decisions] });
    },
  });
}
