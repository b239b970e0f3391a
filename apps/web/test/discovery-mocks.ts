import type { Category, Creator, List, Platform, Review, Trend } from '@fanlens/shared';
import { buildCreatorFixture } from './fixtures';
import { jsonResponse, mockFetch, notFound } from './http-mocks';
import { buildReview, listOf } from './reviews-fixtures';

/** Mocked answers of the discovery API (home, search, categories tests). */

let nextId = 1000;

export function buildCreators(count: number, overrides: (index: number) => Partial<Creator> = () => ({})): Creator[] {
  return Array.from({ length: count }, (_, index) => {
    const id = nextId++;
    return buildCreatorFixture({ id, username: `creator_${id}`, name: `Creator ${id}`, ...overrides(index) });
  });
}

export function buildCategory(overrides: Partial<Category> & Pick<Category, 'name' | 'slug'>): Category {
  return { id: nextId++, icon: '🎨', platform: 'patreon', nsfw: false, ...overrides };
}

/** A review of the home page's sample: five stars, a comment long enough to quote. */
export function buildRecentReview(overrides: Partial<Review> = {}): Review {
  return buildReview({
    name: 'Bella N.',
    rating: 5,
    comment: 'Great content every week, friendly and fast to answer messages. Worth every cent of the subscription.',
    isSubscriber: true,
    ...overrides,
  });
}

export const categoriesFixture: Category[] = [
  buildCategory({ name: 'Digital Art', slug: 'digital-art', icon: '🎨', platform: 'patreon' }),
  buildCategory({ name: 'Cosplay', slug: 'cosplay', icon: '🎭', platform: 'onlyfans' }),
  buildCategory({ name: 'Lingerie', slug: 'lingerie', icon: '👙', platform: 'onlyfans', nsfw: true }),
  buildCategory({ name: 'Cozy Games', slug: 'cozy-games', icon: '🌱', platform: 'twitch' }),
];

export interface DiscoveryApi {
  categories?: Category[];
  trends?: Trend[];
  /** GET /creators: the answer for a query (platform, offset, …). */
  creators?: (query: URLSearchParams) => List<Creator> | Response | Promise<Response>;
  mostReviews?: List<Creator> | Response;
  recentVerified?: List<Creator> | Response;
  recentReviews?: List<Review> | Response;
  related?: unknown[];
}

const json = (body: unknown) =>
  body instanceof Response || body instanceof Promise ? (body as Response) : jsonResponse(200, body);

/** Routes fetch to the given answers; anything else is a 404. Returns the fetch mock. */
export function mockDiscoveryApi(api: DiscoveryApi = {}) {
  return mockFetch((input) => {
    const url = new URL(input, 'http://localhost');
    const path = url.pathname;
    if (path === '/api/categories') return json(listOf(api.categories ?? categoriesFixture));
    if (path === '/api/creators/trends') return json(api.trends ?? []);
    if (path === '/api/creators/related') return json(api.related ?? []);
    if (path === '/api/creators/most-reviews') return json(api.mostReviews ?? listOf([]));
    if (path === '/api/creators/recent-verified') return json(api.recentVerified ?? listOf([]));
    if (path === '/api/reviews/recent') return json(api.recentReviews ?? listOf([]));
    if (path === '/api/creators') return json(api.creators ? api.creators(url.searchParams) : listOf([]));
    return notFound();
  });
}

/** The query of the fetch calls to `path` (e.g. '/api/creators'), oldest first. */
export function queriesTo(fetchMock: ReturnType<typeof mockFetch>, path: string): URLSearchParams[] {
  return fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === path)
    .map((url) => url.searchParams);
}

export const platformOf = (query: URLSearchParams) => (query.get('platform') ?? 'any') as Platform | 'any';
