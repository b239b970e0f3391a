import type { NotificationSettings, NotificationSettingsBody } from '@fanlens/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

const key = [queryRoots.profile, 'notifications'] as const;

/** GET /api/users/my/notifications: which e-mails the user gets. */
export function useNotificationSettings() {
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) => api.get<NotificationSettings>('/users/my/notifications', { signal, silent: true }),
  });
}

/** PATCH /api/users/my/notifications; the answer replaces the cached switches. */
export function useUpdateNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NotificationSettingsBody) => api.patch<NotificationSettings>('/users/my/notifications', body),
    onSuccess: (settings) => {
      if (settings) queryClient.setQueryData(key, settings);
    },
  });
}
