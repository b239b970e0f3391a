/**
 * What a cached answer depends on. A write invalidates the tags of what it changes (see
 * docs/decisions/012-read-cache-and-instances.md for the table of writes and tags).
 */
export const cacheTags = {
  /** One creator page (details). */
  creator: (creatorId: number) => `creator:${creatorId}`,
  /** The review pages of one creator. */
  creatorReviews: (creatorId: number) => `reviews:${creatorId}`,
  /** The latest reviews across creators. */
  recentReviews: 'reviews:recent',
  /** Every creator list, search, slider and related searches (orders and counts use review statistics). */
  creatorLists: 'creators',
  /** Trending terms (and the searches part of related searches). */
  trends: 'trends',
  /** The category list (creator counts per category). */
  categories: 'categories',
} as const;

/**
 * A review created, edited, deleted, hidden or restored: the creator's statistics (page, lists),
 * its review pages and the recent feed.
 */
export function reviewCountedTags(creatorId: number): string[] {
  return [
    cacheTags.creator(creatorId),
    cacheTags.creatorReviews(creatorId),
    cacheTags.recentReviews,
    cacheTags.creatorLists,
  ];
}

/** A review's reply, helpful count or author's name or avatar: where the review is shown. */
export function reviewShownTags(creatorIds: Iterable<number>): string[] {
  return [...new Set(creatorIds)].map(cacheTags.creatorReviews).concat(cacheTags.recentReviews);
}

/** A creator verified (claimed): its page and every list (verified filter, sort and badges). */
export function creatorVerifiedTags(creatorId: number): string[] {
  return [cacheTags.creator(creatorId), cacheTags.creatorLists];
}

/**
 * A creator page edited by its creator (or its promotion lapsed): the page, every list (filters,
 * facet counts, cards), the category list (counts), and where its name shows beside reviews.
 */
export function creatorEditedTags(creatorIds: Iterable<number>): string[] {
  const ids = [...new Set(creatorIds)];
  return [
    ...ids.map(cacheTags.creator),
    ...ids.map(cacheTags.creatorReviews),
    cacheTags.creatorLists,
    cacheTags.categories,
    cacheTags.recentReviews,
  ];
}
