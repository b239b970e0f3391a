import { z } from 'zod';
import { CREATOR_SORTS, DEFAULT_CREATOR_SORT, GENDER_FILTERS, PRICE_FILTERS, RATING_FILTERS } from '../filters';
import { MESSAGES, maxLengthMessage } from '../messages';
import { parseCoordinates } from '../format';
import { limitQuery, nsfwQuery, offsetQuery, oneOf, platformFilter, queryText } from './common';

export const SEARCH_MAX_LENGTH = 100;
export const CATEGORY_SLUG_MAX_LENGTH = 100;

/** A category slug: lower-case letters, digits and single dashes; empty means absent. */
export const categorySlugQuery = z
  .string({ error: MESSAGES.text })
  .trim()
  .toLowerCase()
  .max(CATEGORY_SLUG_MAX_LENGTH, { error: maxLengthMessage(CATEGORY_SLUG_MAX_LENGTH), abort: true })
  .regex(/^(?:[a-z0-9]+(?:-[a-z0-9]+)*)?$/, { error: MESSAGES.slug })
  .optional()
  .transform((v) => v || undefined)
  .meta({
    description: 'A category slug, in any case (compared in lower case); empty means any category',
    pattern: '^(?:[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*)?$',
  });

/** 'lat, lon' to `{ lat, lon }`; empty means absent. */
export const coordinatesQuery = z
  .string({ error: MESSAGES.coordinates })
  .optional()
  .transform((value, ctx) => {
    if (value === undefined || value.trim() === '') return undefined;
    const coordinates = parseCoordinates(value);
    if (!coordinates) {
      ctx.issues.push({ code: 'custom', message: MESSAGES.coordinates, input: value });
      return z.NEVER;
    }
    return coordinates;
  });

/** GET /creators (and the /search screen's query). */
export const creatorListQuery = z.object({
  limit: limitQuery,
  offset: offsetQuery,
  sort: oneOf(CREATOR_SORTS).default(DEFAULT_CREATOR_SORT),
  platform: platformFilter,
  search: queryText(SEARCH_MAX_LENGTH),
  category: categorySlugQuery,
  nsfw: nsfwQuery(true),
  rating: oneOf(RATING_FILTERS).default('any'),
  price: oneOf(PRICE_FILTERS).default('any'),
  gender: oneOf(GENDER_FILTERS).default('all'),
  coordinates: coordinatesQuery,
});
export type CreatorListQueryInput = z.input<typeof creatorListQuery>;
export type CreatorListQuery = z.output<typeof creatorListQuery>;
