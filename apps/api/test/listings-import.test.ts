import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { ensureStandardCategories } from '../src/db/standard-categories';
import { profileAddress } from '../src/lib/platforms';
import { readImportRecords, type ImportFormat } from '../src/modules/listings/import-records';
import { importCreators, type ImportDeps } from '../src/modules/listings/import-run';
import { ensurePlaces } from '../src/modules/places/place-data';
import { importLineJsonSchema } from '../src/modules/listings/import-line-schema';
import { buildTestApp, type TestApp } from './helpers/app';
import { authAs } from './helpers/factories/reviews';
import { buildUser } from './helpers/factories/users';

/** `npm run creators:import` (modules/listings/import-*.ts, docs/import/README.md). */
let t: TestApp;
let deps: ImportDeps;
const avatarsStored: string[] = [];
beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_MULTIPLIER: '100' });
  await ensureStandardCategories(t.database);
  await ensurePlaces(t.database);
  deps = {
    database: t.database,
    profileUrl: (platform, username) => profileAddress(t.config.platformUrls[platform], username),
    // The readers' own avatar store is tested with the platform readers; here what was asked is kept.
    storeAvatar: async (url) => {
      avatarsStored.push(url);
      return { status: 'stored', url: `/uploads/creators/${avatarsStored.length}.webp` };
    },
    changes: t.app.services.changes,
  };
}, 120_000);
afterAll(async () => t?.close());

const DOCS = new URL('../../../docs/import/', import.meta.url);

const run = (text: string, format: ImportFormat = 'jsonl', options = {}) =>
  importCreators(deps, readImportRecords(Readable.from([text]), format), { dryRun: false, alerts: true, ...options });

const pageOf = async (database: Database, username: string) => {
  const [row] = await database.query<Record<string, unknown>>(
    `select id, username, platform, name, bio, price_cents, promo_price_cents, subscribers, likes, tags, category_ids,
            location, lat, lon, gender, nsfw, added_via, links, avatar from creators where lower(username) = lower($1)`,
    [username],
  );
  return row;
};

const FILE = [
  '{"platform":"onlyfans","username":"imp_alpha","name":"Alpha Import","price":900,"counters":{"subscribers":10},"categories":["cosplay"],"location":"Madrid, Spain"}',
  '{"platform":"onlyfans","username":"imp_beta","price":-5}',
  '',
  '{"platform":"twitch","username":"imp_gamma","categories":["cosplay"]}',
  'this is not json',
  '{"platform":"patreon","username":"imp_delta","colour":"blue"}',
  '{"platform":"twitch","username":"imp_epsilon","name":"Epsilon","tags":["speedrun"],"categories":["speedrunning"],"links":{"twitch":"https://twitch.tv/imp_epsilon"}}',
  '{"platform":"onlyfans","username":"imp_zeta","price":500,"promoPrice":700}',
].join('\n');

describe('importing a data file', () => {
  it('loads the good lines and names the number, field and message of each bad one', async () => {
    const summary = await run(FILE);
    expect(summary).toMatchObject({ lines: 7, created: 2, updated: 0, unchanged: 0, rejected: 5 });
    expect(summary.problems).toEqual([
      { line: 2, field: 'price', message: 'Must be at least 0' },
      { line: 4, field: 'categories', message: 'No twitch category has the slug "cosplay"' },
      { line: 5, field: 'line', message: 'Not a JSON object' },
      { line: 6, field: 'colour', message: 'Unknown field: colour' },
      { line: 8, field: 'promoPrice', message: 'The promo price must be below the price' },
    ]);
    expect(await pageOf(t.database, 'imp_alpha')).toMatchObject({
      name: 'Alpha Import',
      platform: 'onlyfans',
      price_cents: 900,
      subscribers: 10,
      location: 'Madrid, Spain',
      added_via: 'import',
    });
    const alpha = await pageOf(t.database, 'imp_alpha');
    expect(alpha.lat).toBeCloseTo(40.4, 0);
    expect(await pageOf(t.database, 'imp_epsilon')).toMatchObject({ name: 'Epsilon', tags: ['speedrun'] });
    expect(await pageOf(t.database, 'imp_beta')).toBeUndefined();
    // Searchable at once, in its category's facet count too.
    const found = (await t.app.inject({ url: '/api/creators?search=epsilon' })).json();
    expect(found.results.map((item: { username: string }) => item.username)).toContain('imp_epsilon');
  });

  it('changes nothing on a second run of the same file', async () => {
    const before = await t.database.query('select id, updated_at from creators order by id');
    const history = await t.database.query('select count(*)::int as n from creator_price_history');
    const summary = await run(FILE);
    expect(summary).toMatchObject({ created: 0, updated: 0, unchanged: 2, rejected: 5 });
    expect(await t.database.query('select id, updated_at from creators order by id')).toEqual(before);
    expect(await t.database.query('select count(*)::int as n from creator_price_history')).toEqual(history);
  });

  it('keeps what the verified creator edited, and records a price change with its alert', async () => {
    await run(
      '{"platform":"onlyfans","username":"imp_owned","name":"Platform Name","price":1000,"bio":"From the feed"}',
    );
    const owned = await pageOf(t.database, 'imp_owned');
    const owner = await buildUser(t.database);
    await t.database.query('update creators set user_id = $2, verified = true, verified_at = now() where id = $1', [
      owned.id,
      owner.id,
    ]);
    const edit = await t.app.inject({
      method: 'PATCH',
      url: `/api/creators/${owned.id}`,
      headers: await authAs(t.app, owner.id),
      payload: { name: 'My Own Name' },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const follower = await buildUser(t.database);
    await t.database.query('insert into favorites (user_id, creator_id) values ($1, $2)', [follower.id, owned.id]);

    const summary = await run(
      '{"platform":"onlyfans","username":"IMP_OWNED","name":"Feed Name","bio":"New bio","price":500}',
    );
    expect(summary).toMatchObject({ updated: 1, rejected: 0 });
    expect(await pageOf(t.database, 'imp_owned')).toMatchObject({
      name: 'My Own Name',
      bio: 'New bio',
      price_cents: 500,
    });
    const points = await t.database.query<{ price_cents: number }>(
      'select price_cents from creator_price_history where creator_id = $1 order by changed_at, id',
      [owned.id],
    );
    expect(points.map((point) => point.price_cents)).toEqual([1000, 500]);
    const events = await t.database.query('select kind from price_events where creator_id = $1', [owned.id]);
    expect(events).toEqual([{ kind: 'price_drop' }]);

    // --no-alerts: the history, no event.
    await run('{"platform":"onlyfans","username":"imp_owned","price":400}', 'jsonl', { alerts: false });
    expect(await t.database.query('select kind from price_events where creator_id = $1', [owned.id])).toHaveLength(1);
  });

  it('writes batches side by side, a page named in two of them included', async () => {
    const lines = [
      '{"platform":"onlyfans","username":"imp_twice","name":"First Spelling"}',
      '{"platform":"onlyfans","username":"imp_side_a"}',
      '{"platform":"onlyfans","username":"IMP_TWICE","name":"Second Spelling"}',
      '{"platform":"onlyfans","username":"imp_side_b"}',
      '{"platform":"onlyfans","username":"imp_side_c"}',
      '{"platform":"onlyfans","username":"imp_side_d"}',
    ].join('\n');
    const summary = await run(lines, 'jsonl', { batchSize: 2 });
    expect(summary).toMatchObject({ lines: 6, created: 5, updated: 1, rejected: 0 });
    expect(await pageOf(t.database, 'imp_twice')).toMatchObject({ name: 'Second Spelling' });
  });

  it('reads CSV with the same names as columns, and a dry run writes nothing', async () => {
    const csv = [
      'platform,username,name,price,counters.subscribers,links.instagram,tags,categories,nsfw',
      'twitch,imp_csv_one,Csv One,,250,https://instagram.com/imp_csv_one,retro|speedrun,retro-games|speedrunning,false',
      'twitch,imp_csv_two,Csv Two,abc,,,,,',
      'twitch,imp_csv_three,"Unclosed',
    ].join('\n');
    const dry = await run(csv, 'csv', { dryRun: true });
    expect(dry).toMatchObject({ created: 1, rejected: 2 });
    expect(await pageOf(t.database, 'imp_csv_one')).toBeUndefined();
    const summary = await run(csv, 'csv');
    expect(summary).toMatchObject({ created: 1, rejected: 2 });
    expect(summary.problems.map((problem) => [problem.line, problem.field])).toEqual([
      [3, 'price'],
      [4, 'line'],
    ]);
    expect(await pageOf(t.database, 'imp_csv_one')).toMatchObject({
      name: 'Csv One',
      subscribers: 250,
      tags: ['retro', 'speedrun'],
      nsfw: false,
      links: expect.objectContaining({ instagram: 'https://instagram.com/imp_csv_one' }),
    });
  });

  it('fetches an avatar once per address, and refuses a username that is another platform’s page', async () => {
    const line = (avatar: string) =>
      `{"platform":"patreon","username":"imp_pictured","avatarUrl":"https://c10.patreonusercontent.com/${avatar}.png"}`;
    await run(line('a'));
    await run(line('a'));
    expect(avatarsStored.filter((url) => url.endsWith('/a.png'))).toHaveLength(1);
    await run(line('b'));
    expect((await pageOf(t.database, 'imp_pictured')).avatar).toBe(`/uploads/creators/${avatarsStored.length}.webp`);

    const clash = await run('{"platform":"twitch","username":"imp_pictured"}');
    expect(clash).toMatchObject({ created: 0, rejected: 1 });
    expect(clash.problems[0]).toMatchObject({ line: 1, field: 'username' });
  });
});

describe('the documented format', () => {
  it('has a JSON Schema that is the importer’s own check (npm run docs:import-schema writes it)', () => {
    const committed = JSON.parse(fs.readFileSync(new URL('creator-line.schema.json', DOCS), 'utf8'));
    expect(committed).toEqual(importLineJsonSchema());
  });

  it('loads both example files through the command, and the second run changes nothing', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fanlens-import-'));
    const root = fileURLToPath(new URL('../../../', import.meta.url));
    const command = (file: string) =>
      promisify(execFile)('npm', ['run', '-s', 'creators:import', '--', file], {
        cwd: root,
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '' },
      });
    try {
      for (const file of ['example.jsonl', 'example.csv']) {
        const first = await command(path.join(root, 'docs/import', file));
        expect(first.stdout, file).toMatch(
          file.endsWith('jsonl') ? /created 3, updated 0, unchanged 0, rejected 0/ : /rejected 0/,
        );
        const again = await command(path.join(root, 'docs/import', file));
        expect(again.stdout, file).toMatch(/created 0, updated 0, unchanged 3, rejected 0/);
      }
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 180_000);
});
