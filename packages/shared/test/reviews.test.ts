import { describe, expect, it } from 'vitest';
import {
  NEGATIVE_TAGS,
  POSITIVE_TAGS,
  createReviewBody,
  replyBody,
  replyForm,
  reviewForm,
  reviewListQuery,
} from '../src';
import { chars, issuesOf, messageAt } from './helpers';

const review = { comment: 'Great content', rating: 5 };
const creatorId = 3;
const RATING_MESSAGE = 'Rating must be a whole number from 1 to 5';

describe('review form', () => {
  it('fills defaults for tags and the yes/no flags', () => {
    expect(reviewForm.parse(review)).toEqual({
      ...review,
      positive: [],
      negative: [],
      isSubscriber: false,
      anonymous: false,
    });
  });

  it.each([
    [2, 'Must be at least 3 characters'],
    [3, undefined],
    [1000, undefined],
    [1001, 'Must be at most 1000 characters'],
  ])('comment of %i characters: %s', (n, message) => {
    expect(messageAt(reviewForm, { ...review, comment: chars(n) }, 'comment')).toBe(message);
  });

  it('trims the comment before measuring it', () => {
    expect(reviewForm.parse({ ...review, comment: '  abc  ' }).comment).toBe('abc');
    expect(messageAt(reviewForm, { ...review, comment: '  ab  ' }, 'comment')).toBe('Must be at least 3 characters');
    expect(messageAt(reviewForm, { ...review, comment: '    ' }, 'comment')).toBe('This field is required');
  });

  it('counts no invisible character: zero-width and other format characters or any whitespace alone are required', () => {
    for (const comment of ['\u200b\u200b\u200b', '\u2060\ufeff\u200d', '\u3000\u00a0\u2003', '\u200b \u200c\n\u200d']) {
      expect(messageAt(reviewForm, { ...review, comment }, 'comment')).toBe('This field is required');
      expect(messageAt(replyBody, { comment }, 'comment')).toBe('This field is required');
    }
    expect(messageAt(reviewForm, { ...review, comment: 'a\u200bb\u200b' }, 'comment')).toBe(
      'Must be at least 3 characters',
    );
    expect(reviewForm.parse({ ...review, comment: '\u200b Good one \u200b' }).comment).toBe('Good one');
    // A joiner inside an emoji sequence stays.
    expect(reviewForm.parse({ ...review, comment: 'Family 👨\u200d👩\u200d👧' }).comment).toBe(
      'Family 👨\u200d👩\u200d👧',
    );
  });

  it.each([
    [0, RATING_MESSAGE],
    [1, undefined],
    [5, undefined],
    [6, RATING_MESSAGE],
    [2.5, RATING_MESSAGE],
    ['5', RATING_MESSAGE],
  ])('rating %s: %s', (rating, message) => {
    expect(messageAt(reviewForm, { ...review, rating }, 'rating')).toBe(message);
  });

  it('requires the rating', () => {
    expect(messageAt(reviewForm, { comment: 'abc' }, 'rating')).toBe('This field is required');
  });

  it('accepts every tag choice', () => {
    const parsed = reviewForm.parse({ ...review, positive: [...POSITIVE_TAGS], negative: [...NEGATIVE_TAGS] });
    expect(parsed.positive).toHaveLength(7);
    expect(parsed.negative).toHaveLength(7);
  });

  it('rejects tags that are not among the choices of their list', () => {
    expect(issuesOf(reviewForm, { ...review, positive: ['Rude'] })[0][0]).toBe('positive.0');
    expect(issuesOf(reviewForm, { ...review, negative: ['Too Spammy', 'Quality Content'] })[0][0]).toBe('negative.1');
    expect(messageAt(reviewForm, { ...review, positive: ['quality content'] }, 'positive.0')).toMatch(
      /^Tags must be chosen from: /,
    );
    expect(messageAt(reviewForm, { ...review, positive: 'Live Shows' }, 'positive')).toBe('Must be a list');
  });

  it('rejects a tag chosen twice', () => {
    expect(messageAt(reviewForm, { ...review, positive: ['Live Shows', 'Live Shows'] }, 'positive')).toBe(
      'Each tag can be chosen only once',
    );
  });

  it('takes the yes/no flags as booleans only', () => {
    expect(reviewForm.parse({ ...review, isSubscriber: true, anonymous: true })).toMatchObject({
      isSubscriber: true,
      anonymous: true,
    });
    expect(messageAt(reviewForm, { ...review, anonymous: 'yes' }, 'anonymous')).toBe('Must be true or false');
  });
});

describe('create review body', () => {
  it('needs a creator id', () => {
    expect(createReviewBody.parse({ ...review, creatorId }).creatorId).toBe(creatorId);
    expect(messageAt(createReviewBody, { ...review, creatorId: '1; drop table' }, 'creatorId')).toBe(
      'Must be a valid id',
    );
    expect(messageAt(createReviewBody, review, 'creatorId')).toBe('This field is required');
  });
});

describe('reply', () => {
  it.each([
    [2, 'Must be at least 3 characters'],
    [3, undefined],
    [1000, undefined],
    [1001, 'Must be at most 1000 characters'],
  ])('comment of %i characters: %s', (n, message) => {
    expect(messageAt(replyForm, { comment: chars(n) }, 'comment')).toBe(message);
    expect(messageAt(replyBody, { comment: chars(n) }, 'comment')).toBe(message);
  });
});

describe('review list query', () => {
  it('defaults to 10 recent reviews from offset 0', () => {
    expect(reviewListQuery.parse({})).toEqual({ limit: 10, offset: 0, sort: 'recent' });
  });

  it('coerces URL strings', () => {
    expect(reviewListQuery.parse({ limit: '5', offset: '20', sort: 'helpful' })).toEqual({
      limit: 5,
      offset: 20,
      sort: 'helpful',
    });
  });

  it('rejects a bad sort naming the parameter', () => {
    expect(issuesOf(reviewListQuery, { sort: 'oldest' })).toEqual([
      ['sort', 'Must be one of: helpful, recent, positive, negative'],
    ]);
  });
});
