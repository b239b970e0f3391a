import { z } from 'zod';
import { listSchema } from './api';
import { creatorSchema } from './creator';

/**
 * Answer of GET /creators (and the home sliders): a list answer plus `countExact`. When false,
 * `count` is an estimate ("about 41,600") because counting every match exactly would take longer
 * than the page itself (a common word among a million creators); docs/decisions/004-discovery.md.
 */
export const creatorListSchema = listSchema(creatorSchema).extend({ countExact: z.boolean() });
export type CreatorList = z.infer<typeof creatorListSchema>;
