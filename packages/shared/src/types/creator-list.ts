import { z } from 'zod';
import { GENDER_FILTERS, PRICE_FILTERS, RATING_FILTERS } from '../filters';
import { PLATFORMS } from '../platforms';
import { listSchema } from './api';
import { creatorSchema } from './creator';

/**
 * Answer of GET /creators (and the home sliders): a list answer plus `countExact`. When false,
 * `count` is an estimate ("about 41,600") because counting every match exactly would take longer
 * than the page itself (a common word among a million creators); docs/decisions/004-discovery.md.
 */
export const creatorListSchema = listSchema(creatorSchema).extend({
  countExact: z.boolean(),
  /** "Did you mean": the term with its misspelt words corrected, when the search found few creators. */
  suggestion: z.string().optional(),
});
export type CreatorList = z.infer<typeof creatorListSchema>;

const counts = <T extends readonly [string, ...string[]]>(values: T) =>
  z.record(z.enum(values), z.number().int().min(0));

/**
 * Answer of GET /creators/facets (same query as GET /creators): for every option of each filter,
 * how many creators the search would give with that option and the other filters as they are.
 * `count` is the number with every filter applied. When `countExact` is false the counts are
 * estimates (a very common term: counting its matches exactly would take longer than the page).
 */
export const creatorFacetsSchema = z.object({
  count: z.number().int().min(0),
  countExact: z.boolean(),
  platform: counts(['any', ...PLATFORMS]),
  rating: counts(RATING_FILTERS),
  price: counts(PRICE_FILTERS),
  gender: counts(GENDER_FILTERS),
});
export type CreatorFacets = z.infer<typeof creatorFacetsSchema>;
