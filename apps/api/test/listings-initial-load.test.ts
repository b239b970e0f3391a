import { Readable } from 'node:stream';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { migrate } from '../src/db/migrate';
import { ensureStandardCategories } from '../src/db/standard-categories';
import { profileAddress } from '../src/lib/platforms';
import { readImportRecords } from '../src/modules/listings/import-records';
import { importCreators } from '../src/modules/listings/import-run';
import {
  INITIAL_LOAD_MIN_BYTES,
  isInitialLoad,
  withIndexesAndCountsBuiltAfter,
} from '../src/modules/listings/initial-load';
import { buildTestApp, type TestApp } from './helpers/app';
import { unheardChanges } from '../src/lib/changes/change-recorder';

/**
 * An import into a site without pages builds the creators table's order indexes, and its counts and
 * word lists, once, at the end (initial-load.ts, migration 0044).
 */
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
      changes: unheardChanges,
    },
    readImportRecords(Readable.from([lines.join('\n')]), 'jsonl'),
    { dryRun: false, alerts: false },
  );

it('takes only a large file, written for real, into a site without pages for an initial load', async () => {
  expect(await isInitialLoad(t.database, INITIAL_LOAD_MIN_BYTES, false)).toBe(true);
  expect(await isInitialLoad(t.database, INITIAL_LOAD_MIN_BYTES - 1, false)).toBe(false);
  expect(await isInitialLoad(t.database, INITIAL_LOAD_MIN_BYTES, true)).toBe(false);
});

/** Triggers of creators and creator_categories that are turned off. */
const offTriggers = async () =>
  (
    await t.database.query<{ tgname: string }>(
      `select tgname from pg_trigger where tgrelid in ('creators'::regclass, 'creator_categories'::regclass)
         and not tgisinternal and tgenabled = 'D' order by 1`,
    )
  ).map((row) => row.tgname);

/** What the derived tables hold about the loaded pages, and what a count of the rows gives. */
async function derivedState() {
  const [row] = await t.database.query<Record<string, number | boolean>>(
    `select (select coalesce(sum(count), 0)::int from creator_facet_counts where category_id = 0) as facet_all,
            (select count(*)::int from creators where removed_at is null) as listed,
            (select coalesce(sum(f.count), 0)::int from creator_facet_counts f join categories k on k.id = f.category_id
              where k.slug = 'speedrunning') as facet_speedrunning,
            (select count(*)::int from creator_categories cc join categories k on k.id = cc.category_id
              where k.slug = 'speedrunning') as linked_speedrunning,
            (select coalesce(sum(count), 0)::int from creator_deal_counts where category_id = 0) as deals,
            exists (select 1 from search_words where word = 'zephyrine') as name_word,
            not exists (select 1 from creators c, discovery_dictionary_words(c.username, c.name) w
                        where w not in (select word from search_words)) as every_username_word,
            exists (select 1 from document_lexemes where word = 'quetzalline') as bio_word`,
  );
  return row;
}

it('loads without the order indexes and count triggers, keeping the unique ones, and builds them all again after', async () => {
  const before = await creatorIndexes();
  const countsBefore = await derivedState();
  const built: string[] = [];
  const summary = await withIndexesAndCountsBuiltAfter(
    t.database,
    async () => {
      const during = await creatorIndexes();
      expect(during.some((definition) => definition.includes('creators_username_lower_key'))).toBe(true);
      expect(during.some((definition) => definition.includes('creators_popularity_idx'))).toBe(false);
      expect(during.some((definition) => definition.includes('creators_document_idx'))).toBe(false);
      expect(await offTriggers()).toContain('discovery_creators_inserted');
      const loaded = await load([
        '{"platform":"onlyfans","username":"first_load_a","name":"Zephyrine Load","bio":"quetzalline","price":999,"promoPrice":499,"promoEndsAt":"2099-01-01T00:00:00Z","counters":{"subscribers":40}}',
        '{"platform":"twitch","username":"first_load_b","categories":["speedrunning"]}',
      ]);
      // Off while loading: the counts have not moved yet.
      expect(await derivedState()).toMatchObject({
        facet_all: countsBefore.facet_all,
        facet_speedrunning: countsBefore.facet_speedrunning,
        deals: countsBefore.deals,
        name_word: false,
        every_username_word: false,
        bio_word: false,
      });
      return loaded;
    },
    (done, total) => built.push(`${done}/${total}`),
  );
  expect(summary.problems).toEqual([]);
  expect(summary).toMatchObject({ created: 2, rejected: 0 });
  expect(await creatorIndexes()).toEqual(before);
  expect(built[0]).toBe(`0/${before.length - (await uniqueCount()) + 1}`);
  expect(await offTriggers()).toEqual([]);
  const after = await derivedState();
  expect(after).toEqual({
    facet_all: after.listed,
    listed: Number(countsBefore.listed) + 2,
    facet_speedrunning: after.linked_speedrunning,
    linked_speedrunning: Number(countsBefore.linked_speedrunning) + 1,
    deals: Number(countsBefore.deals) + 1,
    name_word: true,
    every_username_word: true,
    bio_word: true,
  });
  const [page] = await t.database.query<{ subscribers: number }>(
    `select subscribers from creators where lower(username) = 'first_load_a'`,
  );
  expect(page?.subscribers).toBe(40);
});

it('builds them after a failed load too, and when a start repaired them meanwhile', async () => {
  const before = await creatorIndexes();
  await expect(
    withIndexesAndCountsBuiltAfter(
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
  expect(await offTriggers()).toEqual([]);
});

/** The unique indexes and the primary key, which an initial load keeps. */
async function uniqueCount(): Promise<number> {
  const [row] = await t.database.query<{ count: number }>(
    `select count(*)::int as count from pg_index where indrelid = 'creators'::regclass and indisunique`,
  );
  return row.count;
}
