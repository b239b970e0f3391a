import { z } from 'zod';
import { GENDERS } from '../filters';
import { PLATFORMS } from '../platforms';
import type { SocialLinks } from '../social-links';
import { dateTimeField, entityId } from '../schemas/common';
import { categoryRefSchema } from './category';

const cents = z.number().int().min(0).nullable();
const count = z.number().int().min(0);
const counter = count.nullable();
const link = z.string().nullable();
/** Average of review ratings; 0 when there are no reviews. */
const averageRating = z.number().min(0).max(5);

export const socialLinksSchema = z.object({
  facebook: link,
  instagram: link,
  patreon: link,
  twitch: link,
  graphtreon: link,
  twitter: link,
  website: link,
  wishlist: link,
  youtube: link,
}) satisfies z.ZodType<SocialLinks>;

/** Counters shown as N/A when null. */
export const creatorCountersSchema = z.object({
  likes: counter,
  photos: counter,
  posts: counter,
  videos: counter,
  subscribers: counter,
});
export type CreatorCounters = z.infer<typeof creatorCountersSchema>;

export const ratingBreakdownSchema = z.object({ 1: count, 2: count, 3: count, 4: count, 5: count });
export type RatingBreakdown = z.infer<typeof ratingBreakdownSchema>;

/** Exactly the aggregate of the creator's reviews. */
export const reviewsStatisticSchema = z.object({
  rating: averageRating,
  reviewCount: count,
  ratingBreakdown: ratingBreakdownSchema,
});
export type ReviewsStatistic = z.infer<typeof reviewsStatisticSchema>;

/** A creator in JSON. Prices are in cents, `null` where unknown; `bio` is sanitised HTML. */
export const creatorSchema = z.object({
  id: entityId,
  username: z.string(),
  name: z.string().nullable(),
  bio: z.string().nullable(),
  platform: z.enum(PLATFORMS),
  url: z.string().nullable(),
  price: cents,
  promoPrice: cents,
  promoOff: z.number().int().min(0).max(100).nullable(),
  /** When the promotion lapses (it is left out once lapsed); null = no end date. */
  promoEndsAt: dateTimeField.nullable(),
  rating: averageRating,
  media: z.object({ avatar: z.string().nullable() }),
  links: socialLinksSchema,
  counters: creatorCountersSchema,
  reviewsStatistic: reviewsStatisticSchema,
  /**
   * The rising order's key (`sort=growing`): subscribers gained over 30 days over the subscribers
   * then, with a floor of 1,000 under them; 0 for a creator that did not grow.
   */
  growthScore: z.number().min(0),
  tags: z.array(z.string()),
  categories: z.array(categoryRefSchema),
  location: z.string().nullable(),
  gender: z.enum(GENDERS),
  nsfw: z.boolean(),
  verified: z.boolean(),
  verifiedAt: dateTimeField.nullable(),
  /** When the verified creator last edited the page ('Updated by the creator'); null = never. */
  editedAt: dateTimeField.nullable(),
  /** For the bearer's user; false when anonymous. */
  favorite: z.boolean(),
  /** For the bearer's user; false when anonymous. */
  reviewed: z.boolean(),
});
export type Creator = z.infer<typeof creatorSchema>;

/** GET /creators/details/{idOrUsername}: the creator, and whether a case of unusual activity is open on the page. */
export const creatorDetailsSchema = creatorSchema.extend({
  unusualActivity: z.boolean(),
  /** The platform no longer has the profile (read 3 times over 3 days): out of search and lists, its page and reviews stay. */
  goneFromPlatform: z.boolean(),
  /**
   * Reviews of the page its own verified creator reported in the last 12 months, and how many of
   * them a moderator removed: the page says so once `reported` > 0.
   */
  creatorReports: z.object({ reported: z.number().int().min(0), removed: z.number().int().min(0) }),
});
export type CreatorDetails = z.infer<typeof creatorDetailsSchema>;
