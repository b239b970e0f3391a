import type { CreatorListQuery } from '@fanlens/shared';

/**
 * What a cached answer depends on. A change drops the tags of what it can move: the table of
 * changes and tags is lib/changes/change-effects.ts.
 */
export const cacheTags = {
  /** One creator page (details, badges, oEmbed, price and subscriber history). */
  creator: (creatorId: number) => `creator:${creatorId}`,
  /** The lists showing a creator's card (its rating and number of reviews). */
  creatorCard: (creatorId: number) => `card:${creatorId}`,
  /** The review pages of one creator. */
  creatorReviews: (creatorId: number) => `reviews:${creatorId}`,
  /** The latest reviews across creators. */
  recentReviews: 'reviews:recent',
  /** Every creator list, search, slider, deal list and related searches. */
  creatorLists: 'creators',
  /** The lists whose order, filter or counts read review statistics. */
  reviewedLists: 'creators:reviewed',
  /** The lists in the best-rated order. */
  topOrder: 'creators:top',
  /** Trending terms (and the searches part of related searches). */
  trends: 'trends',
  /** The category list (creator counts per category). */
  categories: 'categories',
} as const;

/** Orders whose place of a creator moves with its reviews (`relevant` ranks by a blend with the rating and count). */
const REVIEWED_ORDERS: ReadonlySet<CreatorListQuery['sort']> = new Set(['relevant', 'rated', 'reviews', 'top']);

/** The tags of a page of creators: every list's, the orders and filters that read reviews, each card shown. */
export function creatorListTags(
  query: Pick<CreatorListQuery, 'sort' | 'rating'>,
  shownIds: readonly number[],
): string[] {
  const tags: string[] = [cacheTags.creatorLists];
  if (REVIEWED_ORDERS.has(query.sort) || query.rating !== 'any') tags.push(cacheTags.reviewedLists);
  if (query.sort === 'top') tags.push(cacheTags.topOrder);
  return tags.concat(shownIds.map(cacheTags.creatorCard));
}

/** The tags of a list of cards in an order that does not read reviews (deals): every list's and each card shown. */
export const creatorCardsTags = (shownIds: readonly number[]): string[] =>
  [cacheTags.creatorLists as string].concat(shownIds.map(cacheTags.creatorCard));
