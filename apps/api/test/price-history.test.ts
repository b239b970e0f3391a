import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/app';
import { buildCreator } from './helpers/factories/creators';
import { authAs, buildCreatorAccount } from './helpers/factories/reviews';
import { priceChangeKinds, type PriceState } from '../src/modules/price-history/price-change';
import { sweepLapsedPromos } from '../src/modules/creator-tools/promo-sweep';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_MULTIPLIER: '100' });
});
afterAll(async () => t?.close());

const DAY = 86_400_000;
const inFuture = (days: number) => new Date(Date.now() + days * DAY).toISOString();
const patch = (id: number, payload: object, headers: Record<string, string>) =>
  t.app.inject({ method: 'PATCH', url: `/api/creators/${id}`, payload, headers });
const history = (id: number) =>
  t.database.query<{ price_cents: number | null; promo_price_cents: number | null; promo_off: number | null }>(
    'select price_cents, promo_price_cents, promo_off from creator_price_history where creator_id = $1 order by changed_at, id',
    [id],
  );

describe('price history: what is recorded', () => {
  it('records a promotion, a price drop and a promotion ending, and nothing for other edits', async () => {
    const { user, creator } = await buildCreatorAccount(t.database, { priceCents: 2000 });
    const headers = await authAs(t.app, user.id);
    expect((await patch(creator.id, { promoOff: 25, promoEndsAt: inFuture(3) }, headers)).statusCode).toBe(200);
    expect((await patch(creator.id, { name: 'Only The Name' }, headers)).statusCode).toBe(200);
    expect((await patch(creator.id, { price: 1500, promoPrice: null, promoOff: null }, headers)).statusCode).toBe(200);
    expect(await history(creator.id)).toEqual([
      { price_cents: 2000, promo_price_cents: 1500, promo_off: 25 },
      { price_cents: 1500, promo_price_cents: null, promo_off: null },
    ]);

    // A promotion that lapses is recorded as ending at its end date.
    await patch(creator.id, { promoPrice: 1000, promoEndsAt: inFuture(1) }, headers);
    const ended = new Date();
    await t.database.query('update creators set promo_ends_at = $1 where id = $2', [ended, creator.id]);
    expect(await sweepLapsedPromos(t.app)).toBeGreaterThanOrEqual(1);
    const [last] = await t.database.query<{ changed_at: Date; price_cents: number; promo_price_cents: null }>(
      'select changed_at, price_cents, promo_price_cents from creator_price_history where creator_id = $1 order by changed_at desc, id desc limit 1',
      [creator.id],
    );
    expect(last).toMatchObject({ price_cents: 1500, promo_price_cents: null });
    expect(Math.abs(new Date(last.changed_at).getTime() - ended.getTime())).toBeLessThan(1000);
    expect(await history(creator.id)).toHaveLength(4);
  });
});

describe('GET /creators/{id}/price-history', () => {
  it('gives the points oldest first, ending with the price now, and the lowest price in 90 days', async () => {
    const creator = await buildCreator(t.database, { priceCents: 1200 });
    const at = (days: number) => new Date(Date.now() - days * DAY);
    const rows: [Date, number, number | null, number | null][] = [
      [at(400), 1000, null, null],
      [at(200), 1000, 500, 50], // a promotion long ago: not in the 90 days
      [at(190), 1500, null, null], // in effect 90 days ago
      [at(60), 1200, 1080, 10],
      [at(50), 1200, null, null],
    ];
    for (const [changedAt, price, promoPrice, promoOff] of rows) {
      await t.database.query(
        `insert into creator_price_history (creator_id, changed_at, price_cents, promo_price_cents, promo_off)
         values ($1, $2, $3, $4, $5)`,
        [creator.id, changedAt, price, promoPrice, promoOff],
      );
    }
    const res = await t.app.inject({ url: `/api/creators/${creator.id}/price-history` });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.points.map((p: { price: number; promoPrice: number | null }) => [p.price, p.promoPrice])).toEqual([
      [1000, null],
      [1000, 500],
      [1500, null],
      [1200, 1080],
      [1200, null],
      [1200, null],
    ]);
    // The first point is the one in effect a year ago, dated then.
    expect(Date.parse(body.points[0].date)).toBeGreaterThan(Date.now() - 366 * DAY);
    expect(body.lowest90Days).toBe(1080);
  });

  it('gives the price now alone without history; 404 for no creator, 400 for a bad id', async () => {
    const creator = await buildCreator(t.database, { priceCents: 0 });
    const body = (await t.app.inject({ url: `/api/creators/${creator.id}/price-history` })).json();
    expect(body).toMatchObject({ points: [{ price: 0, promoPrice: null, promoOff: null }], lowest90Days: 0 });
    expect((await t.app.inject({ url: '/api/creators/999999/price-history' })).statusCode).toBe(404);
    const bad = await t.app.inject({ url: '/api/creators/abc/price-history' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'id' });
  });
});

describe('priceChangeKinds', () => {
  const state = (price: number | null, promoPrice: number | null = null): PriceState => ({
    price,
    promoPrice,
    promoOff: promoPrice === null || !price ? null : Math.round((1 - promoPrice / price) * 100),
    promoEndsAt: null,
  });
  it('names a promotion start, a drop of 10 % or more and a page becoming free; nothing else', () => {
    expect(priceChangeKinds(state(1000), state(1000, 950))).toEqual(['promotion-start']);
    expect(priceChangeKinds(state(1000), state(1000, 500))).toEqual(['promotion-start', 'price-drop']);
    expect(priceChangeKinds(state(1000), state(900))).toEqual(['price-drop']);
    expect(priceChangeKinds(state(1000), state(901))).toEqual([]);
    expect(priceChangeKinds(state(1000, 500), state(1000, 400))).toEqual(['price-drop']);
    expect(priceChangeKinds(state(1000), state(0))).toEqual(['free']);
    expect(priceChangeKinds(state(1000, 500), state(1000))).toEqual([]);
    expect(priceChangeKinds(state(null), state(500))).toEqual([]);
    expect(priceChangeKinds(state(0), state(0))).toEqual([]);
    expect(priceChangeKinds(state(500), state(800))).toEqual([]);
  });
});
