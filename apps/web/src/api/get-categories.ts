import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';
import type { Category, List } from '@/types/api';

/**
 * GET /api/categories: every category (NSFW included; screens filter), fetched once at
 * start and shared by home, categories and search. Silent: a screen shows its own state.
 */
export function getCategories({ signal }: { signal?: AbortSignal } = {}) {
  return api.get<List<Category>>('/categories', { signal, silent: true });
}

export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: [queryRoots.categories],
    queryFn: ({ signal }) => getCategories({ signal }),
    select: (list) => list.results,
    staleTime: 30 * 60_000,
  });

export function useCategories() {
  return useQuery(categoriesQueryOptions());
}
