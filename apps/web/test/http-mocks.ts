import { vi } from 'vitest';

export function jsonResponse(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
  });
}

export type FetchHandler = (url: string, init: RequestInit) => Response | Promise<Response>;

/** Replaces global fetch; returns the mock to inspect its calls. */
export function mockFetch(handler: FetchHandler) {
  const fetchMock = vi.fn((input: RequestInfo | URL, init: RequestInit = {}) =>
    Promise.resolve(handler(String(input), init)),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The Authorization header a mocked fetch call carried. */
export function authHeader(init: RequestInit | undefined): string | null {
  return new Headers(init?.headers).get('Authorization');
}

/** Calls of the mock whose URL starts with `prefix`. */
export function callsTo(fetchMock: ReturnType<typeof mockFetch>, prefix: string) {
  return fetchMock.mock.calls.filter(([input]) => String(input).startsWith(prefix));
}

/** The API's error answer: `{ statusCode, code, message }` and the field it names, if any. */
export function apiError(status: number, code: string, message: string, field?: string): Response {
  return jsonResponse(status, { statusCode: status, code, message, ...(field === undefined ? {} : { field }) });
}

/** A failed check of one field (400 `validation_failed`), shown under that field. */
export const fieldError = (field: string, message: string) => apiError(400, 'validation_failed', message, field);

/** What the API answers a path it does not know. */
export const notFound = (message = 'Not found') => apiError(404, 'not_found', message);
