import { z } from 'zod';
import { MESSAGES, maxLengthMessage } from '../messages';
import { BADGE_THEMES } from '../badge';
import { oneOf, queryInt } from './common';

/** Longest page address the oEmbed endpoint reads. */
export const OEMBED_URL_MAX = 2000;

/**
 * GET /api/oembed: `url` a creator page of this site; `maxwidth` / `maxheight` bound the embed
 * (CSS pixels); `format` json, the only one offered; `theme` (FanLens's own) the badge's theme.
 */
export const oembedQuery = z.object({
  url: z
    .string({ error: MESSAGES.required })
    .trim()
    .min(1, { error: MESSAGES.required })
    .max(OEMBED_URL_MAX, { error: maxLengthMessage(OEMBED_URL_MAX) }),
  maxwidth: queryInt(1, 10_000).optional(),
  maxheight: queryInt(1, 10_000).optional(),
  format: oneOf(['json']).default('json'),
  theme: oneOf(BADGE_THEMES).default('light'),
});
export type OembedQuery = z.output<typeof oembedQuery>;

/** The oEmbed 1.0 answer of a creator page: a rich embed, the rating badge linking to the page. */
export const oembedSchema = z.object({
  version: z.literal('1.0'),
  type: z.literal('rich'),
  title: z.string(),
  author_name: z.string(),
  author_url: z.string(),
  provider_name: z.literal('FanLens'),
  provider_url: z.string(),
  cache_age: z.number().int(),
  html: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type Oembed = z.infer<typeof oembedSchema>;
