/** Tag choices of a review (docs/product/reviews.md, "Writing a review"). */
export const POSITIVE_TAGS = [
  'Quality Content',
  'Responsiveness',
  'Live Shows',
  'Fair prices',
  'Free Content',
  '1-on-1 Calls',
  'Custom content',
] as const;
export type PositiveTag = (typeof POSITIVE_TAGS)[number];

export const NEGATIVE_TAGS = [
  'Too Spammy',
  'Poor content',
  'Slow to reply',
  'Impersonal',
  'Rude',
  'Too many ads',
  'Lack of updates',
] as const;
export type NegativeTag = (typeof NEGATIVE_TAGS)[number];
