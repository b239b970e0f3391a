import { z } from 'zod';
import { CREATOR_EDIT, CREATOR_EDIT_MESSAGES } from '../creator-edit-limits';
import { GENDERS } from '../filters';
import { MESSAGES, maxLengthMessage, minValueMessage } from '../messages';
import { PLATFORMS } from '../platforms';
import { oneOf, requiredText, typeError, usernameField } from './common';
import { LISTING_MESSAGES } from './listings';
import {
  centsField,
  creatorBioField,
  creatorTagsField,
  dateTimeInput,
  isWellFormedText,
  socialLinksUpdate,
} from './creator-edit';

const count = z
  .number({ error: typeError(MESSAGES.number) })
  .int({ error: MESSAGES.integer })
  .min(0, { error: minValueMessage(0) })
  .nullable()
  .optional();

const webAddress = z
  .string({ error: typeError(MESSAGES.text) })
  .max(CREATOR_EDIT.linkMax, { error: maxLengthMessage(CREATOR_EDIT.linkMax) })
  .refine((value) => /^https?:\/\/[^\s/]+\.[^\s/]+/i.test(value) && URL.canParse(value), {
    error: 'Must be a web address (https://…)',
  });

/**
 * One creator of a data file for `npm run creators:import` (docs/import/creator-line.schema.json is
 * made from it): the creator JSON's own field names. `platform` and `username` are required and
 * name the page (any letter case); every other field is optional: a field left out keeps what is
 * stored, `null` clears it. Categories are slugs of the page's platform; `location` is a place's
 * label ("Madrid, Spain"), with coordinates when the places list knows it.
 */
export const creatorImportLine = z
  .object({
    platform: oneOf(PLATFORMS),
    username: usernameField,
    name: requiredText(CREATOR_EDIT.name).refine(isWellFormedText, { error: 'Must be valid text' }).optional(),
    bio: creatorBioField.optional(),
    url: webAddress.optional(),
    price: centsField.nullable().optional(),
    promoPrice: centsField.nullable().optional(),
    promoEndsAt: dateTimeInput.nullable().optional(),
    avatarUrl: webAddress.nullable().optional(),
    counters: z
      .object(
        { likes: count, photos: count, posts: count, videos: count, subscribers: count },
        { error: LISTING_MESSAGES.counters },
      )
      .strict()
      .optional(),
    links: socialLinksUpdate.strict().optional(),
    tags: creatorTagsField.optional(),
    categories: z
      .array(
        z
          .string({ error: typeError(MESSAGES.text) })
          .max(60, { error: maxLengthMessage(60) })
          .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: MESSAGES.slug }),
        { error: MESSAGES.list },
      )
      .max(CREATOR_EDIT.categoriesMax, { error: CREATOR_EDIT_MESSAGES.tooManyCategories })
      .refine((slugs) => new Set(slugs).size === slugs.length, { error: CREATOR_EDIT_MESSAGES.duplicateCategory })
      .optional(),
    location: requiredText({ min: 2, max: 120 }).nullable().optional(),
    gender: oneOf(GENDERS).optional(),
    nsfw: z.boolean({ error: typeError(MESSAGES.boolean) }).optional(),
  })
  .strict();
export type CreatorImportLine = z.output<typeof creatorImportLine>;
