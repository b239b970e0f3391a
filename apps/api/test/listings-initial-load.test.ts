import { Readable } from 'node:stream';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { migrate } from '../src/db/migrate';
import { ensureStandardCategories } from '../src/db/standard-categories';
import { profileAddress } from '../src/lib/platforms';
import { readImportRecords } from '../src/modules/listings/import-records';
import { importCreators } from '../src/modules/listings/import-run';
import { INITIAL_LOAD_MIN_BYTES, isInitialLoad, withIndexesBuiltAfter } from '../src/modules/listings/initial-load';
import { buildTestApp, type TestApp } from './helpers/app';

/** An import into a site without pages builds the creators table's order indexes once, at the end (initial-load.ts). */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await ensureStandardCategories(t.database);
}, 120_000);
afterAll(async () => t?.close());

/** The indexes of the creators table, as SQL. */
const creatorIndexes = async () =>
  (
    await t.database.query<{ indexdef: string }>(
      `select indexdef from pg_indexes where schemaname = current_schema() and tablename = 'creators' order by 1`,
    )
  ).map((row) => row.indexdef);

const load = (lines: string[]) =>
  importCreators(
    {
      database: t.database,
      profileUrl: (platform, username) => profileAddress(t.config.platformUrls[platform], username),
      storeAvatar: async () => ({ status: 'stored', url: '/uploads/creators/1.webp' }),
      invalidate: async () => undefined,
    },
    readImportRecords(Readable.from([lines.join('\n')]), 'jsonl'),
    { dryRun: false, alerts: false },
  );

it('takes only a large file, written for real, into a site without pages for an initial load', async () => {
  expect(await isInitialLoad(t.database, INITIAL_LOAD_MIN_BYTES, false)).toBe(true);
  expect(await isInitialLoad(t.database, INITIAL_LOAD_MIN_BYTES - 1, false)).toBe(false);
  expect(await isInitialLoad(t.database, INITIAL_LOAD_MIN_BYTES, true)).toBe(false);
});

it('loads without the order indexes, keeping the unique ones, and builds them all again after', async () => {
  const before = await creatorIndexes();
  const built: string[] = [];
  const summary = await withIndexesBuiltAfter(
    t.database,
    async () => {
      const during = await creatorIndexes();
      expect(during.some((definition) => definition.includes('creators_username_lower_key'))).toBe(true);
      expect(during.some((definition) => definition.includes('creators_popularity_idx'))).toBe(false);
      expect(during.some((definition) => definition.includes('creators_document_idx'))).toBe(false);
      return load([
        '{"platform":"onlyfans","username":"first_load_a","name":"First Load","counters":{"subscribers":40}}',
        '{"platform":"twitch","username":"first_load_b","categories":["speedrunning"]}',
      ]);
    },
    (done, total) => built.push(`${done}/${total}`),
  );
  expect(summary.problems).toEqual([]);
  expect(summary).toMatchObject({ created: 2, rejected: 0 });
  expect(await creatorIndexes()).toEqual(before);
  expect(built[0]).toBe(`0/${before.length - (await uniqueCount())}`);
  const [page] = await t.database.query<{ subscribers: number }>(
    `select subscribers from creators where lower(username) = 'first_load_a'`,
  );
  expect(page?.subscribers).toBe(40);
});

it('builds them after a failed load too, and when a start repaired them meanwhile', async () => {
  const before = await creatorIndexes();
  await expect(
    withIndexesBuiltAfter(
      t.database,
      async () => {
        await migrate(t.database); // a server starting during the load finishes the journal's restore
        throw new Error('the file could not be read');
      },
      () => undefined,
    ),
  ).rejects.toThrow('the file could not be read');
  expect(await creatorIndexes()).toEqual(before);
  const [journal] = await t.database.query<{ present: boolean }>(
    `select to_regclass('demo_load_restore') is not null as present`,
  );
  expect(journal.present).toBe(false);
});

/** The unique indexes and the primary key, which an initial load keeps. */
async function uniqueCount(): Promise<number> {
  const [row] = await t.database.query<{ count: number }>(
    `select count(*)::int as count from pg_index where indrelid = 'creators'::regclass and indisunique`,
  );
  return row.count;
}
