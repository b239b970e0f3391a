import { api } from '@/lib/api-client';

/**
 * POST /api/creators/{id}/platform-click: counts a click on 'view on the platform' for the
 * page's analytics. Fire and forget (`keepalive` lets it finish while the new tab opens); silent.
 */
export function countPlatformClick(creatorId: number) {
  void api.post(`/creators/${creatorId}/platform-click`, undefined, { silent: true }).catch(() => undefined);
}
