/**
 * The statements that measure the discovery planner's cost constants (see calibrate.ts), each of the
 * shape the engine runs (modules/creators/list-queries.ts), timed by the server itself (EXPLAIN
 * ANALYZE without per-node timing: the execution time, no network, no planning), the median of a
 * few runs after a warm-up. Everything runs on one session, whose planner switches are set per
 * measurement so that each statement takes the plan the engine relies on (a walk of the sort index,
 * a collect through the GIN index's bitmap) whatever the table's size.
 */
import { SqlParams } from '../../apps/api/src/modules/creators/creator-filter';
import { maskCount, signatureCondition } from '../../apps/api/src/modules/creators/term-signature';

export type Query = <T = Record<string, unknown>>(text: string, params?: unknown[]) => Promise<T[]>;

export interface Measured {
  /** µs per unit, by constant name (plan-costs.ts) or by the comment's subject. */
  values: Record<string, number>;
  /** What each measurement read (entries, rows, postings), for the report. */
  notes: Record<string, string>;
}

const RUNS = Number(process.env.CALIBRATE_RUNS ?? 3);
/** The words a collect is measured on (the first that matches enough creators) and their prefixes. */
const WORDS = ['games', 'music', 'art', 'fitness', 'cooking', 'travel'];
/** What a walk reads of each entry: the popularity order's keys and the columns its filters check. */
const WALK = `select c.popularity, c.id, c.removed_at, c.platform, c.nsfw, c.rating, c.price_cents, c.gender,
  c.term_signature from creators c order by c.popularity desc, c.id`;
const WALK_PLAN = { enable_seqscan: 'off', enable_bitmapscan: 'off', enable_sort: 'off' };
const COLLECT_PLAN = { enable_seqscan: 'off', enable_indexscan: 'off', enable_indexonlyscan: 'off' };

async function withPlan<T>(query: Query, settings: Record<string, string>, run: () => Promise<T>): Promise<T> {
  for (const [name, value] of Object.entries(settings)) await query(`set ${name} = ${value}`);
  try {
    return await run();
  } finally {
    for (const name of Object.keys(settings)) await query(`reset ${name}`);
  }
}

/** The median of RUNS after one warm-up of what `read` takes from the statement's plan (EXPLAIN JSON). */
async function fromPlan(
  query: Query,
  text: string,
  params: unknown[],
  options: { timing: boolean; read: (plan: PlanNode & { 'Execution Time': number }) => number },
): Promise<number> {
  const times: number[] = [];
  for (let run = 0; run <= RUNS; run += 1) {
    const explain = `explain (analyze, timing ${options.timing ? 'on' : 'off'}, format json) ${text}`;
    const [row] = await query<Record<string, unknown>>(explain, params);
    const cell = Object.values(row ?? {})[0];
    const [plan] = (typeof cell === 'string' ? JSON.parse(cell) : cell) as [PlanNode & { 'Execution Time': number }];
    if (run > 0) times.push(options.read(plan));
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] ?? 0;
}

interface PlanNode {
  'Node Type'?: string;
  'Index Name'?: string;
  'Actual Total Time'?: number;
  Plan?: PlanNode;
  Plans?: PlanNode[];
}

/** The server's execution time of a statement, ms (no per-node timing, which would add to every row). */
function executionMs(query: Query, text: string, params: unknown[] = []): Promise<number> {
  return fromPlan(query, text, params, { timing: false, read: (plan) => plan['Execution Time'] });
}

/** The time of the statement's searches of the GIN index of documents, ms (the postings decoded). */
function ginSearchMs(query: Query, text: string, params: unknown[]): Promise<number> {
  const searches = (node: PlanNode): number =>
    (node['Index Name'] === 'creators_document_idx' ? (node['Actual Total Time'] ?? 0) : 0) +
    [node.Plan, ...(node.Plans ?? [])].reduce((sum, child) => sum + (child ? searches(child) : 0), 0);
  return fromPlan(query, text, params, { timing: true, read: searches });
}

async function count(query: Query, tsquery: string): Promise<number> {
  const [row] = await query<{ n: number }>(
    'select count(*)::int as n from creators c where c.document @@ $1::tsquery',
    [tsquery],
  );
  return row?.n ?? 0;
}

/** A walk of `entries` sort index entries, each checked by `condition` (which keeps nearly none). */
function walkMs(query: Query, entries: number, condition: string, params: unknown[] = []): Promise<number> {
  const limit = `$${params.length + 1}`;
  return withPlan(query, WALK_PLAN, () =>
    executionMs(query, `select count(*) from (${WALK} limit ${limit}) c where ${condition}`, [...params, entries]),
  );
}

/** A collect of at most `cap` matches of `tsquery` from the GIN index (the shape of collectPage). */
const COLLECT = `with m as materialized (select c.id, c.popularity, c.likes, c.review_count, c.rating, c.subscribers,
  c.verified_at, c.top_score, c.ctid from creators c where c.removed_at is null and c.document @@ $1::tsquery
  limit $2) select count(*) from m`;

/** A collect's whole time and its search of the GIN index, ms. */
function collectMs(query: Query, tsquery: string, cap: number): Promise<{ total: number; search: number }> {
  return withPlan(query, COLLECT_PLAN, async () => ({
    total: await executionMs(query, COLLECT, [tsquery, cap]),
    search: await ginSearchMs(query, COLLECT, [tsquery, cap]),
  }));
}

export async function measureCosts(query: Query, creators: number): Promise<Measured> {
  const values: Record<string, number> = {};
  const notes: Record<string, string> = {};
  const entries = Math.min(50_000, creators);

  // An entry walked, its filters checked on the entry (index-only): a condition no creator passes.
  const walked = await walkMs(query, entries, 'c.rating > 100');
  values.ENTRY_COST = (walked * 1000) / entries;
  notes.ENTRY_COST = `${entries.toLocaleString('en-US')} entries of the popularity index`;

  // A mask test on the entry's term signature: a term of alternatives that few creators hold.
  const tsquery = "'zqx':* | 'qzv':* | 'xqj' | 'vvq'";
  const params = new SqlParams();
  const condition = signatureCondition(tsquery, params);
  const masked = await walkMs(query, entries, `(${condition}) and c.rating > 100`, params.values);
  values.MASK_TEST_COST = ((masked - walked) * 1000) / (entries * maskCount(tsquery));
  notes.MASK_TEST_COST = `${maskCount(tsquery)} masks on each of ${entries.toLocaleString('en-US')} entries`;

  // A creator's row looked up by key to check a term (termLookup), on every entry walked.
  const looked = Math.min(5000, creators);
  const base = await walkMs(query, looked, 'c.rating > 100');
  const rows = await walkMs(
    query,
    looked,
    "exists (select 1 from creators d where d.id = c.id and d.document @@ 'zzqx'::tsquery offset 0)",
  );
  values.ROW_COST = ((rows - base) * 1000) / looked;
  notes.ROW_COST = `${looked.toLocaleString('en-US')} rows, the most popular first`;

  // A ranked creator checked by key on the index of ids and filter columns (filterRankedIds).
  const [{ ids } = { ids: [] }] = await query<{ ids: number[] }>(
    'select array(select id from creators order by md5(id::text) limit $1) as ids',
    [looked],
  );
  const ranked = await withPlan(query, { enable_seqscan: 'off', enable_bitmapscan: 'off' }, () =>
    executionMs(
      query,
      `select count(*) from unnest($1::int[]) with ordinality as ranked(id, position)
       where exists (select 1 from creators c where c.id = ranked.id and c.removed_at is null and c.rating > 100 offset 0)`,
      [ids],
    ),
  );
  values.KEY_LOOKUP = (ranked * 1000) / Math.max(1, ids.length);
  notes.KEY_LOOKUP = `${ids.length.toLocaleString('en-US')} ids in random order`;

  // A collect: the word's postings decoded once per search of the GIN index (its time in the plan),
  // then each match's row (the rest of the statement).
  let word = WORDS[0] as string;
  let postings = 0;
  for (const candidate of WORDS) {
    postings = await count(query, candidate);
    word = candidate;
    if (postings >= Math.min(2000, creators / 20)) break;
  }
  const cap = Math.min(postings, 4000);
  const collected = await collectMs(query, word, cap);
  values.POSTING_COST = (collected.search * 1000) / Math.max(1, postings);
  values.COLLECT_COST = ((collected.total - collected.search) * 1000) / Math.max(1, cap);
  notes.COLLECT_COST = `\`${word}\` collected to ${cap.toLocaleString('en-US')} matches`;
  notes.POSTING_COST = `\`${word}\`: ${postings.toLocaleString('en-US')} postings`;

  // A prefix beginning many words: every posting of every such word decoded first.
  const prefix = `'${word.slice(0, 3)}':*`;
  const prefixMatches = await count(query, prefix);
  const prefixed = await collectMs(query, prefix, Math.min(500, prefixMatches));
  values.PREFIX_POSTING_COST = (prefixed.search * 1000) / Math.max(1, prefixMatches) - values.POSTING_COST;
  notes.PREFIX_POSTING_COST = `\`${prefix}\`: ${prefixMatches.toLocaleString('en-US')} creators`;
  return { values, notes };
}
