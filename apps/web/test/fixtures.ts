import type { Creator } from '@fanlens/shared';

/** A complete creator as the API sends it. */
export function buildCreatorFixture(overrides: Partial<Creator> = {}): Creator {
  return {
    id: 41,
    username: 'ada_creates',
    name: 'Ada Creates',
    bio: '<p>Hello</p>',
    platform: 'onlyfans',
    url: 'https://onlyfans.example/ada_creates',
    price: 999,
    promoPrice: null,
    promoOff: null,
    promoEndsAt: null,
    rating: 4.5,
    media: { avatar: null },
    links: {
      facebook: null,
      instagram: null,
      patreon: null,
      twitch: null,
      graphtreon: null,
      twitter: null,
      website: null,
      wishlist: null,
      youtube: null,
    },
    counters: { likes: 10, photos: null, posts: 3, videos: null, subscribers: 100 },
    reviewsStatistic: { rating: 4.5, reviewCount: 2, ratingBreakdown: { 1: 0, 2: 0, 3: 0, 4: 1, 5: 1 } },
    growthScore: 0,
    tags: [],
    categories: [],
    location: null,
    gender: 'female',
    nsfw: false,
    verified: true,
    verifiedAt: '2024-05-01T10:00:00.000Z',
    editedAt: null,
    favorite: false,
    reviewed: false,
    ...overrides,
  };
}
