/**
 * `npm run bench:add-pages`: adds BENCH_ADD_PAGES (default 10,000) creator pages one by one through
 * POST /api/creators of the built server (its own process) on a PostgreSQL database
 * (BENCH_DATABASE_URL, default the 1 M creators' fanlens_bench), each read from a local fake
 * platform that answers profile pages in the Open Graph and ProfilePage JSON-LD shapes; prints the
 * time per add (p50, p95, max) and writes tools/bench/results/add-pages.md. Run the discovery sweep
 * (`BENCH_SCENARIOS=0 npm run bench:discovery`) afterwards: the pages are added for real.
 * The accounts that add them are made through the API and marked confirmed in the database (20 adds
 * a day each); the pages are named `added_<run>_<n>`, so runs do not collide.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import pg from 'pg';
import { CREATORS_ADDED_PER_DAY_CONFIRMED } from '@fanlens/shared';
import { Random } from '../../apps/api/src/demo-data/random';
import { startApi } from './load-processes';

const total = Number(process.env.BENCH_ADD_PAGES ?? 10_000);
const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/fanlens_bench';
const root = path.resolve(import.meta.dirname, '../..');
const run = Date.now().toString(36);
const WORDS = ['luna', 'retro', 'cosplay', 'gaming', 'ink', 'nova', 'pixel', 'echo', 'sage', 'ember', 'atlas', 'coral'];

/** Profile pages for every username asked: Open Graph and ProfilePage JSON-LD, seeded by the name. */
function startFakePlatform(): Promise<{ port: number; close(): void }> {
  const server = http.createServer((request, response) => {
    const [, platform, username] = (request.url ?? '').split('?')[0].split('/');
    if (!platform || !username) {
      response.writeHead(404).end();
      return;
    }
    const random = new Random([...username].reduce((sum, char) => sum * 31 + char.charCodeAt(0), 7) >>> 0);
    const name = `${WORDS[random.int(0, WORDS.length - 1)]} ${WORDS[random.int(0, WORDS.length - 1)]} ${username.slice(-5)}`;
    const jsonLd = {
      '@context': 'https://schema.org',
      '@type': 'ProfilePage',
      mainEntity: {
        '@type': 'Person',
        name,
        description: `${name} posts ${WORDS[random.int(0, WORDS.length - 1)]} sets every week.`,
        interactionStatistic: [
          {
            '@type': 'InteractionCounter',
            interactionType: 'https://schema.org/FollowAction',
            userInteractionCount: random.int(0, 90_000),
          },
          {
            '@type': 'InteractionCounter',
            interactionType: 'https://schema.org/LikeAction',
            userInteractionCount: random.int(0, 900_000),
          },
        ],
        makesOffer: { '@type': 'Offer', price: (random.int(0, 30) + 0.99).toFixed(2), priceCurrency: 'USD' },
      },
    };
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(
      `<!doctype html><html><head><meta property="og:title" content="${name}"><meta property="og:description" content="${name}">` +
        `<script type="application/ld+json">${JSON.stringify(jsonLd)}</script></head><body></body></html>`,
    );
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address() as { port: number };
      resolve({ port: address.port, close: () => server.close() });
    }),
  );
}

async function call(url: string, body: object, headers: Record<string, string> = {}) {
  const started = performance.now();
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, text, ms: performance.now() - started };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

execFileSync('npm', ['run', '-s', 'build'], { cwd: root, stdio: 'inherit' });
const fake = await startFakePlatform();
const template = (platform: string) => `http://127.0.0.1:${fake.port}/${platform}/{username}`;
const api = await startApi(root, {
  PORT: '3920',
  DATABASE_URL: databaseUrl,
  PUBLIC_URL: 'http://127.0.0.1:3920',
  VERIFY_ALLOW_PRIVATE_HOSTS: 'true',
  PLATFORM_URL_ONLYFANS: template('onlyfans'),
  PLATFORM_URL_PATREON: template('patreon'),
  PLATFORM_URL_TWITCH: template('twitch'),
  PLATFORM_READS_PER_MINUTE: '100000',
  RATE_LIMIT_MULTIPLIER: '100000',
});
const db = new pg.Client({ connectionString: databaseUrl });
await db.connect();
try {
  const accounts: Record<string, string>[] = [];
  const needed = Math.ceil(total / CREATORS_ADDED_PER_DAY_CONFIRMED);
  for (let i = 0; i < needed; i += 1) {
    const email = `adder-${run}-${i}@bench.example`;
    const res = await call(`${api.url}/api/auth/register`, { email, password: 'bench-adder-1' });
    if (res.status !== 200) throw new Error(`register: ${res.status} ${res.text}`);
    accounts.push({ authorization: `Bearer ${JSON.parse(res.text).accessToken}` });
    await db.query('update users set email_confirmed_at = now() where email = $1', [email]);
  }
  const platforms = ['onlyfans', 'patreon', 'twitch'];
  const times: number[] = [];
  const started = performance.now();
  for (let n = 0; n < total; n += 1) {
    const res = await call(
      `${api.url}/api/creators`,
      { platform: platforms[n % 3], username: `added_${run}_${n}` },
      accounts[Math.floor(n / CREATORS_ADDED_PER_DAY_CONFIRMED)],
    );
    if (res.status !== 201) throw new Error(`add ${n}: ${res.status} ${res.text}`);
    times.push(res.ms);
    if ((n + 1) % 1000 === 0) console.log(`${n + 1} pages added`);
  }
  const seconds = (performance.now() - started) / 1000;
  const sorted = [...times].sort((a, b) => a - b);
  const { rows } = await db.query(`select count(*)::int as added from creators where added_via = 'add'`);
  const report = [
    '# Adding pages through the API',
    '',
    `${new Date().toISOString().slice(0, 10)} · \`npm run bench:add-pages\` · ${total.toLocaleString('en-US')} pages added one by one (POST /api/creators, each read from a local fake platform) to \`${new URL(databaseUrl).pathname.slice(1)}\`, the built server in its own process.`,
    '',
    `| pages | time | per second | p50 | p95 | max |`,
    '|---|---|---|---|---|---|',
    `| ${total.toLocaleString('en-US')} | ${seconds.toFixed(0)} s | ${(total / seconds).toFixed(1)} | ${percentile(sorted, 50).toFixed(1)} ms | ${percentile(sorted, 95).toFixed(1)} ms | ${sorted.at(-1)?.toFixed(1)} ms |`,
    '',
    `Pages added through the API in the database now: ${rows[0].added.toLocaleString('en-US')}.`,
    '',
  ].join('\n');
  fs.writeFileSync(path.join(root, 'tools/bench/results/add-pages.md'), report);
  console.log(report);
} finally {
  await db.end();
  await api.stop();
  fake.close();
}
