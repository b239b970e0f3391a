import type { Decision } from '@fanlens/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';
import type { List } from '@/types/api';

/** Decisions shown at once on the reviews page; older ones are a page further. */
export const DECISIONS_PAGE_SIZE = 5;

/** GET /api/users/my/decisions: the statements of reasons about the account, newest first. */
export function getMyDecisions(offset: number, { signal }: { signal?: AbortSignal } = {}) {
  return api.get<List<Decision>>('/users/my/decisions', {
    params: { limit: DECISIONS_PAGE_SIZE, offset },
    signal,
    silent: true,
  });
}

export const myDecisionsQueryOptions = (offset: number) =>
  queryOptions({
    queryKey: [queryRoots.decisions, 'my', { offset }],
    queryFn: ({ signal }) => getMyDecisions(offset, { signal }),
    placeholderData: keepPreviousData,
  });

export function useMyDecisions(offset: number) {
  return useQuery(myDecisionsQueryOptions(offset));
}
