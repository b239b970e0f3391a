import { REQUEST_TIMEOUT_MS } from '@fanlens/shared';
import { toast } from '@/components/toaster/toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api } from '@/lib/api-client';
import { useAuthStore } from '@/lib/auth-store';
import { apiError, authHeader, callsTo, fieldError, jsonResponse, mockFetch } from './http-mocks';
import { signInAs } from './reset-stores';

vi.mock('@/components/toaster/toast', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

afterEach(() => vi.useRealTimers());

describe('api client requests', () => {
  it('calls /api with the query, a JSON body and the bearer from the auth store', async () => {
    signInAs();
    const fetchMock = mockFetch(() => jsonResponse(200, { ok: true }));
    await expect(api.post('/reviews', { rating: 5 }, { params: { a: 1, b: undefined, c: '' } })).resolves.toEqual({
      ok: true,
    });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/reviews?a=1');
    expect(init?.method).toBe('POST');
    expect(authHeader(init)).toBe('Bearer access-1');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
    expect(init?.body).toBe('{"rating":5}');
  });

  it('sends no Authorization header when signed out', async () => {
    const fetchMock = mockFetch(() => jsonResponse(200, []));
    await api.get('/categories');
    expect(authHeader(fetchMock.mock.calls[0]![1])).toBeNull();
  });

  it('sends FormData as multipart, leaving the content type to the browser', async () => {
    const fetchMock = mockFetch(() => jsonResponse(200, {}));
    const form = new FormData();
    form.set('name', 'Ada');
    await api.patch('/users/my', form);
    const init = fetchMock.mock.calls[0]![1];
    expect(init?.body).toBe(form);
    expect(new Headers(init?.headers).has('Content-Type')).toBe(false);
  });

  it('uses an explicit token instead of the session one (reset-password link)', async () => {
    signInAs();
    const fetchMock = mockFetch(() => jsonResponse(200, { success: true }));
    await api.post('/auth/set-password', { password: 'long-enough' }, { token: 'emailed' });
    expect(authHeader(fetchMock.mock.calls[0]![1])).toBe('Bearer emailed');
  });

  it('gives up after the 10 s timeout with a timeout error and toast', async () => {
    vi.useFakeTimers();
    mockFetch(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const call = api.get('/creators');
    const outcome = expect(call).rejects.toMatchObject({ code: 'timeout', status: 0 });
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(toast.error).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await outcome;
    expect(toast.error).toHaveBeenCalledWith(
      'The server took too long to answer. Please try again.',
      expect.anything(),
    );
  });

  it('does not toast a call its caller cancelled', async () => {
    mockFetch(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const controller = new AbortController();
    const call = api.get('/creators', { signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toMatchObject({ code: 'aborted' });
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('rejects with an ApiError carrying status, code, message and field', async () => {
    mockFetch(() => fieldError('rating', 'bad'));
    const error = await api.post('/reviews', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'validation_failed', message: 'bad', field: 'rating' });
  });
});

describe('api client session refresh', () => {
  it('shares ONE refresh between concurrent 401s, then retries each call once', async () => {
    signInAs();
    const fetchMock = mockFetch(async (url, init) => {
      if (url === '/api/auth/refresh') {
        await new Promise((resolve) => setTimeout(resolve, 10));
        return jsonResponse(200, { accessToken: 'access-2', refreshToken: 'refresh-2', data: { id: 'u1' } });
      }
      return authHeader(init) === 'Bearer access-2' ? jsonResponse(200, { url }) : jsonResponse(401, {});
    });

    const results = await Promise.all([api.get('/favorites/my'), api.get('/reviews/my'), api.get('/users/my')]);

    expect(results).toEqual([{ url: '/api/favorites/my' }, { url: '/api/reviews/my' }, { url: '/api/users/my' }]);
    const refreshCalls = callsTo(fetchMock, '/api/auth/refresh');
    expect(refreshCalls).toHaveLength(1);
    expect(authHeader(refreshCalls[0]![1])).toBe('Bearer refresh-1');
    expect(refreshCalls[0]![1]?.body).toBeUndefined();
    expect(useAuthStore.getState()).toMatchObject({ accessToken: 'access-2', refreshToken: 'refresh-2' });
    expect(fetchMock).toHaveBeenCalledTimes(7);
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('retries only once: a second 401 fails the call', async () => {
    signInAs();
    const fetchMock = mockFetch((url) =>
      url === '/api/auth/refresh'
        ? jsonResponse(200, { accessToken: 'access-2', refreshToken: 'refresh-2', data: { id: 'u1' } })
        : apiError(401, 'not_authorized', 'Not authorized'),
    );
    await expect(api.get('/reviews/my')).rejects.toMatchObject({ status: 401 });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('does not refresh for a signed-out call', async () => {
    const fetchMock = mockFetch(() => jsonResponse(401, { code: 'invalid_credentials', message: 'nope' }));
    await expect(api.post('/auth/login', {})).rejects.toMatchObject({ code: 'invalid_credentials' });
    expect(callsTo(fetchMock, '/api/auth/refresh')).toHaveLength(0);
  });

  it('takes the tokens another tab stored meanwhile instead of refreshing with a used token', async () => {
    signInAs();
    // Another tab refreshed: storage holds the new pair, this tab's memory still the old one.
    localStorage.setItem(
      'fanlens.auth',
      JSON.stringify({ state: { accessToken: 'access-2', refreshToken: 'refresh-2' }, version: 0 }),
    );
    const fetchMock = mockFetch((url, init) =>
      authHeader(init) === 'Bearer access-2' ? jsonResponse(200, { url }) : jsonResponse(401, {}),
    );
    await expect(api.get('/users/my')).resolves.toEqual({ url: '/api/users/my' });
    expect(callsTo(fetchMock, '/api/auth/refresh')).toHaveLength(0);
    expect(useAuthStore.getState()).toMatchObject({ accessToken: 'access-2', refreshToken: 'refresh-2' });
  });

  it('refreshes under a Web Lock shared by the tabs when the browser has one', async () => {
    signInAs();
    const held: string[] = [];
    vi.stubGlobal('navigator', {
      ...navigator,
      locks: {
        request: async (name: string, task: () => Promise<unknown>) => {
          held.push(name);
          return task();
        },
      },
    });
    mockFetch((url, init) =>
      url === '/api/auth/refresh'
        ? jsonResponse(200, { accessToken: 'access-2', refreshToken: 'refresh-2', data: { id: 1 } })
        : authHeader(init) === 'Bearer access-2'
          ? jsonResponse(200, {})
          : jsonResponse(401, {}),
    );
    await api.get('/users/my');
    expect(held).toEqual(['fanlens.session-refresh']);
  });
});
