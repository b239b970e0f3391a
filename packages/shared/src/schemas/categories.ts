import { z } from 'zod';
import { nsfwQuery, platformFilter } from './common';

/** GET /categories: nsfw=false hides NSFW categories; platform absent or 'any' means all. */
export const categoryListQuery = z.object({
  platform: platformFilter,
  nsfw: nsfwQuery(true),
});
export type CategoryListQueryInput = z.input<typeof categoryListQuery>;
export type CategoryListQuery = z.output<typeof categoryListQuery>;
