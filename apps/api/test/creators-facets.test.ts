import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { GENDER_FILTERS, PLATFORMS, PRICE_FILTERS, RATING_FILTERS } from '@fanlens/shared';
import { buildTestApp, type TestApp } from './helpers/app';
import { buildCategory, buildCreator } from './helpers/factories/creators';
import { buildReview } from './helpers/factories/reviews';

/**
 * creator_facet_counts (migration 0002_discovery) must always equal the creators it counts,
 * whatever writes happen, since GET /creators takes its count from it when there is no term
 * and no coordinates.
 */
let t: TestApp;
const categoryIds: number[] = [];
const creatorIds: number[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database;
  categoryIds.push((await buildCategory(db, { platform: 'onlyfans' })).id);
  categoryIds.push((await buildCategory(db, { platform: 'onlyfans', nsfw: true })).id);
  categoryIds.push((await buildCategory(db, { platform: 'twitch' })).id);
  const prices = [0, 400, 500, 501, 1499, 1500, 2500, null];
  for (let i = 0; i < 16; i++) {
    const creator = await buildCreator(db, {
      platform: PLATFORMS[i % 3],
      gender: (['female', 'male', 'unknown'] as const)[i % 3 === 0 ? 0 : (i >> 1) % 3],
      nsfw: i % 4 === 1,
      priceCents: prices[i % prices.length],
      promoPriceCents: i % 5 === 0 ? 450 : null,
      verified: i % 6 === 0,
      categoryIds: i % 3 === 2 ? [categoryIds[2]] : i % 2 === 0 ? [categoryIds[0]] : [categoryIds[0], categoryIds[1]],
    });
    creatorIds.push(creator.id);
    for (let r = 0; r < i % 4; r++) await buildReview(db, { creatorId: creator.id, rating: ((i + r) % 5) + 1 });
  }
});
afterAll(async () => t?.close());

/** The facet rows (without zero counts) next to the same counts computed from the creators. */
async function facetsAndTruth() {
  const key = `platform, nsfw, gender, verified, creator_price_bucket(price_cents, promo_price_cents) as price_bucket,
    floor(rating)::int as rating_floor`;
  const truth = await t.database.query(
    `select * from (
       select 0 as category_id, ${key}, count(*)::int as count from creators where removed_at is null
       group by 1, 2, 3, 4, 5, 6, 7
       union all
       select cc.category_id, ${key}, count(*)::int from creator_categories cc join creators c on c.id = cc.creator_id
       where c.removed_at is null group by 1, 2, 3, 4, 5, 6, 7) s
     order by 1, 2, 3, 4, 5, 6, 7`,
  );
  const facets = await t.database.query(
    `select category_id, platform, nsfw, gender, verified, price_bucket, rating_floor::int, count from creator_facet_counts
     where count <> 0 order by 1, 2, 3, 4, 5, 6, 7`,
  );
  return { facets, truth };
}

async function expectInSync() {
  const { facets, truth } = await facetsAndTruth();
  expect(truth.length).toBeGreaterThan(0);
  expect(facets).toEqual(truth);
}

describe('creator facet counts', () => {
  it('match the creators after inserts, links and reviews', async () => {
    await expectInSync();
  });

  it('give GET /creators the exact count for every combination of structured filters', async () => {
    for (const platform of ['any', ...PLATFORMS]) {
      for (const price of PRICE_FILTERS) {
        for (const rating of RATING_FILTERS) {
          for (const [nsfw, gender] of [
            ['true', 'all'],
            ['false', GENDER_FILTERS[1 + (price.length % 3)]],
          ]) {
            const query = `platform=${platform}&price=${price}&rating=${rating}&nsfw=${nsfw}&gender=${gender}&limit=50`;
            const res = await t.app.inject({ url: `/api/creators?${query}` });
            const body = res.json();
            expect(body.count, query).toBe(body.results.length);
          }
        }
      }
    }
  });

  it('follow updates of every counted column', async () => {
    const db = t.database;
    await db.query('update creators set price_cents = 1700, promo_price_cents = null where id = $1', [creatorIds[0]]);
    await db.query('update creators set promo_price_cents = 0 where id = $1', [creatorIds[1]]);
    await db.query(`update creators set nsfw = not nsfw, gender = 'male' where id = any($1::int[])`, [
      creatorIds.slice(2, 6),
    ]);
    await db.query(`update creators set platform = 'patreon' where id = $1`, [creatorIds[7]]);
    await db.query('update creators set verified = true, verified_at = now() where id = $1', [creatorIds[8]]);
    await db.query('update creators set review_count = 2, rating_sum = 9 where id = $1', [creatorIds[9]]);
    await db.query(`update creators set name = 'Renamed', bio = 'new words' where id = $1`, [creatorIds[10]]);
    await expectInSync();
  });

  it('follow category links added, moved and removed', async () => {
    const db = t.database;
    await db.query('insert into creator_categories (creator_id, category_id) values ($1, $2)', [
      creatorIds[3],
      categoryIds[2],
    ]);
    await db.query('update creator_categories set category_id = $1 where creator_id = $2 and category_id = $3', [
      categoryIds[1],
      creatorIds[4],
      categoryIds[0],
    ]);
    await db.query('delete from creator_categories where category_id = $1', [categoryIds[2]]);
    await expectInSync();
  });

  it('leave out removed pages (removal requests), through edits, links and restores', async () => {
    const db = t.database;
    const [a, b, c] = [creatorIds[5], creatorIds[6], creatorIds[10]];
    await db.query('update creators set removed_at = now() where id = any($1::int[])', [[a, b, c]]);
    await expectInSync();
    // Changes to a removed page move nothing; its links come and go uncounted.
    await db.query(`update creators set price_cents = 0, gender = 'female' where id = $1`, [a]);
    await db.query('insert into creator_categories (creator_id, category_id) values ($1, $2) on conflict do nothing', [
      b,
      categoryIds[2],
    ]);
    await db.query('delete from creator_categories where creator_id = $1', [c]);
    await expectInSync();
    // Restored and removed again in one statement each, with a counted change at the same time.
    await db.query('update creators set removed_at = null, price_cents = 2500 where id = any($1::int[])', [[a, b]]);
    await expectInSync();
    await db.query('update creators set removed_at = now() where id = $1', [b]);
    await db.query('delete from creators where id = $1', [c]);
    await expectInSync();
    await db.query('update creators set removed_at = null where id = $1', [b]);
    await expectInSync();
  });

  it('follow deleted creators (their links go with them) and deleted categories', async () => {
    const db = t.database;
    await db.query('delete from creators where id = any($1::int[])', [creatorIds.slice(11, 14)]);
    await db.query('delete from categories where id = $1', [categoryIds[1]]);
    await expectInSync();
  });

  it('follow several writes in one transaction, and roll back with it', async () => {
    const rollback = new Error('roll back');
    const attempt = t.database.db.transaction(async (tx) => {
      await tx.execute(sql`update creators set price_cents = 0 where id = ${creatorIds[14]}`);
      await tx.execute(sql`update creators set gender = 'female', price_cents = 300 where id = ${creatorIds[15]}`);
      await tx.execute(sql`delete from creator_categories where creator_id = ${creatorIds[14]}`);
      throw rollback;
    });
    await expect(attempt).rejects.toBe(rollback);
    await expectInSync();
    await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`update creators set price_cents = 0 where id = ${creatorIds[14]}`);
      await tx.execute(sql`update creators set gender = 'female', price_cents = 300 where id = ${creatorIds[15]}`);
    });
    await expectInSync();
  });

  it('empty when the creators are truncated', async () => {
    await t.database.query('truncate creators cascade');
    expect(await t.database.query('select * from creator_facet_counts where count <> 0')).toEqual([]);
    const res = await t.app.inject({ url: '/api/creators' });
    expect(res.json()).toMatchObject({ results: [], count: 0 });
  });
});
