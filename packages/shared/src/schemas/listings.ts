import { z } from 'zod';
import { CREATOR_EDIT } from '../creator-edit-limits';
import { profileOfUrl } from '../listings';
import { MESSAGES } from '../messages';
import { PLATFORMS, type Platform } from '../platforms';
import { creatorCountersSchema, socialLinksSchema } from '../types/creator';
import { creatorBioField } from './creator-edit';
import { dateTimeField, entityId, oneOf, requiredText, typeError, usernameField } from './common';

export const LISTING_MESSAGES = {
  url: 'Must be the address of a profile on OnlyFans, Patreon or Twitch (https://onlyfans.com/name…)',
  urlAndName: 'Give either the profile address or the platform and username, not both',
  platform: 'Choose the platform of the page',
  username: 'Enter the username of the page on its platform',
  counters: 'Must be an object of counters',
} as const;

/**
 * POST /creators and POST /creators/preview: the page to add, as a profile address of one of the
 * three platforms (`url`) or as `platform` and `username` (`@name` taken too). `name` and `bio` are
 * what the person typed, used only when FanLens does not read that platform (the operator turned
 * reading off). Answers `{ platform, username, typed, field }`, `field` naming where the page was
 * given (the field a refusal names).
 */
export const addCreatorBody = z
  .object({
    url: z
      .string({ error: typeError(MESSAGES.text) })
      .max(300)
      .optional(),
    platform: oneOf(PLATFORMS).optional(),
    username: z
      .string({ error: typeError(MESSAGES.text) })
      .max(100)
      .optional(),
    name: requiredText(CREATOR_EDIT.name).optional(),
    bio: creatorBioField.optional(),
  })
  .transform((body, ctx) => {
    const typed = { name: body.name, bio: body.bio };
    if (body.url !== undefined && body.url.trim() !== '') {
      if (body.username !== undefined && body.username.trim() !== '') {
        ctx.addIssue({ code: 'custom', path: ['url'], message: LISTING_MESSAGES.urlAndName });
        return z.NEVER;
      }
      const profile = profileOfUrl(body.url);
      if (!profile) {
        ctx.addIssue({ code: 'custom', path: ['url'], message: LISTING_MESSAGES.url });
        return z.NEVER;
      }
      return { ...profile, typed, field: 'url' as const };
    }
    if (!body.platform) {
      ctx.addIssue({ code: 'custom', path: ['platform'], message: LISTING_MESSAGES.platform });
      return z.NEVER;
    }
    if (body.username === undefined || body.username.trim() === '') {
      ctx.addIssue({ code: 'custom', path: ['username'], message: LISTING_MESSAGES.username });
      return z.NEVER;
    }
    const username = usernameField.safeParse(body.username.trim().replace(/^@/, ''));
    if (!username.success) {
      ctx.addIssue({
        code: 'custom',
        path: ['username'],
        message: username.error.issues[0]?.message ?? MESSAGES.username,
      });
      return z.NEVER;
    }
    return { platform: body.platform as Platform, username: username.data, typed, field: 'username' as const };
  });
export type AddCreatorBody = z.output<typeof addCreatorBody>;
export type AddCreatorInput = z.input<typeof addCreatorBody>;

export const LISTING_SOURCES = ['platform', 'typed'] as const;
export type ListingSource = (typeof LISTING_SOURCES)[number];

/**
 * POST /creators/preview: the page as FanLens would list it. `source`: read from the platform's
 * public profile, or what the person typed (FanLens does not read that platform).
 */
export const listingPreviewSchema = z.object({
  platform: z.enum(PLATFORMS),
  username: z.string(),
  source: z.enum(LISTING_SOURCES),
  name: z.string(),
  bio: z.string(),
  url: z.string(),
  media: z.object({ avatar: z.string().nullable() }),
  counters: creatorCountersSchema,
  links: socialLinksSchema,
  price: z.number().int().min(0).nullable(),
  promoPrice: z.number().int().min(0).nullable(),
  promoOff: z.number().int().min(0).max(100).nullable(),
  nsfw: z.boolean(),
});
export type ListingPreview = z.infer<typeof listingPreviewSchema>;

/** Pages added by people that the moderators' "New pages" tab lists: those of the last NEW_PAGES_DAYS days. */
export const NEW_PAGES_DAYS = 30;

/** A page someone added (GET /moderation/new-pages), newest first. */
export const newPageSchema = z.object({
  creator: z.object({
    id: entityId,
    username: z.string(),
    name: z.string(),
    platform: z.enum(PLATFORMS),
    verified: z.boolean(),
    removedAt: dateTimeField.nullable(),
  }),
  /** The account that added it (null once that account is deleted). */
  addedBy: z.object({ id: entityId, name: z.string() }).nullable(),
  addedAt: dateTimeField,
  reviewCount: z.number().int().min(0),
});
export type NewPage = z.infer<typeof newPageSchema>;
