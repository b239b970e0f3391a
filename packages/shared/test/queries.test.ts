import { describe, expect, it } from 'vitest';
import {
  addFavoriteBody,
  categoryListQuery,
  creatorListQuery,
  favoriteListQuery,
  idOrUsernameParam,
  idParam,
  pagingQuery,
} from '../src';
import { chars, issuesOf, messageAt } from './helpers';

const COORDINATES_MESSAGE = "Coordinates must be 'lat, lon' with lat from -90 to 90 and lon from -180 to 180";

describe('creator list query', () => {
  it('has the documented defaults', () => {
    expect(creatorListQuery.parse({})).toEqual({
      limit: 10,
      offset: 0,
      sort: 'relevant',
      nsfw: true,
      rating: 'any',
      price: 'any',
      gender: 'all',
    });
  });

  it('coerces every URL string', () => {
    const query = creatorListQuery.parse({
      limit: '50',
      offset: '30',
      sort: 'verified',
      platform: 'twitch',
      search: '  cosplay  ',
      category: ' Gaming-Pc ',
      nsfw: 'false',
      rating: '4',
      price: '5to15',
      gender: 'female',
      coordinates: '48.8566, 2.3522',
    });
    expect(query).toEqual({
      limit: 50,
      offset: 30,
      sort: 'verified',
      platform: 'twitch',
      search: 'cosplay',
      category: 'gaming-pc',
      nsfw: false,
      rating: '4',
      price: '5to15',
      gender: 'female',
      coordinates: { lat: 48.8566, lon: 2.3522 },
    });
  });

  it("treats platform 'any' and empty values as absent", () => {
    const query = creatorListQuery.parse({ platform: 'any', search: '  ', category: '', coordinates: '' });
    expect(query.platform).toBeUndefined();
    expect(query.search).toBeUndefined();
    expect(query.category).toBeUndefined();
    expect(query.coordinates).toBeUndefined();
  });

  it.each([
    ['sort', 'popular', 'Must be one of: relevant, liked, rated, subscribers, reviews, verified, top, growing'],
    ['platform', 'fansly', 'Must be one of: any, onlyfans, patreon, twitch'],
    ['nsfw', 'yes', 'Must be one of: true, false'],
    ['rating', '1', 'Must be one of: any, 2, 3, 4, 5'],
    ['rating', '2+', 'Must be one of: any, 2, 3, 4, 5'],
    ['price', 'cheap', 'Must be one of: any, free, under5, 5to15, over15'],
    ['gender', 'other', 'Must be one of: all, female, male, unknown'],
    ['category', 'bad slug!', 'Must be a category slug (lower-case letters, numbers and dashes)'],
    ['search', chars(101), 'Must be at most 100 characters'],
  ])('rejects %s=%s naming the parameter', (param, value, message) => {
    expect(issuesOf(creatorListQuery, { [param]: value })).toEqual([[param, message]]);
  });

  it.each([
    ['51', 'Must be at most 50'],
    ['0', 'Must be at least 1'],
    ['ten', 'Must be a number'],
    ['2.5', 'Must be a whole number'],
  ])('rejects limit=%s', (limit, message) => {
    expect(issuesOf(creatorListQuery, { limit })).toEqual([['limit', message]]);
  });

  it('rejects a negative offset', () => {
    expect(issuesOf(creatorListQuery, { offset: '-1' })).toEqual([['offset', 'Must be at least 0']]);
  });

  it.each([
    ['0, 0', { lat: 0, lon: 0 }],
    ['-90,180', { lat: -90, lon: 180 }],
    [' 90 , -180 ', { lat: 90, lon: -180 }],
    ['+45.5, -73.25', { lat: 45.5, lon: -73.25 }],
  ])('accepts coordinates %j', (coordinates, expected) => {
    expect(creatorListQuery.parse({ coordinates }).coordinates).toEqual(expected);
  });

  it.each(['90.1, 0', '0, 180.5', '-91, 0', '48.8', '48.8;2.3', 'a, b', '1, 2, 3', '1e2, 3'])(
    'rejects coordinates %j with a message naming the format',
    (coordinates) => {
      expect(issuesOf(creatorListQuery, { coordinates })).toEqual([['coordinates', COORDINATES_MESSAGE]]);
    },
  );
});

describe('paging and other queries', () => {
  it('paging: defaults, coercion and the 50 cap', () => {
    expect(pagingQuery.parse({})).toEqual({ limit: 10, offset: 0 });
    expect(favoriteListQuery.parse({ limit: '50', offset: '10' })).toEqual({ limit: 50, offset: 10 });
    expect(messageAt(pagingQuery, { limit: '51' }, 'limit')).toBe('Must be at most 50');
  });

  it('categories: platform and nsfw', () => {
    expect(categoryListQuery.parse({})).toEqual({ nsfw: true });
    expect(categoryListQuery.parse({ platform: 'onlyfans', nsfw: 'false' })).toEqual({
      platform: 'onlyfans',
      nsfw: false,
    });
    expect(issuesOf(categoryListQuery, { platform: 'x', nsfw: '0' }).map(([path]) => path)).toEqual([
      'platform',
      'nsfw',
    ]);
  });

  it('ids are positive integers, as numbers or digit strings', () => {
    expect(idParam.parse({ id: '42' })).toEqual({ id: 42 });
    expect(addFavoriteBody.parse({ creatorId: 7 })).toEqual({ creatorId: 7 });
    for (const bad of ['abc', '0', '-1', '1.5', '99999999999', 0, 2.5, 2_147_483_648]) {
      expect(messageAt(idParam, { id: bad }, 'id')).toBe('Must be a valid id');
    }
    expect(messageAt(addFavoriteBody, {}, 'creatorId')).toBe('This field is required');
    expect(messageAt(addFavoriteBody, { creatorId: null }, 'creatorId')).toBe('This field is required');
    expect(messageAt(addFavoriteBody, { creatorId: 'abc' }, 'creatorId')).toBe('Must be a valid id');
  });

  it('idOrUsername takes either, trimmed and bounded', () => {
    expect(idOrUsernameParam.parse({ idOrUsername: ' jane ' })).toEqual({ idOrUsername: 'jane' });
    expect(messageAt(idOrUsernameParam, { idOrUsername: '' }, 'idOrUsername')).toBe('This field is required');
    expect(messageAt(idOrUsernameParam, { idOrUsername: chars(101) }, 'idOrUsername')).toBe(
      'Must be at most 100 characters',
    );
  });
});
