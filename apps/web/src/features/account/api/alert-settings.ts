import type { AlertSettings, AlertSettingsBody } from '@fanlens/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

const key = [queryRoots.profile, 'alerts'] as const;

/** GET /api/users/my/alerts: which price alerts of favorites the fan gets, and how. */
export function useAlertSettings() {
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) => api.get<AlertSettings>('/users/my/alerts', { signal, silent: true }),
  });
}

/** PATCH /api/users/my/alerts; the answer replaces the cached choices. */
export function useUpdateAlertSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AlertSettingsBody) => api.patch<AlertSettings>('/users/my/alerts', body),
    onSuccess: (settings) => {
      if (settings) queryClient.setQueryData(key, settings);
    },
  });
}
