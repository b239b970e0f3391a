import { z } from 'zod';

/** Where a related search comes from: a category of the results, a tag of the results, or what others searched. */
export const RELATED_SEARCH_KINDS = ['category', 'tag', 'search'] as const;
export type RelatedSearchKind = (typeof RELATED_SEARCH_KINDS)[number];

/**
 * A related search (GET /creators/related). A `category` links to `?category=<slug>`; a `tag` or
 * `search` links to `?search=<term>`. `slug` is null for tags and searches.
 */
export const relatedSearchSchema = z.object({
  term: z.string(),
  kind: z.enum(RELATED_SEARCH_KINDS),
  slug: z.string().nullable(),
});
export type RelatedSearch = z.infer<typeof relatedSearchSchema>;

/** How many related searches GET /creators/related returns at most. */
export const RELATED_SEARCH_COUNT = 8;
