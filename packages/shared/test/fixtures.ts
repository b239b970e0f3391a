/** Sample API shapes for the response schema tests. */
import type { Creator, Review } from '../src';

export const id = 7;
export const at = '2024-05-01T12:00:00.000Z';
export const nullLinks = {
  facebook: null,
  instagram: null,
  patreon: null,
  twitch: null,
  graphtreon: null,
  twitter: null,
  website: null,
  wishlist: 'https://example.com/w',
  youtube: null,
};

export const creator: Creator = {
  id,
  username: 'jane',
  name: 'Jane',
  bio: '<p>Hi</p>',
  platform: 'patreon',
  url: 'https://www.patreon.com/jane',
  price: 999,
  promoPrice: 499,
  promoOff: 50,
  promoEndsAt: null,
  rating: 4.5,
  media: { avatar: '/api/avatars/jane.svg' },
  links: nullLinks,
  counters: { likes: 10, photos: null, posts: 3, videos: 0, subscribers: null },
  reviewsStatistic: { rating: 4.5, reviewCount: 2, ratingBreakdown: { 1: 0, 2: 0, 3: 0, 4: 1, 5: 1 } },
  tags: ['art'],
  categories: [{ id, name: 'Art', slug: 'art', icon: '🎨' }],
  location: null,
  gender: 'female',
  nsfw: false,
  verified: true,
  verifiedAt: at,
  editedAt: null,
  favorite: false,
  reviewed: true,
};

export const review: Review = {
  id,
  createdAt: at,
  updatedAt: at,
  name: 'Ann',
  creatorName: 'Jane',
  creatorUsername: 'jane',
  avatarUrl: null,
  userId: id,
  rating: 4,
  comment: 'Great',
  helpful: false,
  helpfulCount: 3,
  positive: ['Live Shows'],
  negative: [],
  isSubscriber: true,
  anonymous: false,
  reactions: [{ id, comment: 'Thanks!', name: 'Jane', avatar: null, createdAt: at, answersEarlierVersion: false }],
  edited: false,
  editedAt: null,
  hidden: false,
  hiddenReason: null,
};
