// The creator page editor's limits and texts, apart from its schemas (schemas/creator-edit.ts) so
// the web can show the texts without loading zod.

/** Limits of the creator page editor (PATCH /creators/{id}). */
export const CREATOR_EDIT = {
  name: { min: 2, max: 80 },
  /** Characters of the bio as sent (markup included). */
  bioMax: 3000,
  /** Highest price, in cents ($10,000). */
  priceMaxCents: 1_000_000,
  promoOff: { min: 1, max: 99 },
  /** A promotion ends at most this many days ahead. */
  promoMaxDays: 366,
  categoriesMax: 5,
  tagsMax: 10,
  tag: { min: 2, max: 30 },
  linkMax: 300,
} as const;

export const CREATOR_EDIT_MESSAGES = {
  promoBoth: 'Give either a promo price or a percent off, not both',
  promoNeedsPrice: 'Set a price above 0 before a promotion',
  promoNotBelow: 'The promo price must be below the price',
  promoNeedsEnd: 'A promotion needs an end date',
  promoEndPast: 'The end date must be in the future',
  promoEndTooFar: `The end date must be within ${CREATOR_EDIT.promoMaxDays} days`,
  promoEndWithoutPromo: 'Set a promo price or a percent off first',
  unknownCategory: "Choose categories of this page's platform",
  tooManyCategories: `Choose at most ${CREATOR_EDIT.categoriesMax} categories`,
  duplicateCategory: 'Each category can be chosen only once',
  tooManyTags: `Use at most ${CREATOR_EDIT.tagsMax} tags`,
  duplicateTagName: 'Each tag can be used only once',
  unknownPlace: 'Choose a place from the list',
} as const;
