import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEAL_SORTS } from '@fanlens/shared';
import { sweepLapsedPromos } from '../src/modules/creator-tools/promo-sweep';
import { dealPageIds, type DealFilter } from '../src/modules/deals/queries';
import { dealPlanOf } from '../src/modules/deals/service';
import { buildTestApp, type TestApp } from './helpers/app';
import { buildCategory, buildCreator } from './helpers/factories/creators';

/**
 * GET /deals takes its count from creator_deal_counts (migration 0031, kept by triggers) less the
 * lapsed promotions not yet swept. The count must stay exact whatever writes the creators: known
 * answers over a small world, the same number as the listed deals, and the table equal to a recount
 * after every kind of write.
 */
let t: TestApp;
const DAY = 86_400_000;
const ids: Record<string, number> = {};
const cat: Record<string, { id: number; slug: string }> = {};

/** Sets a creator's promotion end, `days` from now (negative: already lapsed). */
const endPromo = (id: number, days: number) =>
  t.database.query('update creators set promo_ends_at = $1 where id = $2', [new Date(Date.now() + days * DAY), id]);

/**
 * Deals: p1 (onlyfans, A, ends in 2 days), p2 (onlyfans, NSFW, A and B), p3 (twitch, T, ends
 * tomorrow), f1 (patreon, paid then free). Not counted: g (onlyfans, A, promotion lapsed yesterday,
 * not swept), r (onlyfans, A, removed), n (onlyfans, A, paid without a promotion), e (free from the start).
 */
beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_MULTIPLIER: '100' });
  const db = t.database;
  cat.A = await buildCategory(db, { slug: 'count-a', platform: 'onlyfans' });
  cat.B = await buildCategory(db, { slug: 'count-b', platform: 'onlyfans' });
  cat.T = await buildCategory(db, { slug: 'count-t', platform: 'twitch' });
  const promo = { priceCents: 1000, promoPriceCents: 600, promoOff: 40 };
  ids.p1 = (await buildCreator(db, { ...promo, categoryIds: [cat.A.id] })).id;
  ids.p2 = (await buildCreator(db, { ...promo, nsfw: true, categoryIds: [cat.A.id, cat.B.id] })).id;
  ids.p3 = (await buildCreator(db, { ...promo, platform: 'twitch', categoryIds: [cat.T.id] })).id;
  ids.f1 = (await buildCreator(db, { platform: 'patreon', priceCents: 800 })).id;
  await db.query('update creators set price_cents = 0 where id = $1', [ids.f1]);
  ids.g = (await buildCreator(db, { ...promo, categoryIds: [cat.A.id] })).id;
  ids.r = (await buildCreator(db, { ...promo, categoryIds: [cat.A.id] })).id;
  await db.query('update creators set removed_at = now() where id = $1', [ids.r]);
  ids.n = (await buildCreator(db, { priceCents: 1500, categoryIds: [cat.A.id] })).id;
  ids.e = (await buildCreator(db, { priceCents: 0 })).id;
  await endPromo(ids.p1, 2);
  await endPromo(ids.p3, 1);
  await endPromo(ids.g, -1);
});
afterAll(async () => t?.close());

/** The count of GET /deals for a query, checked against the number of deals the list gives. */
async function dealCount(query: string): Promise<number> {
  const res = await t.app.inject({ url: `/api/deals?limit=50${query}` });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json();
  expect(body.count, query).toBe(body.results.length);
  return body.count;
}

async function expectCounts(expected: Record<string, number>) {
  const actual: Record<string, number> = {};
  for (const query of Object.keys(expected)) actual[query] = await dealCount(query);
  expect(actual).toEqual(expected);
}

/** creator_deal_counts (zero rows left out) next to the same counts from the creators. */
async function expectTableInSync() {
  const truth = await t.database.query(
    `select s.category_id, c.platform, c.nsfw, count(*)::int as count
     from creators c, unnest(c.category_ids || 0) as s(category_id)
     where c.deal_off is not null and c.removed_at is null
     group by 1, 2, 3 order by 1, 2, 3`,
  );
  const table = await t.database.query(
    'select category_id, platform, nsfw, count from creator_deal_counts where count <> 0 order by 1, 2, 3',
  );
  expect(table).toEqual(truth);
}

describe('the deals count', () => {
  it('counts the deals per platform, category and NSFW, without removed pages or lapsed promotions', async () => {
    await expectCounts({
      '': 4,
      '&platform=onlyfans': 2,
      '&platform=twitch': 1,
      '&platform=patreon': 1,
      '&nsfw=false': 3,
      '&category=count-a': 2,
      '&category=count-a&nsfw=false': 1,
      '&category=count-b': 1,
      '&category=count-b&nsfw=false': 0,
      '&category=count-t': 1,
      '&platform=onlyfans&nsfw=false': 1,
    });
    await expectTableInSync();
    const past = await t.app.inject({ url: '/api/deals?platform=onlyfans&offset=2' });
    expect(past.json()).toMatchObject({ results: [], count: 2, offset: 2 });
  });

  it('gives the same pages whether it walks an order or collects a category', async () => {
    const filters: DealFilter[] = [
      { platform: 'onlyfans', categoryId: cat.A.id, nsfw: true },
      { platform: 'onlyfans', categoryId: cat.A.id, nsfw: false },
      { platform: 'onlyfans', categoryId: cat.B.id, nsfw: true },
      { platform: 'twitch', categoryId: cat.T.id, nsfw: true },
    ];
    let pages = 0;
    for (const filter of filters) {
      for (const sort of DEAL_SORTS) {
        for (const [limit, offset] of [
          [10, 0],
          [1, 0],
          [1, 1],
          [2, 1],
          [10, 3],
        ]) {
          const walked = await dealPageIds(t.database, filter, sort, { limit, offset }, 'walk');
          const collected = await dealPageIds(t.database, filter, sort, { limit, offset }, 'collect');
          expect(collected, JSON.stringify({ filter, sort, limit, offset })).toEqual(walked);
          pages += walked.length;
        }
      }
    }
    expect(pages).toBeGreaterThan(20);
  });

  it('collects a rare category at a deep offset and walks otherwise', () => {
    // The counts of the demo data at 1 M creators (Pools & Hot Tubs on Twitch, Cosplay on OnlyFans).
    const rare = { matches: 1311, walked: 45_256, collected: 1311 };
    const twitch: DealFilter = { platform: 'twitch', categoryId: 41, nsfw: true };
    expect(dealPlanOf(twitch, { limit: 50, offset: 1250 }, rare)).toBe('collect');
    expect(dealPlanOf(twitch, { limit: 10, offset: 100 }, rare)).toBe('walk');
    expect(dealPlanOf({ platform: 'twitch', nsfw: true }, { limit: 50, offset: 1250 }, rare)).toBe('walk');
    const common = { matches: 4735, walked: 85_452, collected: 7969 };
    const cosplay: DealFilter = { platform: 'onlyfans', categoryId: 1, nsfw: false };
    expect(dealPlanOf(cosplay, { limit: 10, offset: 1000 }, common)).toBe('walk');
    expect(dealPlanOf(cosplay, { limit: 50, offset: 4650 }, common)).toBe('walk');
    expect(dealPlanOf(cosplay, { limit: 50, offset: 4650 }, { ...common, collected: 5000 })).toBe('collect');
    expect(dealPlanOf(cosplay, { limit: 10, offset: 0 }, { ...common, matches: 0 })).toBe('walk');
  });

  it('follows inserts, price and promotion edits, and a promotion that lapses', async () => {
    ids.q = (await buildCreator(t.database, { priceCents: 900, promoPriceCents: 450, categoryIds: [cat.B.id] })).id;
    await t.database.query('update creators set promo_price_cents = 1200, promo_off = 20 where id = $1', [ids.n]);
    await t.database.query('update creators set promo_price_cents = null, promo_off = null where id = $1', [ids.p1]);
    await t.database.query('update creators set price_cents = 700 where id = $1', [ids.f1]);
    await endPromo(ids.p3, -0.01);
    await expectCounts({
      '': 3,
      '&platform=onlyfans': 3,
      '&platform=twitch': 0,
      '&platform=patreon': 0,
      '&category=count-a': 2,
      '&category=count-a&nsfw=false': 1,
      '&category=count-b': 2,
      '&category=count-t': 0,
    });
    await expectTableInSync();
  });

  it('stays the same when the sweep clears the lapsed promotions', async () => {
    expect(await sweepLapsedPromos(t.app)).toBe(2);
    await expectCounts({ '': 3, '&category=count-a': 2, '&category=count-t': 0 });
    await expectTableInSync();
    const rows = await t.database.query<{ count: number }>(
      'select coalesce(sum(count), 0)::int as count from creator_deal_counts where category_id = 0',
    );
    expect(rows[0].count).toBe(3);
  });

  it('follows category changes', async () => {
    await t.database.query('delete from creator_categories where creator_id = $1 and category_id = $2', [
      ids.p2,
      cat.B.id,
    ]);
    await t.database.query('insert into creator_categories (creator_id, category_id) values ($1, $2)', [
      ids.q,
      cat.A.id,
    ]);
    await expectCounts({ '': 3, '&category=count-a': 3, '&category=count-b': 1, '&category=count-a&nsfw=false': 2 });
    await expectTableInSync();
  });

  it('follows removal, restoring, NSFW changes of several pages at once, and deletion', async () => {
    await t.database.query('update creators set removed_at = now() where id = $1', [ids.p2]);
    await t.database.query('update creators set removed_at = null where id = $1', [ids.r]);
    await expectCounts({ '': 3, '&category=count-a': 3, '&nsfw=false': 3 });
    await t.database.query('update creators set nsfw = true where id = any($1::int[])', [[ids.r, ids.q, ids.e]]);
    await expectCounts({ '': 3, '&nsfw=false': 1, '&category=count-a&nsfw=false': 1 });
    await t.database.query('delete from creators where id = any($1::int[])', [[ids.q, ids.p2]]);
    await expectCounts({ '': 2, '&category=count-a': 2, '&category=count-b': 0, '&nsfw=false': 1 });
    await expectTableInSync();
  });

  it('follows a deleted category', async () => {
    await t.database.query('delete from categories where id = $1', [cat.A.id]);
    await expectCounts({ '': 2, '&platform=onlyfans': 2 });
    await expectTableInSync();
    const rows = await t.database.query('select 1 from creator_deal_counts where category_id = $1 and count <> 0', [
      cat.A.id,
    ]);
    expect(rows).toEqual([]);
  });

  it('is emptied when the creators are truncated', async () => {
    await t.database.query('truncate creators cascade');
    expect(await t.database.query('select * from creator_deal_counts')).toEqual([]);
    await expectCounts({ '': 0, '&platform=onlyfans': 0 });
  });
});
