import type { AddCreatorInput, ListingPreview } from '@fanlens/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * POST /api/creators/preview: what FanLens would list for the page, read from its platform (or
 * what was typed, when FanLens does not read that platform), without saving it. Silent: the
 * form shows the refusals (already listed, no such profile…) itself.
 */
export function previewCreator(body: AddCreatorInput) {
  return api.post<ListingPreview>('/creators/preview', body, { silent: true });
}

export function usePreviewCreator() {
  return useMutation({ mutationFn: previewCreator });
}
