import { z } from 'zod';
import { PLATFORMS } from '../platforms';
import { entityId } from '../schemas/common';

/** A category in JSON; `icon` is an emoji. */
export const categorySchema = z.object({
  id: entityId,
  name: z.string(),
  slug: z.string(),
  icon: z.string(),
  platform: z.enum(PLATFORMS),
  nsfw: z.boolean(),
});
export type Category = z.infer<typeof categorySchema>;

/** A category as listed on a creator. */
export const categoryRefSchema = categorySchema.pick({ id: true, name: true, slug: true, icon: true });
export type CategoryRef = z.infer<typeof categoryRefSchema>;
