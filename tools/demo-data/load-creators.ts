import type { CategorySeed } from './categories';
import { insertCreators } from './creator-rows';
import { makeCreator, type CreatorContext, type CreatorSeed } from './creators';
import { makeReviews, type ReviewBatch, type ReviewContext } from './reviews';
import type { DemoCounts, Query } from './types';
import { DEMO_CREATOR_USER_ID, DEMO_FAN_ID, UserRows } from './users';

/** The creator claimed by the demo creator account (verified, ≥ 10 reviews without a reply). */
export const DEMO_CREATOR_ID = 1;
const DEMO_CREATOR_REVIEWS = 40;
const DEMO_CREATOR_REPLIES = 3;
const DEMO_FAN_REVIEWED = [3, 7, 12];
const VERIFIED_SHARE = 0.06;
const DAY = 86_400;

export interface CreatorsLoad {
  query: Query;
  total: number;
  creatorCtx: CreatorContext;
  reviewCtx: ReviewContext;
  counts: DemoCounts;
  /** The id of the first creator's account (one per verified creator). */
  firstOwnerId: number;
  sharedHash: string;
  progress: (done: number) => void;
}

const tick = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Generates and inserts the creators with their accounts, categories, reviews, votes and replies,
 * batch by batch. While one batch's reviews are written, the next batch's creators are written
 * (two connections on a server) and the one after is generated.
 * Returns the most reviewed creators of the first batch (search terms).
 */
export async function loadCreators(load: CreatorsLoad): Promise<CreatorSeed[]> {
  const { query, total, creatorCtx, reviewCtx, counts } = load;
  const { random, now } = creatorCtx;
  const minimum = new Map([[DEMO_CREATOR_ID, DEMO_CREATOR_REVIEWS]]);
  const replyLimit = new Map([[DEMO_CREATOR_ID, DEMO_CREATOR_REPLIES]]);
  const extraAuthors = new Map(DEMO_FAN_REVIEWED.map((id) => [id, [DEMO_FAN_ID]]));
  const batchSize = total >= 100_000 ? 10_000 : 5_000;
  const popular: CreatorSeed[] = [];
  let nextUserId = load.firstOwnerId;
  let creatorsDone: Promise<void> = Promise.resolve();
  let reviewsDone: Promise<void> = Promise.resolve();
  const pendingReviews: Promise<void>[] = [];

  for (let first = 1; first <= total; first += batchSize) {
    const last = Math.min(total, first + batchSize - 1);
    const seeds: CreatorSeed[] = [];
    const owners = new UserRows();
    for (let id = first; id <= last; id++) {
      const seed = makeCreator(creatorCtx, id);
      if (id === DEMO_CREATOR_ID || random.chance(VERIFIED_SHARE)) {
        seed.verifiedAt = now - random.int(0, 360) * DAY - random.int(0, DAY);
        seed.updatedAt = Math.max(seed.updatedAt, seed.verifiedAt);
        seed.userId = id === DEMO_CREATOR_ID ? DEMO_CREATOR_USER_ID : nextUserId++;
        if (seed.userId !== DEMO_CREATOR_USER_ID) {
          const email = `${seed.username}@creators.example.com`;
          owners.add(seed.userId, email, load.sharedHash, seed.name, seed.verifiedAt - random.int(0, 30) * DAY);
        }
      }
      seeds.push(seed);
      if (id % 1000 === 0) await tick();
    }
    const reviews = makeReviews(reviewCtx, seeds, minimum, extraAuthors, replyLimit);
    if (first === 1) popular.push(...[...seeds].sort((a, b) => b.stats.count - a.stats.count).slice(0, 6));

    await creatorsDone;
    if (pendingReviews.length >= 2) await pendingReviews.shift();
    const creators = insertCreatorBatch(query, counts, owners, seeds);
    const previousReviews = reviewsDone;
    reviewsDone = Promise.all([creators, previousReviews])
      .then(() => insertReviewBatch(query, counts, reviews))
      .then(() => load.progress(last));
    creatorsDone = creators;
    pendingReviews.push(reviewsDone);
    // Both are awaited later; until then a failure must not count as an unhandled rejection.
    creatorsDone.catch(() => undefined);
    reviewsDone.catch(() => undefined);
  }
  await creatorsDone;
  await reviewsDone;
  return popular;
}

async function insertCreatorBatch(query: Query, counts: DemoCounts, owners: UserRows, seeds: CreatorSeed[]) {
  counts.users += await owners.insert(query);
  counts.creatorCategories += await insertCreators(query, seeds);
  counts.creators += seeds.length;
}

async function insertReviewBatch(query: Query, counts: DemoCounts, reviews: ReviewBatch) {
  await reviews.insert(query);
  counts.reviews += reviews.review.id.length;
  counts.helpfulVotes += reviews.helpful.review.length;
  counts.reactions += reviews.reaction.id.length;
}

export function groupCategories(categories: CategorySeed[]): CreatorContext['categories'] {
  const grouped = {} as CreatorContext['categories'];
  for (const category of categories) {
    grouped[category.platform] ??= { sfw: [], nsfw: [] };
    grouped[category.platform][category.nsfw ? 'nsfw' : 'sfw'].push(category);
  }
  return grouped;
}
