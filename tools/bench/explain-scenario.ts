import type { FastifyInstance } from 'fastify';
import type { Database } from '../../apps/api/src/db/client';
import type { Scenario } from './discovery-scenarios';
import { explain, type RecordingDatabase } from './recording-database';

export interface ExplainedStatement {
  sql: string;
  params: string;
  plan: string;
  executionMs: number | null;
}

export interface ScenarioPlans {
  scenario: Scenario;
  requests: { path: string; statements: ExplainedStatement[] }[];
  /** Sequential scans of a large table (each statement must use an index). */
  warnings: string[];
}

const LARGE_TABLES =
  /Seq Scan on (creators|reviews|creator_categories|favorites|review_helpful|review_reactions|users)\b/;
/** The inlined creator_filter_lexemes(…) expression (migration 0003), shown as the function call it is. */
const INLINED_DOCUMENT = /\(?search_vector \|\| array_to_tsvector\(array_remove\(ARRAY\[.*?\], NULL::text\)\)\)?/g;
/** The creator select list (creator-select.ts) is the same in every statement that loads a page. */
const HYDRATION = /json_agg\(json_build_object/;

/** The page-loading statement is the same everywhere: its plan is shown once. */
let hydrationShown = false;

function compact(text: string): string {
  return text.replace(INLINED_DOCUMENT, 'document').replace(/\s+/g, ' ').trim();
}

/** Sends each explained path once and EXPLAIN (ANALYZE, BUFFERS)s every statement it issued. */
export async function explainScenario(
  app: FastifyInstance,
  recorder: RecordingDatabase,
  raw: Database,
  scenario: Scenario,
): Promise<ScenarioPlans> {
  const result: ScenarioPlans = { scenario, requests: [], warnings: [] };
  for (const path of scenario.explain ?? scenario.paths.slice(0, 1)) {
    recorder.startRecording();
    await app.inject({ url: path });
    const statements = recorder.stopRecording();
    const explained: ExplainedStatement[] = [];
    for (const statement of statements) {
      const hydration = HYDRATION.test(statement.text);
      if (hydration && hydrationShown) continue;
      hydrationShown ||= hydration;
      const plan = (await explain(raw, statement)).replace(INLINED_DOCUMENT, 'document');
      const sql = hydration
        ? 'select <creator-select.ts list> from creators c where c.id = any($2::int[])'
        : compact(statement.text);
      const match = /Execution Time: ([\d.]+) ms/.exec(plan);
      explained.push({
        sql,
        params: JSON.stringify(statement.params),
        plan,
        executionMs: match ? Number(match[1]) : null,
      });
      const seq = LARGE_TABLES.exec(plan);
      if (seq) result.warnings.push(`${path}: ${seq[0]}`);
    }
    result.requests.push({ path, statements: explained });
  }
  for (const extra of scenario.explainSql ?? []) {
    const plan = await explain(raw, { text: extra.sql, params: extra.params ?? [] });
    const match = /Execution Time: ([\d.]+) ms/.exec(plan);
    result.requests.push({
      path: extra.title,
      statements: [
        {
          sql: compact(extra.sql),
          params: JSON.stringify(extra.params ?? []),
          plan,
          executionMs: match ? Number(match[1]) : null,
        },
      ],
    });
  }
  return result;
}
