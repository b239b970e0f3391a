import type { CategorySeed } from './categories';
import { insertCreators } from './creator-rows';
import { makeCreator, type CreatorContext, type CreatorSeed } from './creators';
import { insertPriceHistory, makePriceHistory } from './price-history';
import type { Random } from './random';
import { insertStatsHistory, makeStatsHistory, type HistoryCalendar } from './stats-history';
import { makeReviews, type ReviewBatch, type ReviewContext } from './reviews';
import type { DemoCounts, Query } from './types';
import { DEMO_CREATOR_USER_ID, DEMO_FAN_ID, UserRows } from './users';

/** The creator claimed by the demo creator account (verified, ≥ 10 reviews without a reply). */
export const DEMO_CREATOR_ID = 1;
const DEMO_CREATOR_REVIEWS = 40;
const DEMO_CREATOR_REPLIES = 3;
const DEMO_FAN_REVIEWED = [3, 7, 12];
const VERIFIED_SHARE = 0.06;
/** Batches written at the same time (separate connections on a server; PGlite runs them in turn). */
const CONCURRENT_BATCHES = 4;
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
  /** The price histories' own random stream (the rest of the data set does not depend on them). */
  historyRandom: Random;
  /** The counter histories' seed and days (stats-history.ts; drawn per creator, apart from the rest). */
  statsHistory: { seed: number; calendar: HistoryCalendar };
  progress: (done: number) => void;
}

const tick = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Generates and inserts the creators with their accounts, categories, reviews, votes and replies,
 * batch by batch: the next batch is generated while up to CONCURRENT_BATCHES batches are written.
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
  const inFlight = new Set<Promise<void>>();
  let nextUserId = load.firstOwnerId;
  let inserted = 0;

  for (let first = 1; first <= total; first += batchSize) {
    const last = Math.min(total, first + batchSize - 1);
    const seeds: CreatorSeed[] = [];
    const owners = new UserRows();
    for (let id = first; id <= last; id++) {
      const seed = makeCreator(creatorCtx, id);
      seed.history = makePriceHistory(load.historyRandom, seed, now, id === DEMO_CREATOR_ID);
      // The demo creator's page shows a growing audience.
      const trend = id === DEMO_CREATOR_ID ? 'growing' : undefined;
      seed.statsHistory = makeStatsHistory(load.statsHistory.seed, seed, load.statsHistory.calendar, trend);
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

    while (inFlight.size >= CONCURRENT_BATCHES) await Promise.race(inFlight);
    const job = insertBatch(query, counts, owners, seeds, reviews).then(() => {
      inserted += seeds.length;
      load.progress(inserted);
    });
    inFlight.add(job);
    // Awaited through Promise.race/all; until then a failure must not count as an unhandled rejection.
    job.then(
      () => inFlight.delete(job),
      () => undefined,
    );
  }
  await Promise.all(inFlight);
  return popular;
}

/** One batch, in dependency order: accounts, creators, then what refers to the creators. */
async function insertBatch(
  query: Query,
  counts: DemoCounts,
  owners: UserRows,
  seeds: CreatorSeed[],
  reviews: ReviewBatch,
): Promise<void> {
  // `counts.x += await …` would read counts.x before the await and lose the other batches' updates.
  const users = await owners.insert(query);
  const links = await insertCreators(query, seeds);
  const prices = await insertPriceHistory(
    query,
    seeds.map((seed) => ({ creatorId: seed.id, points: seed.history?.points ?? [] })),
  );
  const statsMonths = await insertStatsHistory(
    query,
    seeds.map((seed) => ({ creatorId: seed.id, months: seed.statsHistory?.months ?? [] })),
  );
  counts.priceChanges += prices;
  counts.statsMonths += statsMonths;
  counts.users += users;
  counts.creatorCategories += links;
  counts.creators += seeds.length;
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
