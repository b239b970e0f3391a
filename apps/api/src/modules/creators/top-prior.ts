import type { JobDefinition } from '../../jobs/job-types';
import type { Database } from '../../db/client';

/**
 * The best-rated order (`sort=top`) ranks creators by a Bayesian average of their ratings:
 *
 *   score = (v·R + m·C) / (v + m)
 *
 * with v the creator's reviews, R their plain average, C the site's mean rating (the prior) and m
 * its weight in reviews: a creator is ranked as if it also had m reviews at the site's mean, so a
 * handful of 5-star reviews cannot outrank hundreds averaging a little less. A creator without
 * reviews scores 0 (last). The score is stored in creators.top_score and kept by a trigger on every
 * write of the statistics (migration 0024), with the prior of the table top_rating_prior; the sort
 * indexes walk it like every other order. See docs/decisions/021-best-rated-order.md.
 */
/** m: the prior weighs as many reviews as this. */
export const TOP_PRIOR_WEIGHT = 10;
/** The scores are rewritten when the site's mean has moved by at least this much (in stars) from the prior. */
export const TOP_PRIOR_DRIFT = 0.02;
/** How old the prior's mean may be before it is computed again. */
export const TOP_PRIOR_MAX_AGE_HOURS = 24;
/** How often the prior is looked at (once per cluster: a periodic job). */
export const TOP_PRIOR_CHECK_MS = 60 * 60_000;
/** Creators (by id range) per statement of a rewrite. */
const REWRITE_BATCH = 5_000;

/** What the prior's statements need of a database (the demo data's loader passes its bare query function). */
type Queries = Pick<Database, 'query'>;

export interface TopPrior {
  /** C: the site's mean rating. */
  mean: number;
  /** m: its weight in reviews. */
  weight: number;
}

/** score = (v·R + m·C) / (v + m) for `count` reviews summing `sum` stars; 0 without reviews (the SQL's discovery_top_score). */
export function topScore(count: number, sum: number, prior: TopPrior): number {
  return count > 0 ? (sum + prior.weight * prior.mean) / (count + prior.weight) : 0;
}

export async function readTopPrior(database: Queries): Promise<TopPrior> {
  const [row] = await database.query<TopPrior>('select mean, weight from top_rating_prior');
  if (!row) throw new Error('top_rating_prior has no row (migration 0024)');
  return { mean: Number(row.mean), weight: Number(row.weight) };
}

/** The mean rating of every review of the creators listed (null without any review). */
export async function siteMeanRating(database: Queries): Promise<number | null> {
  const [row] = await database.query<{ mean: number | null }>(
    `select sum(rating_sum)::double precision / nullif(sum(review_count), 0) as mean
     from creators where removed_at is null`,
  );
  return row?.mean === null || row?.mean === undefined ? null : Number(row.mean);
}

export interface RefreshOptions {
  /** Compute the mean now, however recent the last computation (a test, the demo data's load). */
  force?: boolean;
  /** Wait after each statement of a rewrite as long as it took (the background refresh). */
  paced?: boolean;
  /** Asked between statements: true stops a rewrite (the server is closing); the next start resumes it. */
  stopping?: () => boolean;
}

/**
 * Computes the site's mean when the prior is due (older than TOP_PRIOR_MAX_AGE_HOURS, or another
 * weight), claimed by one instance at a time (the row's `checked_at` is set by the claim). When the
 * mean has moved by TOP_PRIOR_DRIFT or more, or the weight changed, the prior takes the new values
 * and every score is rewritten. Answers the prior in force and how many creators were rewritten, or
 * null when it was not due.
 */
export async function refreshTopPrior(
  database: Queries,
  options: RefreshOptions = {},
): Promise<{ prior: TopPrior; rewritten: number } | null> {
  const [claimed] = await database.query<TopPrior>(
    `update top_rating_prior set checked_at = now()
     where $1 or weight <> $2 or checked_at <= now() - make_interval(hours => $3)
     returning mean, weight`,
    [options.force === true, TOP_PRIOR_WEIGHT, TOP_PRIOR_MAX_AGE_HOURS],
  );
  if (!claimed) return null;
  const current = { mean: Number(claimed.mean), weight: Number(claimed.weight) };
  const mean = await siteMeanRating(database);
  if (mean === null) {
    // No review yet (a database about to be loaded): computed again at the next look.
    await database.query(`update top_rating_prior set checked_at = '-infinity'`);
    return { prior: current, rewritten: 0 };
  }
  if (Math.abs(mean - current.mean) < TOP_PRIOR_DRIFT && current.weight === TOP_PRIOR_WEIGHT) {
    return { prior: current, rewritten: 0 };
  }
  const prior = { mean, weight: TOP_PRIOR_WEIGHT };
  // Writes from now on score with the new prior (the trigger reads it); the rewrite brings the rest.
  await database.query('update top_rating_prior set mean = $1, weight = $2', [prior.mean, prior.weight]);
  const rewritten = await rewriteTopScores(database, prior, options);
  return { prior, rewritten };
}

/**
 * Rewrites the score of every creator whose score differs from the prior's, REWRITE_BATCH ids at a
 * time (each statement a short transaction: reviews written meanwhile wait for one batch at most).
 * Stopped half-way, the prior is marked due, so the next look finishes the rewrite.
 */
export async function rewriteTopScores(
  database: Queries,
  prior: TopPrior,
  options: Pick<RefreshOptions, 'paced' | 'stopping'> = {},
): Promise<number> {
  const [bounds] = await database.query<{ max: number | null }>('select max(id)::int as max from creators');
  const last = bounds?.max ?? 0;
  let rewritten = 0;
  for (let after = 0; after < last; after += REWRITE_BATCH) {
    if (options.stopping?.()) {
      await database.query(`update top_rating_prior set checked_at = '-infinity'`);
      break;
    }
    const started = Date.now();
    const rows = await database.query<{ n: number }>(
      `with changed as (
         update creators set top_score = discovery_top_score(review_count, rating_sum, $1, $2)
         where id > $3 and id <= $4 and top_score <> discovery_top_score(review_count, rating_sum, $1, $2)
         returning 1)
       select count(*)::int as n from changed`,
      [prior.mean, prior.weight, after, after + REWRITE_BATCH],
    );
    rewritten += rows[0]?.n ?? 0;
    const took = Date.now() - started;
    if (options.paced) await new Promise((resolve) => setTimeout(resolve, took));
  }
  return rewritten;
}

/**
 * Looks whether the prior is due, a periodic job of the queue: once per cluster every
 * TOP_PRIOR_CHECK_MS, and when the first process starts (paced, stopped when the server closes:
 * the next look resumes). After a rewrite the cached lists are dropped.
 */
export const topPriorRefresh: JobDefinition = {
  kind: 'round.top-prior',
  every: () => TOP_PRIOR_CHECK_MS,
  atStart: true,
  async handle({ app, stopping }) {
    const refreshed = await refreshTopPrior(app.deps.database, { paced: true, stopping });
    if (refreshed && refreshed.rewritten > 0) await app.services.changes.record({ kind: 'top.rescored' });
  },
};
