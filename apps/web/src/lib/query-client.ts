import { QueryClient } from '@tanstack/react-query';
import { CLIENT_ERROR_CODES, isApiError } from './api-error';

const MAX_RETRIES = 1;

/** Retry only what may succeed a second time: never a 4xx, a timeout or a cancelled call. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES) return false;
  if (!isApiError(error)) return false;
  if (error.isClientError) return false;
  return error.code !== CLIENT_ERROR_CODES.timeout && error.code !== CLIENT_ERROR_CODES.aborted;
}

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        staleTime: 60_000,
        gcTime: 5 * 60_000,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

/** The app's one query client (the API client and sign-out need it outside React). */
export const queryClient = createQueryClient();
