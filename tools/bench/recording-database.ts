import type { Database } from '../../apps/api/src/db/client';

export interface RecordedQuery {
  text: string;
  params: unknown[];
}

export interface RecordingDatabase extends Database {
  /** Starts collecting the statements sent through `query` (until stopRecording). */
  startRecording(): void;
  stopRecording(): RecordedQuery[];
}

const WRITE = /^\s*(insert|update|delete|merge|truncate|alter|drop|create)\b/i;

/**
 * Wraps a database for the benchmark: records the statements a request sends (to EXPLAIN them)
 * and, when `readOnly`, answers writes (the search-term upsert of GET /creators) with nothing
 * instead of sending them, so a shared benchmark database is never written to.
 */
export function recordingDatabase(database: Database, options: { readOnly: boolean }): RecordingDatabase {
  let recorded: RecordedQuery[] | null = null;
  return {
    ...database,
    async query<T>(text: string, params: unknown[] = []): Promise<T[]> {
      recorded?.push({ text, params });
      if (options.readOnly && WRITE.test(text)) return [];
      return database.query<T>(text, params);
    },
    startRecording() {
      recorded = [];
    },
    stopRecording() {
      const result = recorded ?? [];
      recorded = null;
      return result;
    },
  };
}

/** EXPLAIN (ANALYZE, BUFFERS) of a read statement; writes are explained without running them. */
export async function explain(database: Database, query: RecordedQuery): Promise<string> {
  if (/^\s*explain\b/i.test(query.text))
    return '(a planner estimate: EXPLAIN only plans the statement, it reads no row)';
  const options = WRITE.test(query.text) ? '(COSTS OFF)' : '(ANALYZE, BUFFERS, COSTS OFF)';
  const rows = await database.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${options} ${query.text}`, query.params);
  return rows.map((row) => row['QUERY PLAN']).join('\n');
}
