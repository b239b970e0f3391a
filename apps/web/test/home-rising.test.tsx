import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Creator, List } from '@/types/api';
import { buildCreators, mockDiscoveryApi, queriesTo } from './discovery-mocks';
import { apiError } from './http-mocks';
import { renderRoute } from './render-route';
import { listOf } from './reviews-fixtures';

/** The home page whose rising creators (GET /api/creators?sort=growing) answer `rising`. */
function homeWithRising(rising: () => List<Creator> | Response) {
  return mockDiscoveryApi({
    creators: (query) =>
      query.get('sort') === 'growing'
        ? rising()
        : listOf(buildCreators(6, (i) => ({ name: `Top ${query.get('platform')} ${i + 1}` }))),
    mostReviews: listOf(buildCreators(6, (i) => ({ name: `Busy ${i + 1}` }))),
  });
}

describe('home page: rising creators', { timeout: 45_000 }, () => {
  it('shows 6 rising creators with a link to /rising, asked of the API by growth', async () => {
    const fetchMock = homeWithRising(() => listOf(buildCreators(6, (i) => ({ name: `Riser ${i + 1}` }))));
    renderRoute('/');
    const slider = within(await screen.findByRole('region', { name: 'Rising creators' }));
    expect(slider.getAllByTestId('creator-card')).toHaveLength(6);
    expect(slider.getByRole('link', { name: 'Riser 1' })).toBeInTheDocument();
    expect(slider.getByRole('link', { name: 'See all rising creators' })).toHaveAttribute('href', '/rising');
    const asked = queriesTo(fetchMock, '/api/creators').filter((query) => query.get('sort') === 'growing');
    expect(asked).toHaveLength(1);
    expect(asked[0].get('limit')).toBe('6');
    expect(asked[0].get('nsfw')).toBe('false');
    expect(asked[0].has('platform')).toBe(false);

    await userEvent.click(screen.getByRole('switch', { name: 'Show NSFW' }));
    await waitFor(() =>
      expect(
        queriesTo(fetchMock, '/api/creators').filter((q) => q.get('sort') === 'growing' && q.get('nsfw') === 'true'),
      ).toHaveLength(1),
    );
  });

  it('leaves the slider out when nobody is rising or the list fails', async () => {
    for (const answer of [() => listOf<Creator>([]), () => apiError(500, 'internal_error', 'Boom')]) {
      const fetchMock = homeWithRising(answer);
      const { unmount } = renderRoute('/');
      await screen.findByRole('region', { name: 'Most reviews this month' });
      await waitFor(() =>
        expect(queriesTo(fetchMock, '/api/creators').some((query) => query.get('sort') === 'growing')).toBe(true),
      );
      // A failure is retried once before the query gives up: wait for the sliders to settle.
      await waitFor(() => expect(screen.queryByRole('region', { name: /Loading/ })).not.toBeInTheDocument());
      expect(screen.queryByRole('heading', { name: 'Rising creators' })).not.toBeInTheDocument();
      expect(screen.queryByRole('region', { name: 'Rising creators' })).not.toBeInTheDocument();
      unmount();
    }
  });
});
