import { toast } from '@/components/toaster/toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, apiErrorText } from '@/lib/api-client';
import { useAuthStore } from '@/lib/auth-store';
import { useProfileStore } from '@/lib/profile-store';
import { queryClient } from '@/lib/query-client';
import { apiError, jsonResponse, mockFetch, notFound } from './http-mocks';
import { signInAs } from './reset-stores';

vi.mock('@/components/toaster/toast', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

afterEach(() => queryClient.clear());

/** The text of the one error toast the failing call showed. */
async function toastOf(call: Promise<unknown>) {
  await call.catch(() => undefined);
  expect(toast.error).toHaveBeenCalledTimes(1);
  return vi.mocked(toast.error).mock.calls[0]![0];
}

describe('error toast text', () => {
  it("shows the server's message when the code has no translation", async () => {
    mockFetch(() => apiError(409, 'already_reviewed', 'You already reviewed them'));
    expect(await toastOf(api.post('/reviews', {}))).toBe('You already reviewed them');
  });

  it("prefers the server's message to the translated text of its code", async () => {
    mockFetch(() => notFound('Creator not found'));
    expect(await toastOf(api.get('/creators/details/zz'))).toBe('Creator not found');
  });

  it.each([
    [404, 'not_found', 'Not found'],
    [401, 'invalid_credentials', 'Username or password is not correct'],
    [500, 'internal', 'Something went wrong'],
  ])('maps a %s %s without a message to its translated text', async (status, code, text) => {
    mockFetch(() => jsonResponse(status, { statusCode: status, code, message: '' }));
    expect(await toastOf(api.get('/creators/details/zz'))).toBe(text);
  });

  it('falls back to the generic text when the answer has no message', async () => {
    mockFetch(
      () => new Response('<html>Bad gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } }),
    );
    expect(await toastOf(api.get('/creators'))).toBe('Something went wrong');
  });

  it('keeps the address a refusal names (the page already listed)', async () => {
    mockFetch(() =>
      jsonResponse(409, {
        statusCode: 409,
        code: 'already_listed',
        message: '@ada on OnlyFans is already on FanLens',
        field: 'username',
        location: '/ada',
      }),
    );
    const error = await api.post('/creators', {}, { silent: true }).catch((failure: unknown) => failure);
    expect(error).toMatchObject({ status: 409, code: 'already_listed', field: 'username', location: '/ada' });
    expect(toast.error).not.toHaveBeenCalled();
  });

  it("uses a client error's own message, else the generic text", () => {
    expect(apiErrorText(new Error('Unexpected token'))).toBe('Unexpected token');
    expect(apiErrorText('weird')).toBe('Something went wrong');
  });

  it('says the server is unreachable on a network failure', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    expect(await toastOf(api.get('/creators'))).toBe('Could not reach the server. Check your connection.');
  });

  it('shows no toast for a silent call, but still rejects', async () => {
    mockFetch(() => apiError(500, 'internal', 'Something went wrong'));
    await expect(api.get('/categories', { silent: true })).rejects.toMatchObject({ status: 500 });
    expect(toast.error).not.toHaveBeenCalled();
  });
});

describe('failed refresh', () => {
  it('signs out: tokens, profile and the favorites and reviews caches are cleared', async () => {
    signInAs();
    queryClient.setQueryData(['favorites', 'my'], { results: [] });
    queryClient.setQueryData(['reviews', 'my'], { results: [] });
    queryClient.setQueryData(['categories'], { results: [] });
    mockFetch(() => apiError(401, 'not_authorized', 'Not authorized'));

    expect(await toastOf(api.get('/favorites/my'))).toBe('Not authorized');

    expect(useAuthStore.getState()).toMatchObject({ accessToken: null, refreshToken: null });
    expect(useProfileStore.getState().profile).toBeNull();
    expect(queryClient.getQueryData(['favorites', 'my'])).toBeUndefined();
    expect(queryClient.getQueryData(['reviews', 'my'])).toBeUndefined();
    expect(queryClient.getQueryData(['categories'])).toEqual({ results: [] });
  });

  it('signs out when there is no refresh token', async () => {
    useAuthStore.setState({ accessToken: 'access-1', refreshToken: null });
    const fetchMock = mockFetch(() => jsonResponse(401, {}));
    await expect(api.get('/users/my', { silent: true })).rejects.toMatchObject({ status: 401 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(useAuthStore.getState().accessToken).toBeNull();
  });
});
