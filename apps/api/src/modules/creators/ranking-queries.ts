/**
 * The statements that read the `reviews` ranking (see recent-reviews.ts, which keeps it and plans
 * the pages of the `reviews` order from it): the ids of every creator with a recent review, in
 * ranking order, and the records of facts (filter columns, term signature) of each.
 */
import type { Database } from '../../db/client';
import { FACT_BYTES, FACTS_SQL } from './ranked-facts';
import { publicReview } from '../../db/review-states';

/** Days that count for the `reviews` sort ("most reviews this month"). */
export const RECENT_REVIEW_DAYS = 30;
/** Ranked creators per row of rankedIdsSql, and per statement that reads their facts. */
export const RANKING_CHUNK = 1000;

/**
 * Every creator with a review in the window, in ranking order, in chunks (RANKING_CHUNK): each row
 * holds the ids of a chunk as a comma-separated list (170,000 numbers parsed in about 17 ms, where
 * 170,000 rows held the API's event loop for up to 117 ms, measured on the benchmark machine). It
 * reads only the index of reviews by date.
 */
export const rankedIdsSql = (
  chunk = RANKING_CHUNK,
) => `select string_agg(creator_id::text, ',' order by position) as ids
  from (select r.creator_id, row_number() over (order by count(*) desc, r.creator_id) as position
    from reviews r
    where r.created_at >= now() - interval '${RECENT_REVIEW_DAYS} days' and ${publicReview('r')}
    group by r.creator_id) ranked
  group by (position - 1) / ${chunk}
  order by (position - 1) / ${chunk}`;

/**
 * One page of the `reviews` order and the number of its creators in plain SQL, without the ranking
 * kept in memory (the `packed-reviews` layer off): every creator with a public review in the window
 * joined to its row, `where` (conditions on the creators row `c`) checked on each, in ranking order
 * (most recent reviews first, then by id); `limit` and `offset` are placeholders.
 */
export const plainRankingPageSql = (where: string, limit: string, offset: string) => `with m as materialized (
    select c.id, ranked.reviews
    from (select r.creator_id, count(*) as reviews from reviews r
      where r.created_at >= now() - interval '${RECENT_REVIEW_DAYS} days' and ${publicReview('r')}
      group by r.creator_id) ranked
    join creators c on c.id = ranked.creator_id ${where})
  select (select count(*) from m)::int as total,
    array(select m.id from m order by m.reviews desc, m.id limit ${limit} offset ${offset}) as ids`;

/**
 * The records of facts of the creators $1 (int[]) that are not removed, in that order, as one bytea
 * (read in place), and their ids. Each is looked up in the index of ids and filter columns
 * (index-only): one statement for all 170,000 took that index (186 MB at a million creators) through
 * the shared buffers at once, and requests that ran meanwhile read their own pages again (up to 300 ms
 * instead of 30, on the benchmark machine's 128 MB of shared buffers).
 */
export const rankedFactsSql = `select string_agg(k.id::text, ',' order by k.position) as ids,
    string_agg(kept.facts, ''::bytea order by k.position) as facts
  from unnest($1::int[]) with ordinality as k(id, position)
  cross join lateral (select ${FACTS_SQL} as facts from creators c
    where c.id = k.id and c.removed_at is null offset 0) kept`;

/**
 * The ranking's ids and records of facts, the facts read `chunk` creators at a time. `paced`: after
 * each chunk the refresh waits as long as the chunk took, so that it holds at most half of a
 * database core and of the embedded database's one connection, and takes its index pages in
 * slowly enough that the pages requests use meanwhile stay in the buffers.
 */
export async function readRanking(
  database: Database,
  chunk = RANKING_CHUNK,
  paced = false,
): Promise<{ ids: number[]; facts: Uint8Array }> {
  const chunks = await database.query<{ ids: string }>(rankedIdsSql(chunk));
  const ids: number[] = [];
  const parts: Uint8Array[] = [];
  for (const { ids: list } of chunks) {
    const started = performance.now();
    const [kept] = await database.query<{ ids: string | null; facts: Uint8Array | null }>(rankedFactsSql, [
      `{${list}}`,
    ]);
    if (kept?.ids && kept.facts) {
      parts.push(kept.facts);
      for (const id of kept.ids.split(',')) ids.push(Number(id));
    }
    const took = performance.now() - started;
    await new Promise((resolve) => (paced ? setTimeout(resolve, took) : setImmediate(resolve)));
  }
  const facts = new Uint8Array(ids.length * FACT_BYTES);
  let at = 0;
  for (const part of parts) {
    facts.set(part, at);
    at += part.length;
  }
  return { ids, facts };
}
