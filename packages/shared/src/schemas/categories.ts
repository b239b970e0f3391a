import { z } from 'zod';
import { platformFilter, queryBoolean } from './common';

/** GET /categories: nsfw=false hides NSFW categories; platform absent or 'any' means all. */
export const categoryListQuery = z.object({
  platform: platformFilter,
  nsfw: queryBoolean.default(true),
});
export type CategoryListQueryInput = z.input<typeof categoryListQuery>;
export type CategoryListQuery = z.output<typeof categoryListQuery>;
