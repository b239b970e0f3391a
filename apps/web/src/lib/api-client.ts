import { toast } from '@/components/toaster/toast';
import { CLIENT_ERROR_CODES, isApiError } from './api-error';
import { apiErrorText } from './api-error-text';
import { type HttpMethod, type SendOptions, send } from './api-request';
import { useAuthStore } from './auth-store';
import { renewSession } from './token-refresh';

export interface RequestOptions extends Pick<SendOptions, 'params' | 'signal' | 'timeoutMs' | 'idempotencyKey'> {
  /** No error toast; the caller shows the failure itself. */
  silent?: boolean;
  /** A bearer to send instead of the session's (e.g. the e-mailed reset-password token). */
  token?: string;
}

/**
 * Calls the API under /api: JSON or FormData bodies, 10 s timeout, the session's bearer,
 * on a 401 one shared refresh then one retry, and an error toast unless `silent`.
 * Failures reject with an ApiError.
 */
async function request<T>(method: HttpMethod, path: string, body: unknown, options: RequestOptions = {}) {
  try {
    return await withSession<T>(method, path, body, options);
  } catch (error) {
    if (!options.silent && !(isApiError(error) && error.code === CLIENT_ERROR_CODES.aborted)) {
      const text = apiErrorText(error);
      toast.error(text, { id: `api-error:${text}` });
    }
    throw error;
  }
}

async function withSession<T>(method: HttpMethod, path: string, body: unknown, options: RequestOptions) {
  const { params, signal, timeoutMs, idempotencyKey, token: explicitToken } = options;
  const rest = { params, signal, timeoutMs, idempotencyKey };
  const token = explicitToken ?? useAuthStore.getState().accessToken;
  try {
    return await send<T>(path, { ...rest, method, body, token });
  } catch (error) {
    const canRenew = explicitToken === undefined && token !== null;
    if (!canRenew || !isApiError(error) || error.status !== 401) throw error;
    if (!(await renewSession(token))) throw error;
    return send<T>(path, { ...rest, method, body, token: useAuthStore.getState().accessToken });
  }
}

export const api = {
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, undefined, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('POST', path, body, options),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PUT', path, body, options),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PATCH', path, body, options),
  /** `body`: a JSON body for the few deletions that need one (the password that confirms deleting an account). */
  delete: <T>(path: string, options?: RequestOptions & { body?: unknown }) =>
    request<T>('DELETE', path, options?.body, options),
};

export { ApiError, isApiError } from './api-error';
export { apiErrorText } from './api-error-text';
