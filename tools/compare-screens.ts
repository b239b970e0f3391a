/**
 * `npm run compare:screens -- <ref> [--creators 120] [--tolerance 0.001] [--port 3220] [--only home,creator] [--keep]`
 *
 * Proves that a change to the web's styles changes nothing on screen: builds the product at git
 * ref <ref> (in a temporary worktree whose node_modules link to this checkout's) and this working
 * tree, starts each on a fresh embedded database with the same deterministic demo data, takes a
 * full-page screenshot of every public page at 412 px and 1280 px in Chromium, and compares the
 * pixels. Prints one row a page and width with the share of pixels that differ, writes the
 * screenshots and a diff image of each differing page under a temporary folder, and exits 1 when
 * any page differs by more than the tolerance (a share of its pixels). A page over the tolerance is
 * taken again from both sides (twice at most): on a busy machine a page may render a pixel off
 * once, where a real change differs every time.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Browser } from '@playwright/test';
import sharp from 'sharp';
import e2eConfig from '../e2e/playwright.config';
import { checkOutRef } from './worktree';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    creators: { type: 'string', default: '120' },
    tolerance: { type: 'string', default: '0.001' },
    port: { type: 'string', default: '3220' },
    keep: { type: 'boolean', default: false },
    /** Only these pages (names of the table, comma-separated). */
    only: { type: 'string' },
  },
});
const ref = positionals[0] ?? 'main';
const tolerance = Number(values.tolerance);
const basePort = Number(values.port);
const repo = execFileSync('git', ['rev-parse', '--show-toplevel'], { encoding: 'utf8' }).trim();
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'fanlens-screens-'));
const WIDTHS = [412, 1280];
/** A channel that moves by this much or less is the same pixel (anti-aliasing and rounding). */
const CHANNEL_NOISE = 8;
/**
 * Nothing moves while a page is taken: no animation, transition or blinking caret. The splash is
 * left alone: its fade's end state (hidden) is an animation's, and it may still be in the page.
 */
const STILL_CSS =
  ':not(.splash), ::before, ::after { animation: none !important; transition: none !important; caret-color: transparent !important; }';
/** A page over the tolerance is taken again from both sides, this many times at the most. */
const RETAKES = 2;

/** A tree to build and serve: this checkout, or the worktree of `ref`. */
interface Side {
  name: string;
  root: string;
  port: number;
  server?: ChildProcess;
}

function run(command: string, args: string[], cwd: string) {
  execFileSync(command, args, { cwd, stdio: ['ignore', 'ignore', 'inherit'] });
}

/** The side of `ref`: its worktree beside this checkout. */
function checkOutSide(): Side {
  return { name: ref, root: checkOutRef(repo, ref, path.join(work, 'ref')).root, port: basePort };
}

async function start(side: Side) {
  const dataDir = path.join(work, `data-${side.port}`);
  fs.mkdirSync(dataDir);
  const origin = `http://127.0.0.1:${side.port}`;
  // The embedded database and no shared cache: nothing of this machine's servers.
  const { DATABASE_URL: _database, DATABASE_READ_URL: _replicas, REDIS_URL: _redis, ...inherited } = process.env;
  side.server = spawn(process.execPath, ['apps/api/dist/server.js'], {
    cwd: side.root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...inherited,
      DATA_DIR: dataDir,
      PORT: String(side.port),
      HOST: '127.0.0.1',
      PUBLIC_URL: origin,
      SEED_CREATORS: values.creators,
      RATE_LIMIT_MULTIPLIER: '50',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
    },
  });
  const deadline = Date.now() + 600_000;
  while (Date.now() < deadline) {
    if (side.server.exitCode !== null) throw new Error(`${side.name}: the server exited (${side.server.exitCode})`);
    const ok = await fetch(`${origin}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return origin;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`${side.name}: the server did not answer in 10 minutes`);
}

async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return (await response.json()) as T;
}

/** Every public page, with a creator and a category of the demo data (the same on both sides). */
async function publicPages(origin: string): Promise<[name: string, path: string][]> {
  const creators = await getJson<{ results: { username: string }[] }>(`${origin}/api/creators?limit=1`);
  const categories = await getJson<{ results: { slug: string }[] }>(`${origin}/api/categories`);
  const username = creators.results[0]?.username;
  const category = categories.results[0]?.slug;
  if (!username || !category) throw new Error('the demo data has no creator or no category');
  return [
    ['home', '/'],
    ['search', '/search'],
    ['search-query', '/search?search=yoga'],
    ['creator', `/${encodeURIComponent(username)}`],
    ['categories', '/categories'],
    ['best', '/best'],
    ['best-category', `/best/${encodeURIComponent(category)}`],
    ['deals', '/deals'],
    ['for-creators', '/creators'],
    ['transparency', '/transparency'],
    ['about', '/about'],
    ['privacy', '/privacy'],
    ['terms', '/terms'],
    ['sign-in', '/sign-in'],
    ['sign-up', '/sign-up'],
    ['forgot-password', '/forgot-password'],
    ['reset-password', '/reset-password'],
    ['error', '/error'],
    ['not-found', '/creators/no-such-creator-page'],
  ];
}

async function screenshot(browser: Browser, origin: string, pagePath: string, width: number, file: string) {
  const context = await browser.newContext({
    viewport: { width, height: 900 },
    deviceScaleFactor: 1,
    reducedMotion: 'reduce',
    locale: 'en-US',
    timezoneId: 'UTC',
  });
  const page = await context.newPage();
  await page.goto(origin + pagePath, { waitUntil: 'networkidle' });
  // The start-up splash fades out over the rendered page first (its animation must run to its end).
  await page.getByTestId('splash').waitFor({ state: 'hidden' });
  await page.addStyleTag({ content: STILL_CSS });
  // Lazy images below the fold load on the way down; the page is then taken from the top.
  await page.evaluate(`(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    window.scrollTo(0, 0);
  })()`);
  await page.waitForLoadState('networkidle');
  await page.evaluate('document.fonts.ready');
  // Taken until two shots in a row are the same: a page still settling (a slider placing its
  // cards, a late image) is not a difference.
  const options = { fullPage: true, animations: 'disabled', caret: 'hide' } as const;
  let shot = await page.screenshot(options);
  for (let attempt = 0; attempt < 5; attempt++) {
    await page.waitForTimeout(300);
    const again = await page.screenshot(options);
    if (again.equals(shot)) break;
    shot = again;
  }
  fs.writeFileSync(file, shot);
  await context.close();
}

/** The share of pixels that differ (a size difference counts whole), and a diff image when any do. */
async function compare(before: string, after: string, diffFile: string) {
  const [a, b] = await Promise.all(
    [before, after].map((file) => sharp(file).ensureAlpha().raw().toBuffer({ resolveWithObject: true })),
  );
  const width = Math.max(a!.info.width, b!.info.width);
  const height = Math.max(a!.info.height, b!.info.height);
  const diff = Buffer.alloc(width * height * 4);
  let differing = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const out = (y * width + x) * 4;
      const inA = x < a!.info.width && y < a!.info.height;
      const inB = x < b!.info.width && y < b!.info.height;
      const pa = (y * a!.info.width + x) * 4;
      const pb = (y * b!.info.width + x) * 4;
      let same = inA && inB;
      for (let c = 0; same && c < 3; c++) same = Math.abs(a!.data[pa + c]! - b!.data[pb + c]!) <= CHANNEL_NOISE;
      if (same) {
        // The page, faded, so the differing pixels stand out in red.
        const grey = Math.round((b!.data[pb]! + b!.data[pb + 1]! + b!.data[pb + 2]!) / 3 / 3);
        diff.fill(grey, out, out + 3);
      } else {
        differing++;
        diff[out] = 255;
      }
      diff[out + 3] = 255;
    }
  }
  if (differing > 0)
    await sharp(diff, { raw: { width, height, channels: 4 } })
      .png()
      .toFile(diffFile);
  return {
    share: differing / (width * height),
    size: `${a!.info.width}x${a!.info.height}`,
    sameSize: a!.info.height === b!.info.height,
  };
}

async function takeAndCompare(
  browser: Browser,
  before: string,
  after: string,
  pagePath: string,
  width: number,
  file: (label: string) => string,
) {
  await screenshot(browser, before, pagePath, width, file('before'));
  await screenshot(browser, after, pagePath, width, file('after'));
  fs.rmSync(file('diff'), { force: true });
  return compare(file('before'), file('after'), file('diff'));
}

const sides: Side[] = [];
let failed = false;
try {
  const before = checkOutSide();
  const after: Side = { name: 'working tree', root: repo, port: basePort + 2 };
  sides.push(before, after);
  for (const side of sides) {
    console.log(`building ${side.name}…`);
    run('npm', ['run', 'build'], side.root);
  }
  console.log(`starting both on fresh embedded databases (${values.creators} demo creators)…`);
  const [originBefore, originAfter] = await Promise.all(sides.map(start));
  const only = values.only?.split(',');
  const pages = (await publicPages(originBefore!)).filter(([name]) => !only || only.includes(name));
  // The browser of the e2e tests (/usr/bin/chromium, its flags).
  const browser = await chromium.launch(e2eConfig.use?.launchOptions);
  const shots = path.join(work, 'shots');
  fs.mkdirSync(shots);
  console.log(`\n${'page'.padEnd(18)} ${'width'.padStart(5)}  ${'size'.padEnd(11)} differing`);
  for (const [name, pagePath] of pages) {
    for (const width of WIDTHS) {
      const file = (label: string) => path.join(shots, `${name}-${width}-${label}.png`);
      // A page still loading on a busy machine can render a pixel off; a real change differs every time.
      let result = await takeAndCompare(browser, originBefore!, originAfter!, pagePath, width, file);
      for (let retake = 0; retake < RETAKES && result.share > tolerance; retake++) {
        result = await takeAndCompare(browser, originBefore!, originAfter!, pagePath, width, file);
      }
      const over = result.share > tolerance;
      failed ||= over;
      const note = result.sameSize ? '' : ' (height changed)';
      console.log(
        `${name.padEnd(18)} ${String(width).padStart(5)}  ${result.size.padEnd(11)} ${(result.share * 100).toFixed(3)} %${note}${over ? '  OVER' : ''}`,
      );
    }
  }
  await browser.close();
  console.log(`\nscreenshots and diffs: ${shots}`);
  console.log(failed ? `some pages differ by more than ${tolerance * 100} %` : 'no page differs');
} catch (error) {
  console.error(error);
  failed = true;
} finally {
  for (const side of sides) {
    if (!side.server || side.server.exitCode !== null) continue;
    side.server.kill('SIGTERM');
    await new Promise((resolve) => side.server!.once('exit', resolve));
  }
  if (sides[0]) run('git', ['worktree', 'remove', '--force', sides[0].root], repo);
  if (!values.keep) {
    for (const entry of fs.readdirSync(work))
      if (entry !== 'shots') fs.rmSync(path.join(work, entry), { recursive: true, force: true });
  }
}
process.exit(failed ? 1 : 0);
