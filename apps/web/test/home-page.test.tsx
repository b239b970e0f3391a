import { HOME_CATEGORY_COUNT } from '@fanlens/shared';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  buildCategory,
  buildCreators,
  buildRecentReview,
  mockDiscoveryApi,
  platformOf,
  queriesTo,
} from './discovery-mocks';
import { listOf } from './reviews-fixtures';
import { apiError } from './http-mocks';
import { currentUrl, renderRoute } from './render-route';

// Lazy routes and two shared cores: give the first render more than the default second.
configure({ asyncUtilTimeout: 8000 });

const manyCategories = [
  buildCategory({ name: 'Spicy', slug: 'spicy', icon: '🌶️', platform: 'onlyfans', nsfw: true }),
  ...Array.from({ length: HOME_CATEGORY_COUNT + 5 }, (_, i) =>
    buildCategory({ name: `Topic ${i + 1}`, slug: `topic-${i + 1}`, icon: '✨' }),
  ),
];

function homeApi() {
  return mockDiscoveryApi({
    categories: manyCategories,
    trends: [
      { term: 'comics', count: 30 },
      { term: 'digital art', count: 12 },
    ],
    creators: (query) => {
      const platform = platformOf(query);
      return listOf(buildCreators(6, (i) => ({ name: `${platform} star ${i + 1}`, platform: platform as 'twitch' })));
    },
    mostReviews: listOf(buildCreators(6, (i) => ({ name: `Busy ${i + 1}` }))),
    recentVerified: listOf(buildCreators(6, (i) => ({ name: `Fresh ${i + 1}`, verified: true }))),
    recentReviews: listOf([
      buildRecentReview({ name: 'Short Sam', rating: 2, comment: 'Meh.' }),
      buildRecentReview({
        name: 'Bella N.',
        creatorName: 'Luna Patel',
        creatorUsername: 'luna_canvas',
        createdAt: '2024-03-05T10:00:00.000Z',
      }),
      ...Array.from({ length: 4 }, (_, i) => buildRecentReview({ name: `Reader ${i + 1}` })),
    ]),
  });
}

const section = (name: string | RegExp) => within(screen.getByRole('region', { name }));

// The whole home page is a large tree for jsdom's role queries: allow it time.
describe('home page', { timeout: 45_000 }, () => {
  it('renders every section from the API', async () => {
    homeApi();
    renderRoute('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Find creators worth your time' })).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Search by name, tag, location, and more...')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Show NSFW' })).not.toBeChecked();

    const trending = within(await screen.findByRole('region', { name: 'Trending searches' }));
    expect(await trending.findByRole('link', { name: 'comics' })).toHaveAttribute(
      'href',
      '/search?search=comics&nsfw=false',
    );

    const sample = within(screen.getByRole('complementary', { name: 'Fresh from the community' }));
    expect(await sample.findByText('Bella N.')).toBeInTheDocument();
    expect(sample.getByText('Mar 5th, 2024')).toBeInTheDocument();
    expect(sample.getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
    expect(sample.getByRole('link', { name: 'Review of Luna Patel' })).toHaveAttribute('href', '/luna_canvas');

    const platforms = section('Browse by platform');
    expect(platforms.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/search?platform=onlyfans&nsfw=false',
      '/search?platform=patreon&nsfw=false',
      '/search?platform=twitch&nsfw=false',
    ]);

    const categories = section('Popular categories');
    await waitFor(() => expect(categories.getAllByRole('link', { name: /Topic/ })).toHaveLength(HOME_CATEGORY_COUNT));
    expect(categories.queryByRole('link', { name: /Spicy/ })).not.toBeInTheDocument();
    expect(categories.getByRole('link', { name: /Topic 1$/ })).toHaveAttribute(
      'href',
      '/search?category=topic-1&nsfw=false',
    );
    expect(categories.getByRole('link', { name: 'View all categories' })).toHaveAttribute('href', '/categories');

    for (const [platform, name] of [
      ['onlyfans', 'OnlyFans'],
      ['patreon', 'Patreon'],
      ['twitch', 'Twitch'],
    ]) {
      const slider = within(await screen.findByRole('region', { name: `Top ${name} creators` }));
      expect(slider.getAllByTestId('creator-card')).toHaveLength(6);
      expect(slider.getByRole('link', { name: `${platform} star 1` })).toBeInTheDocument();
      expect(slider.getByRole('link', { name: `See all ${name} creators` })).toHaveAttribute(
        'href',
        `/search?platform=${platform}&nsfw=false`,
      );
    }
    expect(
      within(await screen.findByRole('region', { name: 'Most reviews this month' })).getAllByTestId('creator-card'),
    ).toHaveLength(6);
    const verified = within(await screen.findByRole('region', { name: 'Recently verified creators' }));
    expect(verified.getByRole('link', { name: 'Fresh 1' })).toBeInTheDocument();
    expect(verified.getAllByText('Verified').length).toBe(6);
    const reviews = within(await screen.findByRole('region', { name: 'Recent reviews' }));
    expect(reviews.getAllByRole('group')).toHaveLength(6);
    expect(reviews.getByText('Short Sam')).toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'Claim Your Page' })).toHaveAttribute('href', '/creators');
  });

  it('asks the API for 6 creators per slider and hides NSFW content until the switch is on', async () => {
    const fetchMock = homeApi();
    renderRoute('/');
    await screen.findByRole('region', { name: 'Top Twitch creators' });
    const top = queriesTo(fetchMock, '/api/creators').filter((query) => query.has('platform'));
    expect(top.map((query) => query.get('platform')).sort()).toEqual(['onlyfans', 'patreon', 'twitch']);
    expect(top.every((query) => query.get('limit') === '6' && query.get('nsfw') === 'false')).toBe(true);
    expect(queriesTo(fetchMock, '/api/creators/most-reviews')[0]?.get('limit')).toBe('6');
    expect(queriesTo(fetchMock, '/api/creators/recent-verified')[0]?.get('limit')).toBe('6');
    expect(queriesTo(fetchMock, '/api/reviews/recent')[0]?.get('limit')).toBe('6');

    await userEvent.click(screen.getByRole('switch', { name: 'Show NSFW' }));
    const categories = section('Popular categories');
    expect(await categories.findByRole('link', { name: /Spicy/ })).toHaveAttribute('href', '/search?category=spicy');
    await waitFor(() =>
      expect(
        queriesTo(fetchMock, '/api/creators').filter((q) => q.has('platform') && q.get('nsfw') === 'true'),
      ).toHaveLength(3),
    );
    expect(queriesTo(fetchMock, '/api/reviews/recent').at(-1)?.get('nsfw')).toBe('true');
    expect(section('Browse by platform').getByRole('link', { name: /OnlyFans/ })).toHaveAttribute(
      'href',
      '/search?platform=onlyfans',
    );
  });

  it('a hero search goes to /search with the term and the NSFW choice', async () => {
    homeApi();
    const { router } = renderRoute('/');
    const box = await screen.findByRole('searchbox', { name: 'Search creators' });
    await userEvent.type(box, '  cosplay fans {Enter}');
    // The first visit to /search loads its route module.
    await screen.findByRole('heading', { level: 1, name: 'Top creators for "cosplay fans"' }, { timeout: 15_000 });
    expect(currentUrl(router)).toBe('/search?search=cosplay+fans&nsfw=false');
  });

  it('a hero search with the NSFW switch on asks for NSFW results', async () => {
    homeApi();
    const { router } = renderRoute('/');
    await userEvent.click(await screen.findByRole('switch', { name: 'Show NSFW' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search creators' }), 'asmr{Enter}');
    await screen.findByRole('heading', { level: 1, name: 'Top creators for "asmr"' }, { timeout: 15_000 });
    expect(currentUrl(router)).toBe('/search?search=asmr&nsfw=true');
  });

  it('shows skeletons while a section loads, and an error with a retry when it fails', async () => {
    let failures = 0;
    mockDiscoveryApi({
      creators: () => new Promise<Response>(() => {}),
      mostReviews: apiError(500, 'internal_error', 'Boom'),
      recentVerified: listOf([]),
    });
    const fetchMock = vi.mocked(fetch);
    renderRoute('/');
    const loading = await screen.findByRole('region', { name: 'Loading Top OnlyFans creators' });
    expect(loading).toHaveAttribute('aria-busy', 'true');

    const error = await screen.findByText('This section could not be loaded.', {}, { timeout: 10_000 });
    const failed = within(error.closest('section')!);
    expect(failed.getByRole('heading', { name: 'Most reviews this month' })).toBeInTheDocument();
    failures = queriesTo(fetchMock, '/api/creators/most-reviews').length;
    await userEvent.click(failed.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(queriesTo(fetchMock, '/api/creators/most-reviews').length).toBeGreaterThan(failures));

    const empty = within(screen.getByRole('heading', { name: 'Recently verified creators' }).closest('section')!);
    expect(empty.getByText('No data')).toBeInTheDocument();
  });
});
