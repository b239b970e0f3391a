import { z } from 'zod';
import { CREATOR_EDIT, CREATOR_EDIT_MESSAGES } from '../creator-edit-limits';
import { GENDERS } from '../filters';
import { MESSAGES, maxLengthMessage, maxValueMessage, minLengthMessage, minValueMessage } from '../messages';
import { PLATFORM_NAMES } from '../platforms';
import { SOCIAL_LINK_HOSTS, isSocialLinkOf } from '../social-link-hosts';
import { SOCIAL_LINKS, type SocialLink } from '../social-links';
import { hasControlCharacters, idField, oneOf, requiredText, typeError } from './common';

/** A lone UTF-16 surrogate: not text (PostgreSQL refuses it in JSON). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
export const isWellFormedText = (value: string) => !LONE_SURROGATE.test(value);
const wellFormed = [isWellFormedText, { error: 'Must be valid text', abort: true }] as const;

const NETWORK_NAMES: Record<SocialLink, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  patreon: PLATFORM_NAMES.patreon,
  twitch: PLATFORM_NAMES.twitch,
  graphtreon: 'Graphtreon',
  twitter: 'X (Twitter)',
  website: 'website',
  wishlist: 'wishlist',
  youtube: 'YouTube',
};

/** 'Must be an Instagram address (https://instagram.com/…)', or 'Must be a web address (https://…)'. */
export function socialLinkMessage(network: SocialLink): string {
  const hosts = SOCIAL_LINK_HOSTS[network];
  if (hosts === null) return 'Must be a web address (https://…)';
  const name = NETWORK_NAMES[network];
  const article = /^[AEIOU]/.test(name) ? 'an' : 'a';
  return `Must be ${article} ${name} address (https://${hosts[0]}/…)`;
}

/** One social link: an address of that network, or '' / null to remove it. */
export const socialLinkField = (network: SocialLink) =>
  z
    .string({ error: MESSAGES.text })
    .refine(...wellFormed)
    .trim()
    .max(CREATOR_EDIT.linkMax, { error: maxLengthMessage(CREATOR_EDIT.linkMax), abort: true })
    .refine((value) => value === '' || isSocialLinkOf(network, value), { error: socialLinkMessage(network) })
    .nullable()
    .transform((value) => value || null);

export const socialLinksUpdate = z.object(
  Object.fromEntries(SOCIAL_LINKS.map((network) => [network, socialLinkField(network).optional()])) as Record<
    SocialLink,
    z.ZodOptional<ReturnType<typeof socialLinkField>>
  >,
  { error: 'Must be an object of social links' },
);

/** A date and time with its offset (ISO 8601). */
export const dateTimeInput = z.iso.datetime({ offset: true, error: 'Must be a date and time (ISO 8601)' });

/** A price in cents, $0 to $10,000. */
export const centsField = z
  .number({ error: typeError(MESSAGES.number) })
  .int({ error: MESSAGES.integer })
  .min(0, { error: minValueMessage(0) })
  .max(CREATOR_EDIT.priceMaxCents, { error: maxValueMessage(CREATOR_EDIT.priceMaxCents) });

export const creatorBioField = z
  .string({ error: MESSAGES.text })
  .refine(...wellFormed)
  .refine((value) => !hasControlCharacters(value, { multiline: true }), { error: MESSAGES.controlCharacters })
  .max(CREATOR_EDIT.bioMax, { error: maxLengthMessage(CREATOR_EDIT.bioMax) });

export const creatorTagField = z
  .string({ error: MESSAGES.text })
  .refine(...wellFormed)
  .refine((value) => !hasControlCharacters(value), { error: MESSAGES.controlCharacters, abort: true })
  .trim()
  .min(CREATOR_EDIT.tag.min, { error: minLengthMessage(CREATOR_EDIT.tag.min) })
  .max(CREATOR_EDIT.tag.max, { error: maxLengthMessage(CREATOR_EDIT.tag.max) });

/** A page's tags: at most CREATOR_EDIT.tagsMax, each once (any case). */
export const creatorTagsField = z
  .array(creatorTagField, { error: MESSAGES.list })
  .max(CREATOR_EDIT.tagsMax, { error: CREATOR_EDIT_MESSAGES.tooManyTags })
  .refine((tags) => new Set(tags.map((tag) => tag.toLowerCase())).size === tags.length, {
    error: CREATOR_EDIT_MESSAGES.duplicateTagName,
  });

/** A place id of GET /places (digits). */
export const placeIdField = z
  .string({ error: MESSAGES.text })
  .regex(/^\d{1,10}$/, { error: CREATOR_EDIT_MESSAGES.unknownPlace });

/**
 * PATCH /creators/{id}: any subset of the creator's editable fields, named as in the creator JSON.
 * `null` clears a field (price, promotion, location, a link). Rules that need the stored page
 * (a promo below the price, categories of the page's platform, a known place) are checked by the
 * server with `promoProblem` and answer a 400 with `field` like the rest.
 */
export const creatorUpdateBody = z.object({
  name: requiredText(CREATOR_EDIT.name)
    .refine(...wellFormed)
    .optional(),
  bio: creatorBioField.optional(),
  price: centsField.nullable().optional(),
  promoPrice: centsField.nullable().optional(),
  promoOff: z
    .number({ error: typeError(MESSAGES.number) })
    .int({ error: MESSAGES.integer })
    .min(CREATOR_EDIT.promoOff.min, { error: minValueMessage(CREATOR_EDIT.promoOff.min) })
    .max(CREATOR_EDIT.promoOff.max, { error: maxValueMessage(CREATOR_EDIT.promoOff.max) })
    .nullable()
    .optional(),
  promoEndsAt: dateTimeInput.nullable().optional(),
  links: socialLinksUpdate.optional(),
  categories: z
    .array(idField, { error: MESSAGES.list })
    .max(CREATOR_EDIT.categoriesMax, { error: CREATOR_EDIT_MESSAGES.tooManyCategories })
    .refine((ids) => new Set(ids).size === ids.length, { error: CREATOR_EDIT_MESSAGES.duplicateCategory })
    .optional(),
  tags: creatorTagsField.optional(),
  gender: oneOf(GENDERS).optional(),
  location: placeIdField.nullable().optional(),
});
export type CreatorUpdateBody = z.output<typeof creatorUpdateBody>;
export type CreatorUpdateInput = z.input<typeof creatorUpdateBody>;

/** A page's price and promotion, in cents; `promoEndsAt` an ISO date-time. */
export interface PriceAndPromo {
  price: number | null;
  promoPrice: number | null;
  promoOff: number | null;
  promoEndsAt: string | null;
}

/**
 * The first broken price/promotion rule (the field and its message), or null when they hold:
 * not both a promo price and a percent off given, a promotion needs a price above 0, a promo
 * price below the price, and an end date in the future and within CREATOR_EDIT.promoMaxDays.
 */
export function promoProblem(
  value: PriceAndPromo,
  now: Date = new Date(),
): { field: keyof PriceAndPromo; message: string } | null {
  const { price, promoPrice, promoOff, promoEndsAt } = value;
  if (promoPrice !== null && promoOff !== null) return { field: 'promoOff', message: CREATOR_EDIT_MESSAGES.promoBoth };
  const promoField = promoPrice !== null ? 'promoPrice' : 'promoOff';
  if (promoPrice === null && promoOff === null) {
    return promoEndsAt === null ? null : { field: 'promoEndsAt', message: CREATOR_EDIT_MESSAGES.promoEndWithoutPromo };
  }
  if (price === null || price <= 0) return { field: promoField, message: CREATOR_EDIT_MESSAGES.promoNeedsPrice };
  if (promoPrice !== null && promoPrice >= price) {
    return { field: 'promoPrice', message: CREATOR_EDIT_MESSAGES.promoNotBelow };
  }
  if (promoEndsAt === null) return { field: 'promoEndsAt', message: CREATOR_EDIT_MESSAGES.promoNeedsEnd };
  const ends = Date.parse(promoEndsAt);
  if (!(ends > now.getTime())) return { field: 'promoEndsAt', message: CREATOR_EDIT_MESSAGES.promoEndPast };
  if (ends > now.getTime() + CREATOR_EDIT.promoMaxDays * 86_400_000) {
    return { field: 'promoEndsAt', message: CREATOR_EDIT_MESSAGES.promoEndTooFar };
  }
  return null;
}

/** The promo price of a percent off (rounded to the cent). */
export function promoPriceOf(price: number, percentOff: number): number {
  return Math.round((price * (100 - percentOff)) / 100);
}
