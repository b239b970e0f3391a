import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREATOR_EDIT, CREATOR_EDIT_MESSAGES } from '@fanlens/shared';
import { ensurePlaces } from '../src/modules/places/place-data';
import { buildTestApp, type TestApp } from './helpers/app';
import { buildCategory, buildCreator } from './helpers/factories/creators';
import { authAs, buildCreatorAccount } from './helpers/factories/reviews';
import { buildUser } from './helpers/factories/users';
import { saveCreatorEdit, type CreatorChanges } from '../src/modules/creator-tools/edit-queries';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_MULTIPLIER: '100' });
  await ensurePlaces(t.database);
});
afterAll(async () => t?.close());

const inFuture = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

const patch = (id: number, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'PATCH', url: `/api/creators/${id}`, payload: payload as object, headers });

async function ownedPage(overrides: Parameters<typeof buildCreatorAccount>[1] = {}) {
  const { user, creator } = await buildCreatorAccount(t.database, overrides);
  return { user, creator, headers: await authAs(t.app, user.id) };
}

describe('PATCH /creators/{id}: who may edit', () => {
  it('answers 401 signed out, 403 to another user, to the owner of another page and on an unverified claim; 404 for no page', async () => {
    const { creator } = await ownedPage();
    const other = await ownedPage();
    const fan = await buildUser(t.database);
    const unverifiedOwner = await buildUser(t.database);
    const unverified = await buildCreator(t.database, { userId: unverifiedOwner.id, verified: false });
    const cases: [number, Record<string, string>, number][] = [
      [creator.id, {}, 401],
      [creator.id, await authAs(t.app, fan.id), 403],
      [creator.id, other.headers, 403],
      [unverified.id, await authAs(t.app, unverifiedOwner.id), 403],
      [999_999, other.headers, 404],
    ];
    for (const [id, headers, status] of cases) {
      const res = await patch(id, { name: 'Taken Over' }, headers);
      expect(res.statusCode, `${id} ${JSON.stringify(headers)}`).toBe(status);
      expect(res.json()).toHaveProperty('code');
    }
    const [row] = await t.database.query<{ name: string }>('select name from creators where id = $1', [creator.id]);
    expect(row.name).not.toBe('Taken Over');
    const edits = await t.database.query('select 1 from creator_edits where creator_id = $1', [creator.id]);
    expect(edits).toHaveLength(0);
  });

  it('checks the owner inside the write: an edit read before the claim moved to another account writes nothing', async () => {
    const { user, creator } = await ownedPage();
    const next = await buildUser(t.database);
    await t.database.query('update creators set user_id = $1 where id = $2', [next.id, creator.id]);
    const changes = {
      name: 'Stale Owner',
      bio: '',
      priceCents: null,
      promoPriceCents: null,
      promoOff: null,
      promoEndsAt: null,
      links: {},
      tags: [],
      gender: 'unknown',
      location: null,
      lat: null,
      lon: null,
    } as unknown as CreatorChanges;
    const saved = await t.database.db.transaction((tx) =>
      saveCreatorEdit(tx, { creatorId: creator.id, userId: user.id, changes, categoryIds: [], before: {}, after: {} }),
    );
    expect(saved).toBe(false);
    const [row] = await t.database.query<{ name: string }>('select name from creators where id = $1', [creator.id]);
    expect(row.name).not.toBe('Stale Owner');
    expect(await t.database.query('select 1 from creator_edits where creator_id = $1', [creator.id])).toHaveLength(0);
  });
});

describe('PATCH /creators/{id}: the owner edits every field', () => {
  it('changes name, bio, price, promo, links, categories, tags, gender and location, and records the edit', async () => {
    const art = await buildCategory(t.database, { platform: 'onlyfans', name: 'Watercolour Art' });
    const music = await buildCategory(t.database, { platform: 'onlyfans', name: 'Synth Music' });
    const { user, creator, headers } = await ownedPage({ platform: 'onlyfans', priceCents: 1000, gender: 'unknown' });
    const paris = (await t.app.inject({ url: '/api/places?search=paris' })).json().results[0];
    expect(paris).toMatchObject({ label: 'Paris, France' });
    const endsAt = inFuture(10);

    const res = await patch(
      creator.id,
      {
        name: 'Ada Lovelace',
        bio: '<p>Painting <strong>daily</strong></p><script>alert(1)</script><img src=x onerror=alert(2)>',
        price: 1500,
        promoOff: 20,
        promoEndsAt: endsAt,
        links: { instagram: 'https://www.instagram.com/ada', twitter: 'https://x.com/ada', website: 'https://ada.art' },
        categories: [art.id, music.id],
        tags: ['watercolour', 'portraits'],
        gender: 'female',
        location: paris.id,
      },
      headers,
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      id: creator.id,
      name: 'Ada Lovelace',
      bio: '<p>Painting <strong>daily</strong></p>',
      price: 1500,
      promoPrice: 1200,
      promoOff: 20,
      promoEndsAt: endsAt,
      links: { instagram: 'https://www.instagram.com/ada', twitter: 'https://x.com/ada', website: 'https://ada.art' },
      tags: ['watercolour', 'portraits'],
      gender: 'female',
      location: 'Paris, France',
    });
    expect(body.categories.map((c: { id: number }) => c.id).sort()).toEqual([art.id, music.id].sort());
    expect(Date.parse(body.editedAt)).toBeGreaterThan(Date.now() - 60_000);

    const [row] = await t.database.query<{ lat: number; lon: number; bio: string }>(
      'select lat, lon, bio from creators where id = $1',
      [creator.id],
    );
    expect(row.lat).toBeCloseTo(paris.lat, 3);
    expect(row.lon).toBeCloseTo(paris.lon, 3);
    expect(row.bio).not.toMatch(/script|onerror|img/);

    const [edit] = await t.database.query<{
      user_id: number;
      before: Record<string, unknown>;
      after: Record<string, unknown>;
    }>('select user_id, before, after from creator_edits where creator_id = $1', [creator.id]);
    expect(edit.user_id).toBe(user.id);
    expect(edit.before).toMatchObject({ name: expect.any(String), price: 1000, gender: 'unknown', categories: [] });
    expect(edit.after).toMatchObject({ name: 'Ada Lovelace', price: 1500, promoOff: 20, gender: 'female' });

    // A promo price instead of a percent; a link removed; the page shows the change.
    const again = await patch(creator.id, { promoPrice: 999, links: { twitter: null } }, headers);
    expect(again.json()).toMatchObject({
      promoPrice: 999,
      promoOff: 33,
      promoEndsAt: endsAt,
      links: { twitter: null },
    });
    const page = await t.app.inject({ url: `/api/creators/details/${creator.username}` });
    expect(page.json()).toMatchObject({
      name: 'Ada Lovelace',
      promoPrice: 999,
      links: { instagram: 'https://www.instagram.com/ada' },
    });
    expect(await t.database.query('select 1 from creator_edits where creator_id = $1', [creator.id])).toHaveLength(2);
  });

  it('a lapsed promotion disappears by itself: hidden at once, cleared from the row by the sweep', async () => {
    const { creator, headers } = await ownedPage({ priceCents: 2000 });
    await patch(creator.id, { promoPrice: 1000, promoEndsAt: inFuture(1) }, headers);
    await t.database.query(`update creators set promo_ends_at = now() - interval '1 minute' where id = $1`, [
      creator.id,
    ]);
    const page = (await t.app.inject({ url: `/api/creators/details/${creator.id}` })).json();
    expect(page).toMatchObject({ price: 2000, promoPrice: null, promoOff: null, promoEndsAt: null });
    const { sweepLapsedPromos } = await import('../src/modules/creator-tools/promo-sweep');
    expect(await sweepLapsedPromos(t.app)).toBeGreaterThanOrEqual(1);
    const [row] = await t.database.query<{ promo_price_cents: number | null }>(
      'select promo_price_cents from creators where id = $1',
      [creator.id],
    );
    expect(row.promo_price_cents).toBeNull();
  });
});

describe('PATCH /creators/{id}: field errors', () => {
  it('answers 400 with the field for each broken rule, and changes nothing', async () => {
    const twitchCategory = await buildCategory(t.database, { platform: 'twitch' });
    const { creator, headers } = await ownedPage({ platform: 'onlyfans', priceCents: 1000, name: 'Unchanged' });
    const cases: [object, string, string | RegExp][] = [
      [{ bio: 'x'.repeat(CREATOR_EDIT.bioMax + 1) }, 'bio', `Must be at most ${CREATOR_EDIT.bioMax} characters`],
      [{ categories: [twitchCategory.id] }, 'categories', CREATOR_EDIT_MESSAGES.unknownCategory],
      [{ categories: [2_000_000] }, 'categories', CREATOR_EDIT_MESSAGES.unknownCategory],
      [{ links: { instagram: 'https://facebook.com/ada' } }, 'links.instagram', /Instagram address/],
      [{ links: { youtube: 'javascript:alert(1)' } }, 'links.youtube', /YouTube address/],
      [{ promoPrice: 1500, promoEndsAt: inFuture(3) }, 'promoPrice', CREATOR_EDIT_MESSAGES.promoNotBelow],
      [{ promoOff: 10, promoEndsAt: inFuture(-1) }, 'promoEndsAt', CREATOR_EDIT_MESSAGES.promoEndPast],
      [{ promoOff: 10 }, 'promoEndsAt', CREATOR_EDIT_MESSAGES.promoNeedsEnd],
      [{ promoOff: 10, promoPrice: 500, promoEndsAt: inFuture(3) }, 'promoOff', CREATOR_EDIT_MESSAGES.promoBoth],
      [{ price: null, promoOff: 10, promoEndsAt: inFuture(3) }, 'promoOff', CREATOR_EDIT_MESSAGES.promoNeedsPrice],
      [{ location: '999999999' }, 'location', CREATOR_EDIT_MESSAGES.unknownPlace],
      [{ name: ' ' }, 'name', 'This field is required'],
      [{ tags: ['a'] }, 'tags.0', 'Must be at least 2 characters'],
      [{ gender: 'other' }, 'gender', /Must be one of/],
      [{ price: -1 }, 'price', 'Must be at least 0'],
    ];
    for (const [payload, field, message] of cases) {
      const res = await patch(creator.id, payload, headers);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      const body = res.json();
      expect(body, JSON.stringify(payload)).toMatchObject({ code: 'validation_failed', field });
      // Schema errors name the field before the message ('bio: Must be …'); service errors do not.
      expect(body.message.replace(`${field}: `, ''), JSON.stringify(payload)).toMatch(message);
    }
    const [row] = await t.database.query<{ name: string; price_cents: number; edited_at: Date | null }>(
      'select name, price_cents, edited_at from creators where id = $1',
      [creator.id],
    );
    expect(row).toEqual({ name: 'Unchanged', price_cents: 1000, edited_at: null });
  });
});

describe('PATCH /creators/{id}: search, filters and facet counts see the change at once', () => {
  it('finds the page by its new name and counts it under its new category, gender and price', async () => {
    const category = await buildCategory(t.database, { platform: 'twitch', name: 'Speedrun Quests' });
    const { creator, headers } = await ownedPage({ platform: 'twitch', gender: 'unknown', priceCents: 2500 });
    const count = async (query: string) => (await t.app.inject({ url: `/api/creators?${query}` })).json().count;
    const filter = `category=${category.slug}&gender=male&price=under5`;
    expect(await count(filter)).toBe(0);
    expect(await count('search=zorblaxian')).toBe(0);

    const res = await patch(
      creator.id,
      { name: 'Zorblaxian Runner', categories: [category.id], gender: 'male', price: 400 },
      headers,
    );
    expect(res.statusCode).toBe(200);
    expect(await count(filter)).toBe(1);
    const found = (await t.app.inject({ url: '/api/creators?search=zorblaxian' })).json();
    expect(found.results.map((c: { id: number }) => c.id)).toEqual([creator.id]);
    const near = (await t.app.inject({ url: '/api/places?search=Tokyo' })).json().results[0];
    await patch(creator.id, { location: near.id }, headers);
    const nearby = (await t.app.inject({ url: `/api/creators?coordinates=${near.lat},${near.lon}` })).json();
    expect(nearby.results.map((c: { id: number }) => c.id)).toContain(creator.id);
  });
});

describe('GET /places', () => {
  it('finds places by prefix, accents and case ignored, largest first; bad input is a 400', async () => {
    const res = await t.app.inject({ url: '/api/places?search=zuri&limit=3' });
    expect(res.statusCode).toBe(200);
    expect(res.json().results[0]).toMatchObject({ name: 'Zürich', label: 'Zürich, Switzerland' });
    const empty = await t.app.inject({ url: '/api/places?search=' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ field: 'search' });
  });
});
