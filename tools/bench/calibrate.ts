/**
 * Calibration of the discovery planner: `npm run bench:calibrate`.
 *
 * The planner of modules/creators chooses between a walk of a sort index and a collect from the GIN
 * index on costs in µs per entry, mask test, row, match and posting (plan-costs.ts), measured once
 * on one machine. This measures them again on the current machine and database and prints each
 * measured value next to the one in the code: a ratio far from 1 (say below 0.5 or above 2) on the
 * machine that serves means the plans are chosen on wrong costs (they stay correct, only slower).
 * Ratios between constants matter more than their scale: a machine twice as slow throughout
 * chooses the same plans.
 *
 * Targets (CALIBRATE_TARGETS, default `embedded,pg`): `embedded` seeds a fresh embedded database of
 * CALIBRATE_CREATORS demo creators (default 5,000) in a temporary folder; `pg` reads the PostgreSQL
 * database of DATABASE_URL (default postgres://postgres@127.0.0.1:5432/fanlens_bench, seeded with
 * `npm run db:seed -- --creators 1000000`) and changes nothing; `pg:<url>` another one. Each
 * statement runs CALIBRATE_RUNS times (default 3) after a warm-up, on one session: about a
 * minute at 1 M creators.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, SESSION_SETTINGS } from '../../apps/api/src/db/client';
import { migrate } from '../../apps/api/src/db/migrate';
import * as costs from '../../apps/api/src/modules/creators/plan-costs';
import { loadDemoData } from '../../apps/api/src/demo-data';
import { measureCosts, type Measured, type Query } from './calibrate-measures';

const TARGETS = (process.env.CALIBRATE_TARGETS ?? 'embedded,pg').split(',').map((target) => target.trim());
const CREATORS = Number(process.env.CALIBRATE_CREATORS ?? 5000);
const PG_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/fanlens_bench';

/** The values in the code, µs; KEY_LOOKUP is the figure recent-reviews.ts sizes its budget by. */
const IN_CODE: Record<string, { value: number; what: string }> = {
  ENTRY_COST: { value: costs.ENTRY_COST, what: 'a sort index entry walked (index-only)' },
  MASK_TEST_COST: { value: costs.MASK_TEST_COST, what: "a mask test on an entry's term signature" },
  ROW_COST: { value: costs.ROW_COST, what: "a creator's row looked up by key to check a term" },
  COLLECT_COST: { value: costs.COLLECT_COST, what: 'a match collected from the GIN index' },
  POSTING_COST: { value: costs.POSTING_COST, what: "a posting of the term's words decoded, per search" },
  PREFIX_POSTING_COST: { value: costs.PREFIX_POSTING_COST, what: 'a posting of a broad prefix, on top' },
  KEY_LOOKUP: { value: 3, what: 'a ranked creator checked by key (recent-reviews.ts)' },
};

interface Target {
  label: string;
  creators: number;
  query: Query;
  close: () => Promise<void>;
}

async function openEmbedded(dataDir: string): Promise<Target> {
  const database = await openDatabase({ dataDir });
  await migrate(database);
  console.log(`embedded: seeding ${CREATORS.toLocaleString('en-US')} demo creators`);
  await loadDemoData((text, params) => database.query(text, params), { creators: CREATORS });
  await database.query('VACUUM ANALYZE');
  return {
    label: `embedded (PGlite, ${CREATORS.toLocaleString('en-US')} creators)`,
    creators: CREATORS,
    query: (text, params) => database.query(text, params),
    close: () => database.close(),
  };
}

async function openServer(url: string): Promise<Target> {
  const options = Object.entries(SESSION_SETTINGS).map(([name, value]) => `-c ${name}=${value}`);
  const client = new pg.Client({ connectionString: url, options: options.join(' ') });
  await client.connect();
  const query: Query = async (text, params) => (await client.query(text, params)).rows;
  const [size] = await query<{ creators: number }>('select count(*)::int as creators from creators');
  const creators = size?.creators ?? 0;
  // A database still being seeded has its rows before its indexes and statistics: its costs would
  // be those of sequential scans and heap fetches, not of the plans'.
  const [ready] = await query<{ indexes: number; visible: number }>(
    `select (select count(*)::int from pg_indexes where tablename = 'creators'
               and indexname in ('creators_document_idx', 'creators_popularity_idx', 'creators_id_filters_idx')) as indexes,
            (select round(100.0 * relallvisible / greatest(relpages, 1))::int from pg_class where relname = 'creators') as visible`,
  );
  if ((ready?.indexes ?? 0) < 3 || (ready?.visible ?? 0) < 50) {
    await client.end();
    throw new Error(
      `not ready: ${ready?.indexes ?? 0} of the 3 indexes measured, ${ready?.visible ?? 0} % of the table all-visible (still seeding? VACUUM ANALYZE creators)`,
    );
  }
  return {
    label: `PostgreSQL ${new URL(url).pathname.slice(1)} (${creators.toLocaleString('en-US')} creators)`,
    creators,
    query,
    close: () => client.end(),
  };
}

function report(label: string, measured: Measured): string {
  const lines = [
    `## ${label}`,
    '',
    '| constant | µs in the code | µs measured | measured / code | what | measured on |',
    '|---|---:|---:|---:|---|---|',
  ];
  for (const [name, { value, what }] of Object.entries(IN_CODE)) {
    const got = measured.values[name] ?? Number.NaN;
    const ratio = got / value;
    lines.push(
      `| ${name} | ${value} | ${got.toFixed(got < 1 ? 3 : 1)} | ${ratio.toFixed(2)}${ratio < 0.5 || ratio > 2 ? ' ⚠' : ''} | ${what} | ${measured.notes[name] ?? ''} |`,
    );
  }
  return lines.join('\n');
}

const started = Date.now();
const [load1, load5] = os.loadavg();
console.log(
  `# Planner cost calibration\n\n${new Date().toISOString()}, ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, ` +
    `load ${load1?.toFixed(1)}/${load5?.toFixed(1)}. Median of ${process.env.CALIBRATE_RUNS ?? 3} runs each; ⚠: off by more than 2 ×.\n`,
);
for (const target of TARGETS) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fanlens-calibrate-'));
  let opened: Target | null = null;
  try {
    opened =
      target === 'embedded'
        ? await openEmbedded(dataDir)
        : await openServer(target.startsWith('pg:') ? target.slice(3) : PG_URL);
    console.log(`${report(opened.label, await measureCosts(opened.query, opened.creators))}\n`);
  } catch (error) {
    console.log(`## ${target}\n\nNot measured: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  } finally {
    await opened?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
console.log(`Done in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
