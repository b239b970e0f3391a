import { buildCategories, insertCategories } from './categories';
import { dropForBulkLoad, finishInterruptedLoad, restore } from '../db/bulk-load';
import { TOP_PRIOR_WEIGHT, siteMeanRating } from '../modules/creators/top-prior';
import type { Database } from '../db/client';
import { insertFavorites, insertSearchQueries } from './extras';
import { groupCategories, loadCreators } from './load-creators';
import { Random } from './random';
import { defaultHistoryDays, historyCalendar } from './stats-history';
import type { ReviewContext } from './reviews';
import type { DemoCounts, DemoOptions, Query } from './types';
import { buildFans, DEMO_FAN_ID, fanCount, FIRST_FAN_ID, insertDemoModerators } from './users';

export { DEMO_CREATOR_ID } from './load-creators';
export { DEMO_ACCOUNTS, UNUSABLE_PASSWORD_HASH } from './users';
export type { DemoCounts, DemoOptions, Query } from './types';

const SEQUENCE_TABLES = ['users', 'categories', 'creators', 'reviews', 'review_reactions'];

/** Expected number of reviews: 6 per creator up to 20,000 creators, then 1.5 per further creator. */
export function reviewTarget(creators: number): number {
  return creators <= 20_000 ? 6 * creators : 120_000 + Math.round(1.5 * (creators - 20_000));
}

/**
 * Writes a deterministic demo data set (same seed and `now` → same data) into a migrated, empty
 * database with set-based inserts (unnest arrays, ≤ 10,000 rows a statement), then VACUUM (ANALYZE): the embedded database never vacuums by itself, and index-only scans need the visibility map.
 */
export async function loadDemoData(query: Query, options: DemoOptions = {}): Promise<DemoCounts> {
  const total = options.creators ?? 5000;
  const nowDate = options.now ?? new Date();
  const now = Math.floor(nowDate.getTime() / 1000);
  const progress = options.onProgress ?? (() => undefined);
  const random = new Random(options.seed ?? 42);
  await finishInterruptedLoad(query);
  const [state] = (await query('SELECT EXISTS (SELECT 1 FROM users) OR EXISTS (SELECT 1 FROM creators) AS used')) as {
    used: boolean;
  }[];
  if (state.used) throw new Error('loadDemoData needs an empty database');
  const counts: DemoCounts = {
    categories: 0,
    users: 0,
    creators: 0,
    creatorCategories: 0,
    reviews: 0,
    reactions: 0,
    helpfulVotes: 0,
    favorites: 0,
    searchQueries: 0,
    priceChanges: 0,
    statsMonths: 0,
  };

  const categories = buildCategories();
  await insertCategories(query, categories);
  counts.categories = categories.length;
  progress('categories', categories.length, categories.length);

  const fans = fanCount(total);
  const signIn = options.signInAccounts ?? true;
  const { rows: fanRows, sharedHash } = await buildFans(random, fans, now, signIn);
  counts.users = await fanRows.insert(query);
  progress('users', counts.users, counts.users);

  const reviewCtx: ReviewContext = {
    random,
    now,
    firstFan: FIRST_FAN_ID,
    lastFan: FIRST_FAN_ID + fans - 1,
    meanReviews: reviewTarget(total) / total,
    maxPerCreator: Math.min(500, Math.floor(fans / 2)),
    nextReviewId: 1,
    nextReactionId: 1,
    reviewCreators: [],
  };
  // Secondary indexes and foreign keys are built after the data, not maintained row by row.
  const dropped = await dropForBulkLoad(query);
  try {
    const popular = await loadCreators({
      query,
      total,
      creatorCtx: { random, now, categories: groupCategories(categories), usernames: new Set() },
      reviewCtx,
      counts,
      firstOwnerId: FIRST_FAN_ID + fans,
      sharedHash,
      historyRandom: new Random(((options.seed ?? 42) ^ 0x5eed) >>> 0),
      statsHistory: {
        seed: options.seed ?? 42,
        calendar: historyCalendar(nowDate, options.historyDays ?? defaultHistoryDays(total)),
      },
      progress: (done) => progress('creators', done, total),
    });
    const favorites = { now, creators: total, reviewCreators: reviewCtx.reviewCreators };
    const demoFavorites = await insertFavorites(query, random, { ...favorites, users: [DEMO_FAN_ID], perUser: 6 });
    const fanIds = Array.from({ length: fans }, (_, i) => FIRST_FAN_ID + i);
    counts.favorites = demoFavorites + (await insertFavorites(query, random, { ...favorites, users: fanIds }));
    progress('favorites', counts.favorites, counts.favorites);
    const terms = popular.map((seed) => seed.username);
    counts.searchQueries = await insertSearchQueries(query, random, nowDate, terms);
    progress('search queries', counts.searchQueries, counts.searchQueries);
    // The best-rated order's prior is the loaded reviews' mean: the scores the inserts gave with the
    // prior of an empty database are rewritten while only the primary keys are maintained. Every
    // row, in one statement that reads the table in order, so the creators keep their order among its
    // pages: rewriting only the reviewed ones would gather them at the table's end, and the capped
    // collects' samples (their first matches in table-page order, see rangePage), which take matches
    // as spread like all creators, would then misjudge every rating filter.
    progress('best-rated scores', 0, 1);
    await rewriteAllTopScores(query);
    progress('best-rated scores', 1, 1);
  } finally {
    // Also after a failure: the schema must keep every index of the migrations.
    await restore(query, dropped, (done, all) => progress('indexes and keys', done, all));
  }

  for (const table of SEQUENCE_TABLES) {
    await query(
      `SELECT setval(pg_get_serial_sequence('${table}', 'id'), coalesce(max(id), 0) + 1, false) FROM ${table}`,
    );
  }
  if (signIn) {
    await insertDemoModerators(query, now);
    counts.users += 2;
  }
  progress('analyze', 0, 1);
  await query('VACUUM (ANALYZE)');
  progress('analyze', 1, 1);
  return counts;
}

/**
 * The prior set to the loaded reviews' mean, and every creator's score rewritten with it in table
 * order. While creators has a BEFORE UPDATE row trigger, PostgreSQL computes every stored generated
 * column (the search documents) again in each updated row, whatever the update sets: about half of
 * this statement's time. The rewrite sets only top_score, which fires none of them (each names its
 * columns), so they are dropped around it and created again from their definitions, all in one
 * statement (one transaction: a failure leaves them as they were).
 */
async function rewriteAllTopScores(query: Query): Promise<void> {
  const mean = await siteMeanRating({ query: query as Database['query'] });
  if (mean === null) return;
  await query('update top_rating_prior set mean = $1, weight = $2, checked_at = now()', [mean, TOP_PRIOR_WEIGHT]);
  await query(`DO $$
    DECLARE
      trigger record;
      definitions text[] := '{}';
    BEGIN
      -- tgtype bits: 1 row, 2 before, 16 update.
      FOR trigger IN SELECT tgname, pg_get_triggerdef(oid) AS definition FROM pg_trigger
                     WHERE tgrelid = 'creators'::regclass AND NOT tgisinternal AND tgtype & 19 = 19 LOOP
        definitions := definitions || trigger.definition;
        EXECUTE format('DROP TRIGGER %I ON creators', trigger.tgname);
      END LOOP;
      UPDATE creators SET top_score = discovery_top_score(review_count, rating_sum, p.mean, p.weight)
        FROM top_rating_prior p;
      FOR i IN 1 .. cardinality(definitions) LOOP
        EXECUTE definitions[i];
      END LOOP;
    END $$`);
}
