import { TRANSPARENCY_MONTHS, type TransparencyReport } from '@fanlens/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

/** The page shows the default period (the current month and the eleven before it). */
export const transparencyParams = () => ({ months: TRANSPARENCY_MONTHS.default });

/** GET /api/transparency?months=…: the monthly figures. Silent: the page shows its own state. */
export const transparencyQueryOptions = () =>
  queryOptions({
    queryKey: [queryRoots.transparency, transparencyParams()],
    queryFn: ({ signal }) =>
      api.get<TransparencyReport>('/transparency', { params: transparencyParams(), signal, silent: true }),
    staleTime: 60_000,
  });

export function useTransparency() {
  return useQuery(transparencyQueryOptions());
}
