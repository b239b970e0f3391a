import type { JobDefinition } from '../../jobs/job-types';
import type { Trend } from '@fanlens/shared';
import type { Database } from '../../db/client';

/** Days of searches that make the trends (today and the 6 before, UTC). */
export const TREND_DAYS = 7;
export const TREND_COUNT = 10;

const TODAY_SQL = `(now() at time zone 'utc')::date`;

/** Days of searches kept (related searches look 30 days back); older rows are pruned. */
export const SEARCH_TERM_DAYS = 30;

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
