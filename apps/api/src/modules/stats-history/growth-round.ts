import type { JobDefinition } from '../../jobs/job-types';
import type { Queryable } from '../../db/transaction';
import { GROWTH_DAYS, growthScore } from './growth';
import { dayBefore, datedPoints, monthOf, monthsByCreator, monthsOf } from './history-points';

/** How often the rising scores are measured again (once per cluster: a periodic job). */
export const GROWTH_ROUND_MS = 24 * 60 * 60_000;
/** Creators (by id range) per step of the round. */
const ROUND_BATCH = 5_000;

export interface GrowthRoundOptions {
  /** The day the 30 days end (today unless given: the queue's clock, a test's). */
  now?: Date;
  /** Wait after each step as long as it took (the background round). */
  paced?: boolean;
  /** Asked between steps: true stops the round (the server is closing); the next run does it again. */
  stopping?: () => boolean;
}

/**
 * Measures every creator's rising score (`creators.growth_score`, growth.ts) again as of today: the
 * write path scores a page when its counters change, but the 30 days move on without a reading (a
 * page that stopped growing falls back to 0, one whose fall leaves the window rises again). Only
 * creators with a history point since the window's month can score above 0; the others with a score
 * are set to 0. Writes only the scores that changed (with `growth_at`), ROUND_BATCH ids a step.
 * Answers how many were rewritten.
 */
export async function refreshGrowthScores(database: Queryable, options: GrowthRoundOptions = {}): Promise<number> {
  const asOf = (options.now ?? new Date()).toISOString().slice(0, 10);
  const fromMonth = monthOf(dayBefore(asOf, GROWTH_DAYS));
  const [bounds] = await database.query<{ max: number | null }>('select max(id)::int as max from creators');
  const last = bounds?.max ?? 0;
  let rewritten = 0;
  for (let after = 0; after < last && !options.stopping?.(); after += ROUND_BATCH) {
    const started = Date.now();
    const recent = await database.query<{ creator_id: number }>(
      `select distinct creator_id from creator_stats_history
       where creator_id > $1 and creator_id <= $2 and month >= $3::date`,
      [after, after + ROUND_BATCH, fromMonth],
    );
    const byCreator = monthsByCreator(
      recent.length > 0
        ? await monthsOf(
            database,
            recent.map((row) => row.creator_id),
            fromMonth,
          )
        : [],
    );
    const scores = [...byCreator].map(([id, months]) => {
      const history = datedPoints(months).filter((point) => point.date <= asOf);
      const latest = history.at(-1);
      return { id, score: latest ? growthScore(history.slice(0, -1), latest, asOf) : 0 };
    });
    const rows = await database.query<{ n: number }>(
      `with changed as (
         update creators c set growth_score = r.score, growth_at = now()
         from (select c2.id, coalesce(s.score, 0) as score
               from creators c2 left join jsonb_to_recordset($1::jsonb) as s(id int, score float8) on s.id = c2.id
               where c2.id > $2 and c2.id <= $3) r
         where c.id = r.id and c.growth_score <> r.score
         returning 1)
       select count(*)::int as n from changed`,
      [JSON.stringify(scores), after, after + ROUND_BATCH],
    );
    rewritten += rows[0]?.n ?? 0;
    if (options.paced) await new Promise((resolve) => setTimeout(resolve, Date.now() - started));
  }
  return rewritten;
}

/**
 * The daily round of the rising scores, a periodic job of the queue: once per cluster every
 * GROWTH_ROUND_MS, and when the first process starts (paced, stopped when the server closes). After
 * a change the cached lists are dropped.
 */
export const growthRound: JobDefinition = {
  kind: 'round.growth',
  every: () => GROWTH_ROUND_MS,
  atStart: true,
  async handle({ app, now, stopping }) {
    const rewritten = await refreshGrowthScores(app.deps.database, { now, paced: true, stopping });
    if (rewritten > 0) await app.services.changes.record({ kind: 'growth.rescored' });
  },
};
