import type { Database } from '../../db/client';
import { dropForBulkLoad, restore } from '../../db/bulk-load';

/** A site with fewer creator pages than this is being filled for the first time. */
export const INITIAL_LOAD_MAX_PAGES = 1_000;
/** Files at least this large (about 45,000 lines of the example's kind) are worth building the indexes once. */
export const INITIAL_LOAD_MIN_BYTES = 16 * 1024 * 1024;

/**
 * An initial load: a large file into a site that has (almost) no creator pages yet. Kept row by
 * row, the creators table's 26 non-unique indexes (most of them covering order indexes) are written at a
 * random place for every new page, and once they outgrow the database's memory every insert reads
 * and writes pages of each of them, which slowed a million-line import below 800 lines/s by its end.
 * So for an initial load they are dropped first and built once at the end, sorted
 * (db/bulk-load.ts: journalled, so an import killed half-way is repaired by the next migrate(), at
 * the next start or import). The unique indexes stay (the upsert matches pages on them). The
 * statement triggers that keep the filter counts, deal counts and word lists (about half of each
 * insert's time at a million rows) are off too, and those tables are rebuilt from every row at the
 * end (migration 0044). While it runs, the site's lists are slow and its counts behind: there is
 * little to list yet.
 */
export async function isInitialLoad(database: Database, fileBytes: number, dryRun: boolean): Promise<boolean> {
  if (dryRun || fileBytes < INITIAL_LOAD_MIN_BYTES) return false;
  const rows = await database.query<{ few: boolean }>(
    `select count(*) < $1 as few from (select 1 from creators limit $1) c`,
    [INITIAL_LOAD_MAX_PAGES],
  );
  return rows[0].few;
}

/** Runs `load` with the creators table's non-unique indexes and derived-table triggers off, and builds them (and the statistics) after it. */
export async function withIndexesAndCountsBuiltAfter<T>(
  database: Database,
  load: () => Promise<T>,
  onBuild: (done: number, total: number) => void,
): Promise<T> {
  const query = (text: string, params?: unknown[]) => database.query(text, params);
  const dropped = await dropForBulkLoad(query, {
    tables: ['creators'],
    unique: false,
    foreignKeys: false,
    derived: true,
  });
  try {
    return await load();
  } finally {
    // Also after a failure: the schema keeps every index of the migrations.
    onBuild(0, dropped.indexes.length + dropped.derived.length);
    await restore(query, dropped, onBuild);
    await query('analyze creators');
  }
}
