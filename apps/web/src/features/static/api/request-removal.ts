import type { RemovalRequestBody, RemovalRequestReceipt } from '@fanlens/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/removal-requests: asks the moderators to remove a creator page; a receipt is e-mailed. */
export function requestRemoval(body: RemovalRequestBody) {
  return api.post<RemovalRequestReceipt>('/removal-requests', body, { silent: true });
}

export function useRequestRemoval() {
  return useMutation({ mutationFn: requestRemoval });
}
