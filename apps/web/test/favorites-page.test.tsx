import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Creator } from '@/types/api';
import { buildCreatorFixture } from './fixtures';
import { jsonResponse, mockFetch } from './http-mocks';
import { currentUrl, renderRoute } from './render-route';
import { signInAs } from './reset-stores';
import { apiRoutes, listOf, on } from './reviews-fixtures';

vi.mock('@/components/toaster/toast', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

beforeEach(() => signInAs());

describe('/my-favorites', () => {
  it('lists the favorites as creator cards; removing one refetches the list', async () => {
    const user = userEvent.setup();
    let favorites: Creator[] = [
      buildCreatorFixture({ id: 1, username: 'ada', name: 'Ada One', price: 500, favorite: true }),
      buildCreatorFixture({ id: 2, username: 'bo', name: 'Bo Two', price: 0, favorite: true }),
    ];
    const api = apiRoutes(
      on('GET', '/api/favorites/my', () => jsonResponse(200, listOf(favorites))),
      on('DELETE', '/api/favorites/1', () => {
        favorites = favorites.filter((creator) => creator.id !== 1);
        return jsonResponse(200, { success: true });
      }),
    );
    mockFetch(api.handler);
    renderRoute('/my-favorites');
    await screen.findByRole('heading', { level: 2, name: /Ada One/ }, { timeout: 5000 });
    expect(screen.getByText('2 creators')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bo Two' })).toHaveAttribute('href', '/bo');
    expect(api.calls[0]!.url.search).toBe('?limit=10&offset=0');

    await user.click(screen.getByRole('button', { name: 'Remove from favorites: Ada One' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: /Ada One/ })).not.toBeInTheDocument());
    expect(screen.getByText('1 creator')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.url.pathname === '/api/favorites/my')).toHaveLength(2);
  }, 15_000);

  it('shows an empty state with a way to find creators', async () => {
    mockFetch(apiRoutes(on('GET', '/api/favorites/my', () => jsonResponse(200, listOf([])))).handler);
    renderRoute('/my-favorites');
    expect(await screen.findByText('No favorites yet.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find creators' })).toHaveAttribute('href', '/search');
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('pages by 10, and goes back a page when the last one on a page is removed', async () => {
    const user = userEvent.setup();
    let count = 11;
    const api = apiRoutes(
      on('GET', '/api/favorites/my', (call) => {
        const offset = Number(call.url.searchParams.get('offset'));
        const results =
          offset >= count
            ? []
            : [buildCreatorFixture({ id: 100 + offset, username: `c${offset}`, name: `Creator at ${offset}` })];
        return jsonResponse(200, listOf(results, { count, offset }));
      }),
      on('DELETE', /^\/api\/favorites\/\d+$/, () => {
        count -= 1;
        return jsonResponse(200, { success: true });
      }),
    );
    mockFetch(api.handler);
    const { router } = renderRoute('/my-favorites');
    await screen.findByText('Creator at 0', {}, { timeout: 5000 });
    await user.click(
      within(screen.getByRole('navigation', { name: 'Pagination' })).getByRole('button', { name: 'Next' }),
    );
    await screen.findByText('Creator at 10');
    expect(currentUrl(router)).toBe('/my-favorites?offset=10');

    await user.click(screen.getByRole('button', { name: 'Remove from favorites: Creator at 10' }));
    await screen.findByText('Creator at 0');
    expect(currentUrl(router)).toBe('/my-favorites');
  });
});
