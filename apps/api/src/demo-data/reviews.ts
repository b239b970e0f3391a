import { NEGATIVE_TAGS, POSITIVE_TAGS } from '@fanlens/shared';
import type { CreatorSeed } from './creators';
import { insertRows } from './insert';
import type { Random } from './random';
import { makeComment, makeReply } from './text';
import type { Query } from './types';

const DAY = 86_400;
/** Mean of the creators' review weight (log-normal, median 1, sigma 1.1). */
const WEIGHT_MEAN = Math.exp(1.1 ** 2 / 2);
const ZERO_SHARE = 0.1;

export interface ReviewContext {
  random: Random;
  now: number;
  firstFan: number;
  lastFan: number;
  meanReviews: number;
  maxPerCreator: number;
  nextReviewId: number;
  nextReactionId: number;
  /** The creator of every review so far (favorites lean towards reviewed creators). */
  reviewCreators: number[];
}

/** Reviews of a batch of creators with their helpful votes and replies, column by column. */
export class ReviewBatch {
  review = { id: [] as number[], creator: [] as number[], user: [] as number[], rating: [] as number[] };
  text = { comment: [] as string[], positive: [] as string[], negative: [] as string[] };
  flags = { subscriber: [] as boolean[], anonymous: [] as boolean[], helpful: [] as number[] };
  times = { created: [] as number[], updated: [] as number[] };
  helpful = { review: [] as number[], user: [] as number[], created: [] as number[] };
  reaction = {
    id: [] as number[],
    review: [] as number[],
    user: [] as number[],
    comment: [] as string[],
    created: [] as number[],
  };

  async insert(query: Query): Promise<void> {
    const { review, text, flags, times, helpful, reaction } = this;
    if (review.id.length === 0) return;
    await insertRows(query, 'reviews', [
      ['id', 'int', review.id],
      ['creator_id', 'int', review.creator],
      ['user_id', 'int', review.user],
      ['rating', 'int', review.rating],
      ['comment', 'text', text.comment],
      ['positive', 'text[]', text.positive],
      ['negative', 'text[]', text.negative],
      ['is_subscriber', 'bool', flags.subscriber],
      ['anonymous', 'bool', flags.anonymous],
      ['helpful_count', 'int', flags.helpful],
      ['created_at', 'timestamptz', times.created],
      ['updated_at', 'timestamptz', times.updated],
    ]);
    await insertRows(query, 'review_helpful', [
      ['review_id', 'int', helpful.review],
      ['user_id', 'int', helpful.user],
      ['created_at', 'timestamptz', helpful.created],
    ]);
    await insertRows(query, 'review_reactions', [
      ['id', 'int', reaction.id],
      ['review_id', 'int', reaction.review],
      ['user_id', 'int', reaction.user],
      ['comment', 'text', reaction.comment],
      ['created_at', 'timestamptz', reaction.created],
      ['updated_at', 'timestamptz', reaction.created],
    ]);
  }
}

function reviewCount(ctx: ReviewContext, seed: CreatorSeed): number {
  const { random } = ctx;
  if (random.chance(ZERO_SHARE)) return 0;
  const expected = ((ctx.meanReviews / (1 - ZERO_SHARE)) * seed.reviewWeight) / WEIGHT_MEAN;
  return Math.min(ctx.maxPerCreator, Math.floor(expected + random.next()));
}

function tags(random: Random, rating: number): [string, string] {
  const positive = rating >= 4 ? random.int(0, 3) : rating === 3 ? random.int(0, 1) : 0;
  const negative = rating <= 2 ? random.int(1, 3) : rating === 3 ? random.int(0, 1) : 0;
  return [random.sample(POSITIVE_TAGS, positive).join('|'), random.sample(NEGATIVE_TAGS, negative).join('|')];
}

/**
 * Generates the reviews of `seeds` (at least `minimum` for creators listed there, plus one by each
 * extra author listed in `extraAuthors`) and fills each creator's statistics from them.
 */
export function makeReviews(
  ctx: ReviewContext,
  seeds: CreatorSeed[],
  minimum: Map<number, number>,
  extraAuthors: Map<number, number[]>,
  replyLimit: Map<number, number>,
): ReviewBatch {
  const { random, now } = ctx;
  const batch = new ReviewBatch();
  for (const seed of seeds) {
    const count = Math.max(reviewCount(ctx, seed), minimum.get(seed.id) ?? 0);
    const authors = random.distinctInts(ctx.firstFan, ctx.lastFan, count).concat(extraAuthors.get(seed.id) ?? []);
    let replies = 0;
    for (const author of authors) {
      const id = ctx.nextReviewId++;
      const rating = Math.min(5, Math.max(1, Math.round(seed.quality + random.normal())));
      const created = now - Math.floor(365 * DAY * random.next() ** 1.25);
      const [positive, negative] = tags(random, rating);
      const voters = random.chance(0.4)
        ? random.distinctInts(
            ctx.firstFan,
            ctx.lastFan,
            Math.min(25, 1 + Math.floor(random.logNormal(1.6, 0.9))),
            author,
          )
        : [];
      batch.review.id.push(id);
      batch.review.creator.push(seed.id);
      batch.review.user.push(author);
      batch.review.rating.push(rating);
      batch.text.comment.push(makeComment(random, rating));
      batch.text.positive.push(positive);
      batch.text.negative.push(negative);
      batch.flags.subscriber.push(random.chance(0.75));
      batch.flags.anonymous.push(random.chance(0.08));
      batch.flags.helpful.push(voters.length);
      batch.times.created.push(created);
      batch.times.updated.push(random.chance(0.1) ? Math.min(now, created + random.int(1, 30) * DAY) : created);
      for (const voter of voters) {
        batch.helpful.review.push(id);
        batch.helpful.user.push(voter);
        batch.helpful.created.push(created + Math.floor(random.next() * (now - created)));
      }
      const limit = replyLimit.get(seed.id);
      if (seed.userId !== null && (limit === undefined ? random.chance(0.4) : replies < limit)) {
        replies++;
        batch.reaction.id.push(ctx.nextReactionId++);
        batch.reaction.review.push(id);
        batch.reaction.user.push(seed.userId);
        batch.reaction.comment.push(makeReply(random, rating));
        batch.reaction.created.push(Math.min(now, created + random.int(600, 5 * DAY)));
      }
      seed.stats.count++;
      seed.stats.sum += rating;
      seed.stats.byRating[rating - 1]++;
      ctx.reviewCreators.push(seed.id);
    }
  }
  return batch;
}
