import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CreatorList } from '@fanlens/shared';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';
import { type RankedPage, rankedApiParams } from '../utils/ranked-page';
import type { Ranking } from '../utils/rankings';

/** GET /api/creators in the ranking's order: the creators of a ranked page. Silent: the page shows its own error. */
export function getRankedCreators(ranking: Ranking, page: RankedPage, { signal }: { signal?: AbortSignal } = {}) {
  return api.get<CreatorList>('/creators', { params: rankedApiParams(ranking, page), signal, silent: true });
}

export const rankedCreatorsQueryOptions = (ranking: Ranking, page: RankedPage) =>
  queryOptions({
    queryKey: [queryRoots.creators, ranking.name, rankedApiParams(ranking, page)],
    queryFn: ({ signal }) => getRankedCreators(ranking, page, { signal }),
  });

export function useRankedCreators(ranking: Ranking, page: RankedPage) {
  return useQuery(rankedCreatorsQueryOptions(ranking, page));
}
