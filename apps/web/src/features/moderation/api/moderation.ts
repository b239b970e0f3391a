import {
  DEFAULT_PAGE_SIZE,
  type ModerationLogEntry,
  type RemovalRequest,
  type ReportedReview,
  type ReportQueueSort,
} from '@fanlens/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';
import type { List, Review } from '@/types/api';

export interface QueueParams {
  status: 'open' | 'resolved';
  sort: ReportQueueSort;
  offset: number;
}

/** Moderation data lives under the reviews root: it belongs to the signed-in user and goes at sign-out. */
const moderationKey = [queryRoots.reviews, 'moderation'] as const;

/** GET /api/moderation/reports: reported reviews, grouped per review. */
export function useReportQueue(params: QueueParams) {
  return useQuery({
    queryKey: [...moderationKey, 'reports', params],
    queryFn: ({ signal }) =>
      api.get<List<ReportedReview>>('/moderation/reports', {
        params: { ...params, limit: DEFAULT_PAGE_SIZE },
        signal,
        silent: true,
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/moderation/log: every action, newest first. */
export function useModerationLog(offset: number) {
  return useQuery({
    queryKey: [...moderationKey, 'log', offset],
    queryFn: ({ signal }) =>
      api.get<List<ModerationLogEntry>>('/moderation/log', {
        params: { offset, limit: DEFAULT_PAGE_SIZE },
        signal,
        silent: true,
      }),
    placeholderData: keepPreviousData,
  });
}

export type ModerationAction =
  | { kind: 'hide'; reviewId: number; reason: string }
  | { kind: 'restore'; reviewId: number }
  | { kind: 'dismiss'; reportId: number };

function act(action: ModerationAction) {
  switch (action.kind) {
    case 'hide':
      return api.post<Review>(
        `/moderation/reviews/${action.reviewId}/hide`,
        { reason: action.reason },
        { silent: true },
      );
    case 'restore':
      return api.post<Review>(`/moderation/reviews/${action.reviewId}/restore`, undefined, { silent: true });
    case 'dismiss':
      return api.post<unknown>(`/moderation/reports/${action.reportId}/dismiss`, undefined, { silent: true });
  }
}

/** Hide, restore or dismiss; then the queue, the log, the review lists and the creators refetch. */
export function useModerationAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: act,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: [queryRoots.reviews] });
      void queryClient.invalidateQueries({ queryKey: [queryRoots.creators] });
    },
  });
}

export type RemovalStatus = 'open' | 'resolved';

/** GET /api/moderation/removal-requests: open ones oldest first, decided ones latest first. */
export function useRemovalQueue(params: { status: RemovalStatus; offset: number }) {
  return useQuery({
    queryKey: [...moderationKey, 'removals', params],
    queryFn: ({ signal }) =>
      api.get<List<RemovalRequest>>('/moderation/removal-requests', {
        params: { ...params, limit: DEFAULT_PAGE_SIZE },
        signal,
        silent: true,
      }),
    placeholderData: keepPreviousData,
  });
}

export type RemovalAction =
  { kind: 'accept' | 'decline'; requestId: number; note?: string } | { kind: 'restore'; creatorId: number };

function decide(action: RemovalAction) {
  if (action.kind === 'restore') {
    return api.post<unknown>(`/moderation/creators/${action.creatorId}/restore`, {}, { silent: true });
  }
  return api.post<unknown>(
    `/moderation/removal-requests/${action.requestId}/${action.kind}`,
    { note: action.note },
    { silent: true },
  );
}

/** Remove the page, decline the request, or bring a removed page back; then the queues and the creators refetch. */
export function useRemovalAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decide,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: [queryRoots.reviews] });
      void queryClient.invalidateQueries({ queryKey: [queryRoots.creators] });
    },
  });
}
