/**
 * Bulk loads (the demo data generator, an initial import): foreign keys and secondary indexes of the big tables are
 * dropped before and re-created after the load, and the triggers that keep the counts and word
 * lists of the creators (migration 0044) are turned off and their tables rebuilt after it, which is
 * many times faster than maintaining all of them row by row. A journal table makes this safe against
 * a load killed half-way: migrate() calls finishInterruptedLoad(), which puts back whatever is still
 * missing.
 */

/** Raw parameterised SQL returning rows (Database.query). */
type Query = (text: string, params?: unknown[]) => Promise<unknown[]>;

/** Tables a large load fills before building their secondary indexes and checking their foreign keys. */
const BULK_TABLES = [
  'users',
  'creators',
  'creator_categories',
  'reviews',
  'review_helpful',
  'review_reactions',
  'favorites',
  'creator_price_history',
  'creator_stats_history',
];

/**
 * Until restore() has finished, the statements that put everything back are also kept in this
 * table, so a load that was killed half-way is repaired by finishInterruptedLoad().
 */
const JOURNAL = 'demo_load_restore';

/** What dropForBulkLoad() removed, as the exact statements that put it back. */
export interface Dropped {
  indexes: string[];
  foreignKeys: string[];
  /** Run last: the derived tables' triggers back on and the tables rebuilt. */
  derived: string[];
}

/**
 * Which tables, whether their unique indexes and foreign keys go too, and whether the creators'
 * derived tables (facet and deal counts, search_words, document_lexemes) are rebuilt once at the end
 * instead of kept by their triggers (the demo data's load: all of it).
 */
export interface BulkLoadScope {
  tables: readonly string[];
  unique: boolean;
  foreignKeys: boolean;
  derived: boolean;
}

const EVERYTHING: BulkLoadScope = { tables: BULK_TABLES, unique: true, foreignKeys: true, derived: true };

/** Turns the derived tables' triggers back on and rebuilds the tables (migration 0044); safe to repeat. */
const RESTORE_DERIVED = 'SELECT creators_restore_derived()';

/**
 * Drops the foreign keys between, and the secondary indexes (unique ones too) of, the bulk-loaded
 * tables (or of `scope`), and returns their definitions (pg_get_indexdef / pg_get_constraintdef)
 * for restore(). Primary keys and constraint-backed indexes stay. restore() re-checks everything:
 * a unique index build fails on a duplicate, a foreign key on an orphan row.
 */
export async function dropForBulkLoad(query: Query, scope: BulkLoadScope = EVERYTHING): Promise<Dropped> {
  const foreignKeys = (await query(
    `SELECT c.conname AS name, t.relname AS "table", pg_get_constraintdef(c.oid) AS definition
       FROM pg_constraint c
       JOIN pg_class t ON t.oid = c.conrelid
       JOIN pg_namespace n ON n.oid = t.relnamespace
      WHERE c.contype = 'f' AND n.nspname = current_schema() AND t.relname = ANY($1::text[]) AND $2::boolean
      ORDER BY t.relname, c.conname`,
    [scope.tables, scope.foreignKeys],
  )) as { name: string; table: string; definition: string }[];
  const indexes = (await query(
    `SELECT c.relname AS name, pg_get_indexdef(i.indexrelid) AS definition
       FROM pg_index i
       JOIN pg_class c ON c.oid = i.indexrelid
       JOIN pg_class t ON t.oid = i.indrelid
       JOIN pg_namespace n ON n.oid = t.relnamespace
      WHERE n.nspname = current_schema() AND t.relname = ANY($1::text[]) AND NOT i.indisprimary
        AND ($2::boolean OR NOT i.indisunique)
        AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = i.indexrelid)
      ORDER BY t.relname, c.relname`,
    [scope.tables, scope.unique],
  )) as { name: string; definition: string }[];
  const dropped: Dropped = {
    indexes: indexes.map((index) => index.definition),
    foreignKeys: foreignKeys.map((fk) => `ALTER TABLE "${fk.table}" ADD CONSTRAINT "${fk.name}" ${fk.definition}`),
    derived: scope.derived ? [RESTORE_DERIVED] : [],
  };
  const statements = [...dropped.indexes, ...dropped.foreignKeys, ...dropped.derived];
  await query(`CREATE TABLE ${JOURNAL} (position int PRIMARY KEY, statement text NOT NULL)`);
  await query(`INSERT INTO ${JOURNAL} SELECT * FROM unnest($1::int[], $2::text[])`, [
    statements.map((_, i) => i),
    statements,
  ]);
  for (const fk of foreignKeys) await query(`ALTER TABLE "${fk.table}" DROP CONSTRAINT "${fk.name}"`);
  for (const index of indexes) await query(`DROP INDEX "${index.name}"`);
  if (scope.derived) await query('SELECT creators_suspend_derived()');
  return dropped;
}

/** Repairs the schema after a bulk load that was interrupted before restore() finished. */
export async function finishInterruptedLoad(query: Query): Promise<boolean> {
  const [journal] = (await query(`SELECT to_regclass('${JOURNAL}') IS NOT NULL AS present`)) as { present: boolean }[];
  if (!journal.present) return false;
  const rows = (await query(`SELECT statement FROM ${JOURNAL} ORDER BY position`)) as { statement: string }[];
  for (const { statement } of rows) await putBack(query, statement);
  await query(`DROP TABLE ${JOURNAL}`);
  return true;
}

/**
 * One statement of a restore; one that was already carried out (before an interruption, or by a
 * server's start meanwhile: migrate() repairs a load it finds unfinished) is skipped: 42P07 (index
 * exists), 42710 (constraint exists).
 */
async function putBack(query: Query, statement: string): Promise<void> {
  try {
    await query(statement);
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code !== '42P07' && code !== '42710') throw error;
  }
}

/**
 * Puts back what dropForBulkLoad() removed: the indexes three at a time (on a server they build on
 * separate connections), longest (GIN) first, then the foreign keys one by one (each validates
 * with one join; run together they would wait on each other's table locks), then the derived tables.
 */
export async function restore(
  query: Query,
  dropped: Dropped,
  onDone?: (done: number, total: number) => void,
): Promise<void> {
  const total = dropped.indexes.length + dropped.foreignKeys.length + dropped.derived.length;
  const queue = [...dropped.indexes].sort((a, b) => Number(/USING gin/i.test(b)) - Number(/USING gin/i.test(a)));
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < queue.length) {
      await putBack(query, queue[next++]);
      onDone?.(++done, total);
    }
  };
  await Promise.all([worker(), worker(), worker()]);
  for (const statement of [...dropped.foreignKeys, ...dropped.derived]) {
    await putBack(query, statement);
    onDone?.(++done, total);
  }
  await query(`DROP TABLE IF EXISTS ${JOURNAL}`);
}
