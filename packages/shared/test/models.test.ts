import { describe, expect, it } from 'vitest';
import {
  ERROR_CODES,
  ERROR_CODE_MESSAGES,
  ERROR_MESSAGES,
  apiErrorSchema,
  authResponseSchema,
  categorySchema,
  creatorSchema,
  helpfulStateSchema,
  isErrorCode,
  listSchema,
  reviewSchema,
  trendSchema,
  verificationResponseSchema,
  type List,
  type Review,
} from '../src';

import { creator, id, nullLinks, review } from './fixtures';

describe('response schemas', () => {
  it('accept the documented creator and review shapes and drop unknown fields', () => {
    expect(creatorSchema.parse({ ...creator, userId: 'secret' })).toEqual(creator);
    expect(reviewSchema.parse(review)).toEqual(review);
  });

  it('reject wrong creator fields', () => {
    expect(creatorSchema.safeParse({ ...creator, platform: 'fansly' }).success).toBe(false);
    expect(creatorSchema.safeParse({ ...creator, price: 9.99 }).success).toBe(false);
    expect(creatorSchema.safeParse({ ...creator, verifiedAt: 'yesterday' }).success).toBe(false);
    const { youtube: _dropped, ...missingLink } = nullLinks;
    expect(creatorSchema.safeParse({ ...creator, links: missingLink }).success).toBe(false);
  });

  it('reject a review rating outside 1 to 5', () => {
    expect(reviewSchema.safeParse({ ...review, rating: 0 }).success).toBe(false);
    expect(reviewSchema.safeParse({ ...review, rating: 6 }).success).toBe(false);
  });

  it('auth response carries the tokens and the profile', () => {
    const data = {
      id,
      name: null,
      email: 'ann@example.com',
      avatarUrl: null,
      moderator: false,
      emailConfirmedAt: null,
      language: 'en',
      creator: null,
      creators: [],
    };
    expect(authResponseSchema.parse({ accessToken: 'a', refreshToken: 'r', data })).toEqual({
      accessToken: 'a',
      refreshToken: 'r',
      data,
    });
    expect(authResponseSchema.safeParse({ accessToken: 'a', data }).success).toBe(false);
    expect(
      authResponseSchema.parse({ accessToken: 'a', refreshToken: 'r', data: { ...data, creator } }).data.creator?.id,
    ).toBe(id);
  });

  it('list, category, verification, helpful and trend shapes', () => {
    const page: List<Review> = listSchema(reviewSchema).parse({ results: [review], count: 11, limit: 10, offset: 0 });
    expect(page.results).toHaveLength(1);
    expect(listSchema(reviewSchema).safeParse({ results: [{}], count: 1, limit: 10, offset: 0 }).success).toBe(false);
    expect(listSchema(trendSchema).safeParse({ results: [], count: -1, limit: 10, offset: 0 }).success).toBe(false);
    expect(
      categorySchema.parse({ id, name: 'Art', slug: 'art', icon: '🎨', platform: 'twitch', nsfw: false }).platform,
    ).toBe('twitch');
    expect(verificationResponseSchema.parse({ success: false, creator: null, reason: 'link_not_found' }).reason).toBe(
      'link_not_found',
    );
    expect(helpfulStateSchema.safeParse({ helpful: true, helpfulCount: -1 }).success).toBe(false);
    expect(trendSchema.parse({ term: 'cosplay', count: 4 })).toEqual({ term: 'cosplay', count: 4 });
  });
});

describe('errors', () => {
  it('api error bodies use a stable code', () => {
    const body = { statusCode: 400, code: 'validation_failed', message: 'limit: Must be at most 50', field: 'limit' };
    expect(apiErrorSchema.parse(body)).toEqual(body);
    expect(apiErrorSchema.safeParse({ ...body, code: 'oops' }).success).toBe(false);
    expect(apiErrorSchema.safeParse({ ...body, statusCode: 200 }).success).toBe(false);
  });

  it('lists every code once and maps the translated ones', () => {
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
    expect(ERROR_CODES).toHaveLength(32);
    expect(isErrorCode('already_listed')).toBe(true);
    expect(isErrorCode('platform_unavailable')).toBe(true);
    expect(isErrorCode('link_expired')).toBe(true);
    expect(isErrorCode('page_removed')).toBe(true);
    expect(isErrorCode('already_reviewed')).toBe(true);
    expect(isErrorCode('nope')).toBe(false);
    expect(ERROR_MESSAGES).toEqual({
      notAuthorized: 'Not authorized',
      invalidCredentials: 'Username or password is not correct',
      other: 'Something went wrong',
      notFound: 'Not found',
    });
    expect(ERROR_MESSAGES[ERROR_CODE_MESSAGES.invalid_credentials!]).toBe('Username or password is not correct');
  });
});
