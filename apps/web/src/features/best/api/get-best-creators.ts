import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CreatorList } from '@fanlens/shared';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';
import { type BestPage, bestApiParams } from '../utils/best-page';

/** GET /api/creators?sort=top: the best-rated creators of a page. Silent: the page shows its own error. */
export function getBestCreators(page: BestPage, { signal }: { signal?: AbortSignal } = {}) {
  return api.get<CreatorList>('/creators', { params: bestApiParams(page), signal, silent: true });
}

export const bestCreatorsQueryOptions = (page: BestPage) =>
  queryOptions({
    queryKey: [queryRoots.creators, 'best', bestApiParams(page)],
    queryFn: ({ signal }) => getBestCreators(page, { signal }),
  });

export function useBestCreators(page: BestPage) {
  return useQuery(bestCreatorsQueryOptions(page));
}
