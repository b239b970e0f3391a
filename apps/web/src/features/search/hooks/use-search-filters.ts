import { useCallback, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { type SearchFilters, parseSearchFilters, searchParamsOf } from '../utils/search-filters';

/**
 * The /search filters, read from and written to the URL (so reload, back, forward and sharing
 * work). Any change that does not name an offset goes back to the first page.
 */
export function useSearchFilters() {
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const filters = useMemo(() => parseSearchFilters(query), [query]);
  const update = useCallback(
    (patch: Partial<SearchFilters>) => {
      const next: SearchFilters = { ...filters, offset: 0, ...patch };
      void navigate(paths.search(searchParamsOf(next)), { preventScrollReset: true });
    },
    [filters, navigate],
  );
  return { filters, update };
}
