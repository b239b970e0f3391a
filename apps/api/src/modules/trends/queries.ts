import type { JobDefinition } from '../../jobs/job-types';
import type { Trend } from '@fanlens/shared';
import type { Database } from '../../db/client';

/** Days of searches that make the trends (today and the 6 before, UTC). */
export const TREND_DAYS = 7;
export const TREND_COUNT = 10;
/** Terms shorter than this are not recorded (single letters while typing say nothing). */
export const MIN_RECORDED_TERM_LENGTH = 2;

const TODAY_SQL = `(now() at time zone 'utc')::date`;

/** Days of searches kept (related searches look 30 days back); older rows are pruned. */
export const SEARCH_TERM_DAYS = 30;

/** A search to count: its normalised term, the UTC day and the visitor (see visitorKey in search-counts.ts). */
export interface SearchRecord {
  term: string;
  day: string;
  visitor: string;
}

/**
 * Counts each visitor's first search of a term on a day, for a batch of searches in one
 * statement: the visitor rows, then each (term, day) count by the visitors that were new. So one
 * client's repeated searches count once per day, across processes and instances, and no address is
 * stored. Returns whether a count moved.
 */
export async function recordSearches(database: Database, searches: readonly SearchRecord[]): Promise<boolean> {
  const batch = searches.filter((search) => search.term.length >= MIN_RECORDED_TERM_LENGTH);
  if (batch.length === 0) return false;
  const rows = await database.query(
    `with seen as (
       insert into search_query_visitors (term, day, visitor)
       select term, day, visitor from json_to_recordset($1::json) as s(term text, day date, visitor text)
       order by term, day, visitor
       on conflict do nothing returning term, day
     )
     insert into search_queries (term, day, count)
     select term, day, count(*)::int from seen group by term, day order by term, day
     on conflict (term, day) do update set count = search_queries.count + excluded.count
     returning term`,
    [JSON.stringify(batch)],
  );
  return rows.length > 0;
}

/** Drops the visitors of past days (only today's are needed) and the terms older than SEARCH_TERM_DAYS. */
export async function pruneSearchTerms(database: Database): Promise<void> {
  await database.query(`delete from search_query_visitors where day < ${TODAY_SQL}`);
  await database.query(`delete from search_queries where day <= ${TODAY_SQL} - ${SEARCH_TERM_DAYS}`);
}

/** Hourly, once per cluster (a periodic job of the queue): the search-terms tables pruned. */
export const pruneSearchTermsJob: JobDefinition = {
  kind: 'round.prune-search-terms',
  every: () => 60 * 60_000,
  async handle({ app }) {
    await pruneSearchTerms(app.deps.database);
  },
};

/** The most searched terms of the last TREND_DAYS days. */
export async function trendingTerms(database: Database, limit = TREND_COUNT): Promise<Trend[]> {
  return database.query<Trend>(
    `select term, sum(count)::int as count from search_queries
     where day > ${TODAY_SQL} - ${TREND_DAYS}
     group by term order by count desc, term limit $1`,
    [limit],
  );
}

/** Other searches of the last 30 days that contain `term`, most searched first. */
export async function searchesContaining(database: Database, term: string, limit: number): Promise<string[]> {
  const rows = await database.query<{ term: string }>(
    `select term from search_queries
     where day > ${TODAY_SQL} - 30 and term <> $1 and strpos(term, $1) > 0
     group by term order by sum(count) desc, term limit $2`,
    [term, limit],
  );
  return rows.map((row) => row.term);
}
