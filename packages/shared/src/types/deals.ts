import { z } from 'zod';
import { nsfwQuery, limitQuery, offsetQuery, oneOf, platformFilter, dateTimeField } from '../schemas/common';
import { categorySlugQuery } from '../schemas/creators';
import { listSchema } from './api';
import { creatorSchema } from './creator';

/** Orders of the deals: the biggest discount first (default), the soonest to end, the newest. */
export const DEAL_SORTS = ['discount', 'ending', 'newest'] as const;
export type DealSort = (typeof DEAL_SORTS)[number];
export const DEFAULT_DEAL_SORT: DealSort = 'discount';

/** GET /deals (and the /deals page's query): the search page's platform, category and NSFW filters. */
export const dealListQuery = z.object({
  limit: limitQuery,
  offset: offsetQuery,
  sort: oneOf(DEAL_SORTS).default(DEFAULT_DEAL_SORT),
  platform: platformFilter,
  category: categorySlugQuery,
  nsfw: nsfwQuery(true),
});
export type DealListQueryInput = z.input<typeof dealListQuery>;
export type DealListQuery = z.output<typeof dealListQuery>;

/**
 * The deal a creator is on: percent off, the price before it (the regular price under a promotion,
 * the last paid price of a page now free), since when, and when it ends (null = no end date).
 */
export const dealSchema = z.object({
  off: z.number().int().min(0).max(100),
  wasPrice: z.number().int().min(0),
  price: z.number().int().min(0),
  since: dateTimeField,
  endsAt: dateTimeField.nullable(),
});
export type Deal = z.infer<typeof dealSchema>;

export const dealCreatorSchema = creatorSchema.extend({ deal: dealSchema });
export type DealCreator = z.infer<typeof dealCreatorSchema>;

/** Answer of GET /deals: the list shape, each creator with its deal. */
export const dealListSchema = listSchema(dealCreatorSchema);
export type DealList = z.infer<typeof dealListSchema>;

/** One point of a price history: the price and promotion in effect from `date` on. */
export const pricePointSchema = z.object({
  date: dateTimeField,
  price: z.number().int().min(0).nullable(),
  promoPrice: z.number().int().min(0).nullable(),
  promoOff: z.number().int().min(0).max(100).nullable(),
});
export type PricePoint = z.infer<typeof pricePointSchema>;

/**
 * Answer of GET /creators/{id}/price-history: the last 12 months, oldest first, the last point being
 * the price now; `lowest90Days` is the lowest price a fan could pay (promo price included) at any
 * time in the last 90 days, null when no price is known.
 */
export const priceHistorySchema = z.object({
  points: z.array(pricePointSchema),
  lowest90Days: z.number().int().min(0).nullable(),
});
export type PriceHistory = z.infer<typeof priceHistorySchema>;
