import { DEFAULT_PAGE_SIZE, type NewPage } from '@fanlens/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';
import type { List } from '@/types/api';

/** GET /api/moderation/new-pages: pages people added in the last 30 days, newest first, with who added them. */
export function useNewPages(offset: number) {
  return useQuery({
    queryKey: [queryRoots.reviews, 'moderation', 'new-pages', offset],
    queryFn: ({ signal }) =>
      api.get<List<NewPage>>('/moderation/new-pages', {
        params: { offset, limit: DEFAULT_PAGE_SIZE },
        signal,
        silent: true,
      }),
    placeholderData: keepPreviousData,
  });
}

/**
 * POST /api/moderation/creators/{id}/remove: takes an added page down with a reason (the person
 * who added it is told why); then the queues, the log and the creators refetch. The removal
 * requests' Restore brings a page back.
 */
export function useRemovePage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ creatorId, reason }: { creatorId: number; reason: string }) =>
      api.post<{ id: number; username: string; removed: true }>(
        `/moderation/creators/${creatorId}/remove`,
        { reason },
        { silent: true },
      ),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: [queryRoots.reviews] });
      void queryClient.invalidateQueries({ queryKey: [queryRoots.creators] });
    },
  });
}
