import type { AppealBody, AppealReceipt } from '@fanlens/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

/** POST /api/appeals: contests a decision about the account, once; the decisions are read again. */
export function useFileAppeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AppealBody) => api.post<AppealReceipt>('/appeals', body, { silent: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [queryRoots.decisions] }),
  });
}
