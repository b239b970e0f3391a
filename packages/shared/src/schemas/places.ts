import { z } from 'zod';
import { MESSAGES, maxLengthMessage } from '../messages';
import { hasControlCharacters, queryInt } from './common';

export const PLACE_SEARCH = { maxLength: 60, defaultLimit: 8, maxLimit: 20 } as const;

/** GET /places: places whose name starts with `search` (accents and case ignored), largest first. */
export const placeSearchQuery = z.object({
  search: z
    .string({ error: MESSAGES.text })
    .refine((value) => !hasControlCharacters(value), { error: MESSAGES.controlCharacters, abort: true })
    .trim()
    .min(1, { error: MESSAGES.required })
    .max(PLACE_SEARCH.maxLength, { error: maxLengthMessage(PLACE_SEARCH.maxLength) }),
  limit: queryInt(1, PLACE_SEARCH.maxLimit).default(PLACE_SEARCH.defaultLimit),
});
export type PlaceSearchQuery = z.output<typeof placeSearchQuery>;

/** A real place: `label` is what the creator page shows ('Paris, France'). */
export const placeSchema = z.object({
  id: z.string(),
  name: z.string(),
  label: z.string(),
  country: z.string(),
  lat: z.number(),
  lon: z.number(),
});
export type Place = z.infer<typeof placeSchema>;

export const placeListSchema = z.object({ results: z.array(placeSchema) });
