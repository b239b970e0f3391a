/**
 * Page benchmark: `npm run bench:pages` against a started product (`npm start`; BENCH_URL,
 * default http://localhost:3000). Runs Lighthouse (mobile preset, default simulated throttling) in
 * Chromium (CHROMIUM_PATH, default /usr/bin/chromium) on the home page, `/search?search=a` and the
 * creator page with the most reviews, BENCH_RUNS times each (default 5), and prints for each page
 * the median run as Lighthouse chooses it (closest to the median FCP and time to interactive): the
 * four category scores, FCP, LCP, TBT, CLS and the JavaScript the page loaded (transferred bytes,
 * i.e. compressed), with the lowest and highest performance score of all runs. A run Lighthouse
 * could not complete (a runtime error such as NO_NAVSTART) is run again and named in the report.
 * BENCH_LANGUAGE (es, de) measures the pages in that language (sent as the language cookie).
 * Writes tools/bench/results/pages.md (pages-<language>.md). A benchmark, not a test: it asserts nothing.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launch } from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { DEFAULT_LANGUAGE, LANGUAGES, LANGUAGE_COOKIE, isLanguage } from '@fanlens/shared';

const BASE = (process.env.BENCH_URL ?? 'http://localhost:3000').replace(/\/+$/, '');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const LANGUAGE = process.env.BENCH_LANGUAGE ?? DEFAULT_LANGUAGE;
if (!isLanguage(LANGUAGE)) throw new Error(`BENCH_LANGUAGE must be one of ${LANGUAGES.join(', ')}`);
const RESULTS =
  process.env.BENCH_OUTPUT ??
  path.join(
    path.dirname(fileURLToPath(import.meta.url)),
    'results',
    LANGUAGE === DEFAULT_LANGUAGE ? 'pages.md' : `pages-${LANGUAGE}.md`,
  );
const FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
// One Lighthouse run varies (the page's start-up tasks are timed on a shared machine): several
// runs, and the median one, as Lighthouse's documentation recommends.
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 5));
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

interface PageResult {
  path: string;
  scores: Record<(typeof CATEGORIES)[number], number>;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsBytes: number;
  failed: string[];
  /** Lowest and highest performance score over the runs. */
  performanceRange: [number, number];
  /** Runtime errors of runs Lighthouse could not complete (run again, not counted). */
  retried: string[];
}

async function creatorPath(): Promise<string> {
  const res = await fetch(`${BASE}/api/creators?sort=reviews&limit=1&nsfw=false`);
  const body = (await res.json()) as { results: { username: string }[] };
  const username = body.results[0]?.username;
  if (!username) throw new Error('No creator to measure: start the product with demo data');
  return `/${encodeURIComponent(username)}`;
}

interface NetworkRequest {
  resourceType?: string;
  transferSize?: number;
}

/** A run Lighthouse could not complete (its trace lost the navigation: NO_NAVSTART, NO_FCP) is run again. */
const MAX_ATTEMPTS = 3;

async function run(port: number, pagePath: string): Promise<{ lhr: Result; retried: string[] }> {
  const retried: string[] = [];
  for (let attempt = 1; ; attempt += 1) {
    const runner = await lighthouse(`${BASE}${pagePath}`, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
      ...(LANGUAGE === DEFAULT_LANGUAGE ? {} : { extraHeaders: { Cookie: `${LANGUAGE_COOKIE}=${LANGUAGE}` } }),
    });
    if (!runner) throw new Error(`Lighthouse gave no result for ${pagePath}`);
    const error = runner.lhr.runtimeError;
    if (!error) return { lhr: runner.lhr, retried };
    if (attempt === MAX_ATTEMPTS) throw new Error(`Lighthouse failed on ${pagePath}: ${error.code} ${error.message}`);
    retried.push(error.code);
  }
}

const performanceOf = (lhr: Result) => Math.round((lhr.categories.performance?.score ?? 0) * 100);

async function measure(port: number, pagePath: string): Promise<PageResult> {
  const runs: Result[] = [];
  const retried: string[] = [];
  for (let index = 0; index < RUNS; index += 1) {
    const result = await run(port, pagePath);
    runs.push(result.lhr);
    retried.push(...result.retried);
  }
  const lhr = computeMedianRun(runs);
  const scores = runs.map(performanceOf);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests = ((lhr.audits['network-requests']?.details as { items?: NetworkRequest[] } | undefined)?.items ??
    []) as NetworkRequest[];
  const jsBytes = requests
    .filter((request) => request.resourceType === 'Script')
    .reduce((sum, request) => sum + (request.transferSize ?? 0), 0);
  const failed = Object.values(lhr.audits)
    .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary')
    .map((audit) => audit.id);
  return {
    path: pagePath,
    scores: Object.fromEntries(
      CATEGORIES.map((category) => [category, Math.round((lhr.categories[category]?.score ?? 0) * 100)]),
    ) as PageResult['scores'],
    fcpMs: numeric('first-contentful-paint'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    jsBytes,
    failed,
    performanceRange: [Math.min(...scores), Math.max(...scores)],
    retried,
  };
}

function report(results: PageResult[]): string {
  const load = os.loadavg().map((value) => value.toFixed(2));
  const lines = [
    `# Pages benchmark (Lighthouse, mobile preset)${LANGUAGE === DEFAULT_LANGUAGE ? '' : `, pages in ${LANGUAGE}`}`,
    '',
    `Run ${new Date().toISOString()} against ${BASE}; ${os.cpus().length} CPUs, load average ${load.join(' / ')}.`,
    `Each page ${RUNS} times; the figures are the median run's (Lighthouse's choice), with the range of the performance score over all runs.`,
    '',
    '| page | performance | (range) | accessibility | best practices | SEO | FCP | LCP | TBT | CLS | JS loaded (compressed) |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
    ...results.map(
      (r) =>
        `| \`${r.path}\` | ${r.scores.performance} | ${r.performanceRange.join('–')} | ${r.scores.accessibility} | ${r.scores['best-practices']} | ` +
        `${r.scores.seo} | ${(r.fcpMs / 1000).toFixed(2)} s | ${(r.lcpMs / 1000).toFixed(2)} s | ` +
        `${Math.round(r.tbtMs)} ms | ${r.cls.toFixed(3)} | ${(r.jsBytes / 1024).toFixed(1)} KB |`,
    ),
    '',
    ...results.map((r) => `- failed audits on \`${r.path}\`: ${r.failed.length ? r.failed.join(', ') : 'none'}`),
    ...results
      .filter((r) => r.retried.length > 0)
      .map((r) => `- runs of \`${r.path}\` Lighthouse could not complete, run again: ${r.retried.join(', ')}`),
    '',
  ];
  return lines.join('\n');
}

const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: FLAGS });
try {
  const results: PageResult[] = [];
  for (const pagePath of ['/', '/search?search=a', await creatorPath()]) {
    results.push(await measure(chrome.port, pagePath));
  }
  const text = report(results);
  fs.mkdirSync(path.dirname(RESULTS), { recursive: true });
  fs.writeFileSync(RESULTS, text);
  console.log(text);
} finally {
  chrome.kill();
}
