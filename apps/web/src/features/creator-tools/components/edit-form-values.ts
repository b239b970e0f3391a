import {
  CREATOR_EDIT,
  CREATOR_EDIT_MESSAGES,
  GENDERS,
  SOCIAL_LINKS,
  creatorBioField,
  creatorTagField,
  isSocialLinkOf,
  maxLengthMessage,
  maxValueMessage,
  oneOf,
  promoProblem,
  requiredText,
  socialLinkMessage,
  type CreatorUpdateInput,
  type PriceAndPromo,
  type SocialLink,
} from '@fanlens/shared';
import dayjs from 'dayjs';
import { z } from 'zod';
import type { Creator } from '@/types/api';

export const PROMO_KINDS = ['none', 'price', 'percent'] as const;
export type PromoKind = (typeof PROMO_KINDS)[number];

const AMOUNT = /^\d{1,6}(?:\.\d{1,2})?$/;
const amountMessage = 'Must be an amount like 9.99';

/** '9.99' to 999 cents; '' to null. */
export const toCents = (value: string): number | null =>
  value.trim() === '' ? null : Math.round(Number(value.trim()) * 100);
const toDollars = (cents: number | null) => (cents === null ? '' : (cents / 100).toFixed(2));

/** Tags typed as 'art, music' (empty parts ignored). */
export const splitTags = (text: string) =>
  text
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);

const amountField = z
  .string()
  .refine((value) => value.trim() === '' || AMOUNT.test(value.trim()), { error: amountMessage, abort: true })
  .refine((value) => (toCents(value) ?? 0) <= CREATOR_EDIT.priceMaxCents, {
    error: maxValueMessage(CREATOR_EDIT.priceMaxCents / 100),
  });

const linkField = (network: SocialLink) =>
  z
    .string()
    .max(CREATOR_EDIT.linkMax, { error: maxLengthMessage(CREATOR_EDIT.linkMax) })
    .refine((value) => value.trim() === '' || isSocialLinkOf(network, value.trim()), {
      error: socialLinkMessage(network),
    });

/** The page editor's values: amounts and dates as typed, tags as one comma-separated text. */
export const creatorEditForm = z
  .object({
    name: requiredText(CREATOR_EDIT.name),
    bio: creatorBioField,
    price: amountField,
    promoKind: z.enum(PROMO_KINDS),
    promoValue: z.string(),
    promoEndsOn: z.string(),
    links: z.object(
      Object.fromEntries(SOCIAL_LINKS.map((network) => [network, linkField(network)])) as Record<
        SocialLink,
        ReturnType<typeof linkField>
      >,
    ),
    categories: z.array(z.number()).max(CREATOR_EDIT.categoriesMax, { error: CREATOR_EDIT_MESSAGES.tooManyCategories }),
    tags: z.string().superRefine((text, ctx) => {
      const tags = splitTags(text);
      if (tags.length > CREATOR_EDIT.tagsMax)
        ctx.addIssue({ code: 'custom', message: CREATOR_EDIT_MESSAGES.tooManyTags });
      const bad = tags.map((tag) => creatorTagField.safeParse(tag)).find((result) => !result.success);
      if (bad?.error) ctx.addIssue({ code: 'custom', message: bad.error.issues[0].message });
      if (new Set(tags.map((tag) => tag.toLowerCase())).size !== tags.length) {
        ctx.addIssue({ code: 'custom', message: CREATOR_EDIT_MESSAGES.duplicateTagName });
      }
    }),
    gender: oneOf(GENDERS),
    /** The place label shown in the field. */
    location: z.string(),
    /** The place chosen from the list; null = removed; undefined = unchanged. */
    placeId: z.string().nullable().optional(),
  })
  .superRefine((values, ctx) => {
    if (values.promoKind === 'price' && !AMOUNT.test(values.promoValue.trim())) {
      ctx.addIssue({ code: 'custom', path: ['promoValue'], message: amountMessage });
      return;
    }
    if (values.promoKind === 'percent' && !/^\d{1,2}$/.test(values.promoValue.trim())) {
      ctx.addIssue({ code: 'custom', path: ['promoValue'], message: 'Must be a whole number from 1 to 99' });
      return;
    }
    if (values.promoKind === 'percent' && Number(values.promoValue) < 1) {
      ctx.addIssue({ code: 'custom', path: ['promoValue'], message: 'Must be a whole number from 1 to 99' });
      return;
    }
    const problem = promoProblem(promoOf(values));
    if (problem) ctx.addIssue({ code: 'custom', path: [FORM_FIELD_OF[problem.field]], message: problem.message });
  });

export type CreatorEditValues = z.infer<typeof creatorEditForm>;

/** Where a price/promotion rule's message shows in the form. */
const FORM_FIELD_OF: Record<keyof PriceAndPromo, keyof CreatorEditValues> = {
  price: 'price',
  promoPrice: 'promoValue',
  promoOff: 'promoValue',
  promoEndsAt: 'promoEndsOn',
};

/** The last moment of the chosen day, in the creator's time zone. */
const endOfDay = (day: string) => (day ? dayjs(day).endOf('day').toISOString() : null);

function promoOf(values: CreatorEditValues): PriceAndPromo {
  const price = toCents(values.price);
  if (values.promoKind === 'none') return { price, promoPrice: null, promoOff: null, promoEndsAt: null };
  return {
    price,
    promoPrice: values.promoKind === 'price' ? toCents(values.promoValue) : null,
    promoOff: values.promoKind === 'percent' ? Number(values.promoValue) : null,
    promoEndsAt: endOfDay(values.promoEndsOn),
  };
}

/** The form's values for a creator page. */
export function formValuesOf(creator: Creator): CreatorEditValues {
  return {
    name: creator.name ?? '',
    bio: creator.bio ?? '',
    price: toDollars(creator.price),
    promoKind: creator.promoPrice !== null ? 'price' : 'none',
    promoValue: toDollars(creator.promoPrice),
    promoEndsOn: creator.promoEndsAt ? dayjs(creator.promoEndsAt).format('YYYY-MM-DD') : '',
    links: Object.fromEntries(SOCIAL_LINKS.map((key) => [key, creator.links[key] ?? ''])) as Record<SocialLink, string>,
    categories: creator.categories.map((category) => category.id),
    tags: creator.tags.join(', '),
    gender: creator.gender,
    location: creator.location ?? '',
    placeId: undefined,
  };
}

/** The PATCH body of the form's values (every field; the location only when a place was chosen or removed). */
export function updateOf(values: CreatorEditValues): CreatorUpdateInput {
  const promo = promoOf(values);
  return {
    name: values.name.trim(),
    bio: values.bio,
    price: promo.price,
    promoPrice: promo.promoPrice,
    promoOff: promo.promoOff,
    promoEndsAt: promo.promoEndsAt,
    links: Object.fromEntries(SOCIAL_LINKS.map((key) => [key, values.links[key].trim() || null])),
    categories: values.categories,
    tags: splitTags(values.tags),
    gender: values.gender,
    ...(values.placeId !== undefined ? { location: values.placeId } : {}),
  };
}

/** The form field that shows an API error's `field` ('links.twitter', 'promoOff', 'tags.2'…). */
export function formFieldOfApiField(field: string | undefined): string | undefined {
  if (!field) return undefined;
  if (field in FORM_FIELD_OF) return FORM_FIELD_OF[field as keyof PriceAndPromo];
  if (field.startsWith('tags')) return 'tags';
  if (field.startsWith('categories')) return 'categories';
  if (field === 'location') return 'location';
  return field;
}
