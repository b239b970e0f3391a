import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '@/components/toaster/toast';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { buildCreatorFixture } from './fixtures';
import { apiError, jsonResponse } from './http-mocks';
import { renderRoute } from './render-route';
import { signInAs } from './reset-stores';
import { deferred, listOf, noReviews, on, serveCreator, visitCreator } from './reviews-fixtures';

vi.mock('@/components/toaster/toast', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

beforeEach(() => signInAs());

describe('creator page: favorite toggle', () => {
  it('adds at once (optimistic), keeps it when the call succeeds, and refetches the favorites list', async () => {
    const user = userEvent.setup();
    const post = deferred<Response>();
    let favoritesCalls = 0;
    const api = serveCreator(
      buildCreatorFixture({ favorite: false }),
      noReviews,
      on('POST', '/api/favorites', () => post.promise),
      on('GET', '/api/favorites/my', () => {
        favoritesCalls += 1;
        return jsonResponse(200, listOf([]));
      }),
    );
    // The favorites list is in the cache already (visited before).
    const { router } = renderRoute('/my-favorites');
    await screen.findByText('No favorites yet.', {}, { timeout: 5000 });
    expect(favoritesCalls).toBe(1);
    await act(() => router.navigate('/ada_creates'));
    await screen.findByRole('heading', { level: 1, name: /Ada Creates/ }, { timeout: 5000 });

    await user.click(screen.getByRole('button', { name: 'Add to favorites' }));
    expect(await screen.findByRole('button', { name: 'Remove from favorites' })).toBeInTheDocument();
    post.resolve(jsonResponse(201, { success: true }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Remove from favorites' })).not.toHaveAttribute('aria-busy'),
    );
    expect(api.calls.find((call) => call.method === 'POST')!.body).toEqual({ creatorId: 41 });

    await act(() => router.navigate('/my-favorites'));
    await waitFor(() => expect(favoritesCalls).toBe(2));
  }, 15_000);

  it('goes back when the call fails, with an error toast', async () => {
    const user = userEvent.setup();
    const post = deferred<Response>();
    serveCreator(
      buildCreatorFixture({ favorite: false }),
      noReviews,
      on('POST', '/api/favorites', () => post.promise),
    );
    await visitCreator(buildCreatorFixture());
    await user.click(screen.getByRole('button', { name: 'Add to favorites' }));
    expect(await screen.findByRole('button', { name: 'Remove from favorites' })).toBeInTheDocument();
    post.resolve(apiError(500, 'internal', 'Something went wrong'));
    expect(await screen.findByRole('button', { name: 'Add to favorites' })).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalled();
  });

  it('removes with DELETE /favorites/{creatorId}', async () => {
    const user = userEvent.setup();
    const api = serveCreator(
      buildCreatorFixture({ favorite: true }),
      noReviews,
      on('DELETE', '/api/favorites/41', () => jsonResponse(200, { success: true })),
    );
    await visitCreator(buildCreatorFixture());
    await user.click(screen.getByRole('button', { name: 'Remove from favorites' }));
    expect(await screen.findByRole('button', { name: 'Add to favorites' })).toBeInTheDocument();
    await waitFor(() => expect(api.calls.some((call) => call.method === 'DELETE')).toBe(true));
    expect(screen.getByRole('button', { name: 'Add to favorites' })).toBeInTheDocument();
  });
});
