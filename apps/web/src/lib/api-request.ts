import { REQUEST_TIMEOUT_MS } from '@fanlens/shared';
import { withQuery } from '@/config/paths';
import { ApiError, CLIENT_ERROR_CODES, apiErrorFromResponse } from './api-error';
import { i18n } from './i18n';

export const API_BASE = '/api';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type QueryParams = Record<string, string | number | boolean | null | undefined>;

export interface SendOptions {
  method?: HttpMethod;
  /** Query parameters; null, undefined and '' are left out. */
  params?: QueryParams;
  /** A plain value is sent as JSON, FormData as multipart. */
  body?: unknown;
  /** Bearer token for the Authorization header. */
  token?: string | null;
  /** Cancels the call (TanStack Query passes one). */
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Sent as the Idempotency-Key header (creating writes: see idempotency-key.ts). */
  idempotencyKey?: string;
}

/**
 * One HTTP exchange with the API: URL, body encoding, bearer, timeout and parsing. Throws an
 * ApiError for an error answer, a timeout, a cancelled call or a network failure.
 * No refresh and no toasts here: api-client.ts adds those.
 */
export async function send<T>(path: string, options: SendOptions = {}): Promise<T> {
  const { method = 'GET', params, body, token, signal, timeoutMs = REQUEST_TIMEOUT_MS, idempotencyKey } = options;
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const cancel = () => controller.abort();
  if (signal?.aborted) cancel();
  signal?.addEventListener('abort', cancel, { once: true });

  // The API answers errors in this language (the account's own language wins when signed in).
  const headers = new Headers({ Accept: 'application/json', 'Accept-Language': i18n.language });
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (idempotencyKey) headers.set('Idempotency-Key', idempotencyKey);
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers.set('Content-Type', 'application/json');
    payload = JSON.stringify(body);
  }

  try {
    const response = await fetch(`${API_BASE}${withQuery(path, params)}`, {
      method,
      headers,
      body: payload,
      signal: controller.signal,
    });
    const data = await readBody(response);
    if (!response.ok) throw apiErrorFromResponse(response.status, data);
    return data as T;
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw clientError(error, timedOut, controller.signal.aborted);
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', cancel);
  }
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function clientError(error: unknown, timedOut: boolean, aborted: boolean): ApiError {
  const message = error instanceof Error ? error.message : String(error);
  if (timedOut) return new ApiError({ status: 0, code: CLIENT_ERROR_CODES.timeout, message });
  if (aborted) return new ApiError({ status: 0, code: CLIENT_ERROR_CODES.aborted, message });
  return new ApiError({ status: 0, code: CLIENT_ERROR_CODES.network, message });
}
