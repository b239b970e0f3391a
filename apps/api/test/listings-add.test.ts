import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CREATORS_ADDED_PER_DAY, creatorDetailsSchema, listingPreviewSchema, type Platform } from '@fanlens/shared';
import { buildTestApp, type TestApp } from './helpers/app';
import { buildCreator } from './helpers/factories/creators';
import { authAs } from './helpers/factories/reviews';
import { buildUser } from './helpers/factories/users';
import { startFakePlatform, type FakePlatform } from './helpers/fake-platform';
import { interactionCounter, profilePage, profilePageJsonLd } from './helpers/fake-profiles';
import { readerEnv } from './helpers/reader-env';

/** Adding a creator page (modules/listings): read from the platform, saved, searchable at once. */
let t: TestApp;
let fake: FakePlatform;
beforeAll(async () => {
  fake = await startFakePlatform();
  t = await buildTestApp(
    readerEnv(fake, { RATE_LIMIT_MULTIPLIER: '100', READ_CACHE_MB: '16', PLATFORM_READ_PATREON: 'false' }),
  );
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});
beforeEach(() => fake.reset());

let serial = 0;
/** A username no other test uses (letters only, so search finds it as one word). */
const freshName = () => `added${Date.now().toString(36)}${String.fromCharCode(97 + (serial++ % 26))}`;

const png = () =>
  sharp({ create: { width: 300, height: 300, channels: 3, background: { r: 200, g: 60, b: 90 } } })
    .png()
    .toBuffer();

/** The fake platform's profile page of `username`: Open Graph, ProfilePage JSON-LD, an offer and a picture. */
async function publishProfile(platform: Platform, username: string, name: string) {
  fake.set(`/files/${username}.png`, { kind: 'page', contentType: 'image/png', body: await png() });
  fake.set(`/${platform}/${username}`, {
    kind: 'page',
    body: profilePage({
      og: {
        'og:title': name,
        'og:image': `${fake.origin}/files/${username}.png`,
        'og:description': 'Daily photo sets <script>alert(1)</script>and weekly streams',
      },
      jsonLd: [
        profilePageJsonLd({
          name,
          identifier: `id-${username}`,
          sameAs: ['https://instagram.com/' + username, 'https://www.youtube.com/@' + username],
          interactionStatistic: [
            interactionCounter('FollowAction', 1200),
            interactionCounter('LikeAction', 54000),
            interactionCounter('WriteAction', 310),
          ],
          makesOffer: { '@type': 'Offer', price: '9.99', priceCurrency: 'USD' },
        }),
      ],
    }),
  });
}

async function fan() {
  const user = await buildUser(t.database);
  return { user, headers: await authAs(t.app, user.id) };
}

const add = (headers: Record<string, string>, payload: object, key?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/creators',
    headers: { ...headers, ...(key ? { 'idempotency-key': key } : {}) },
    payload,
  });
const preview = (headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/creators/preview', headers, payload });

describe('POST /creators: adding a page', () => {
  it('reads the profile into a new, unclaimed page, searchable at once, and records who added it', async () => {
    const username = freshName();
    await publishProfile('onlyfans', username, 'Quentin Added');
    const { user, headers } = await fan();
    // A search answered (and cached) before the page exists.
    const before = (await t.app.inject({ url: `/api/creators?search=${username}` })).json();
    expect(before.count).toBe(0);

    const res = await add(headers, { platform: 'onlyfans', username });
    expect(res.statusCode, res.body).toBe(201);
    const page = creatorDetailsSchema.parse(res.json());
    expect(page).toMatchObject({
      username,
      name: 'Quentin Added',
      platform: 'onlyfans',
      url: `${fake.origin}/onlyfans/${username}`,
      verified: false,
      price: 999,
      nsfw: true,
      counters: { subscribers: 1200, likes: 54000, posts: 310, photos: null, videos: null },
      links: { instagram: `https://instagram.com/${username}`, youtube: `https://www.youtube.com/@${username}` },
    });
    expect(page.bio).not.toContain('<script');
    expect(page.bio).toContain('Daily photo sets');
    expect(page.media.avatar).toMatch(/^\/uploads\/creators\/[0-9a-f]{32}\.webp$/);
    expect((await t.app.inject({ url: page.media.avatar as string })).statusCode).toBe(200);

    const found = (await t.app.inject({ url: `/api/creators?search=${username}` })).json();
    expect(found.results.map((item: { id: number }) => item.id)).toEqual([page.id]);
    const details = await t.app.inject({ url: `/api/creators/details/${username.toUpperCase()}` });
    expect(details.json()).toMatchObject({ id: page.id, reviewsStatistic: { reviewCount: 0 } });
    const [row] = await t.database.query<{ added_via: string; added_by: number; platform_id: string }>(
      'select added_via, added_by, platform_id from creators where id = $1',
      [page.id],
    );
    expect(row).toEqual({ added_via: 'add', added_by: user.id, platform_id: `id-${username}` });
    const history = await t.database.query('select price_cents from creator_price_history where creator_id = $1', [
      page.id,
    ]);
    expect(history).toEqual([{ price_cents: 999 }]);
  });

  it('takes a profile address, and refuses one of anything else on `url`', async () => {
    const username = freshName();
    await publishProfile('onlyfans', username, 'Url Added');
    const { headers } = await fan();
    const res = await add(headers, { url: `https://onlyfans.com/${username}/?ref=bio` });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ username, name: 'Url Added', platform: 'onlyfans' });
    for (const url of [
      'https://example.com/someone',
      'https://onlyfans.com/',
      'https://onlyfans.com/a/b',
      'not a url',
    ]) {
      const bad = await add(headers, { url });
      expect(bad.statusCode, url).toBe(400);
      expect(bad.json(), url).toMatchObject({ code: 'validation_failed', field: 'url' });
    }
  });

  it('names the field of every bad input, and needs a signed-in account', async () => {
    const { headers } = await fan();
    for (const [payload, field] of [
      [{ username: 'someone' }, 'platform'],
      [{ platform: 'onlyfans' }, 'username'],
      [{ platform: 'onlyfans', username: 'ab' }, 'username'],
      [{ platform: 'onlyfans', username: 'has space' }, 'username'],
      [{ platform: 'myspace', username: 'someone' }, 'platform'],
      [{ url: 'https://onlyfans.com/x1', username: 'x1' }, 'url'],
    ] as const) {
      const res = await add(headers, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json(), JSON.stringify(payload)).toMatchObject({ code: 'validation_failed', field });
    }
    expect((await add({}, { platform: 'onlyfans', username: 'someone' })).statusCode).toBe(401);
  });

  it('answers 422 for a profile the platform does not have, and 409 for a page already listed', async () => {
    const { headers } = await fan();
    const missing = await add(headers, { platform: 'onlyfans', username: 'nobody_there' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toMatchObject({
      code: 'profile_not_found',
      field: 'username',
      message: 'We could not find @nobody_there on OnlyFans',
    });

    const listed = await buildCreator(t.database, { username: `Listed${freshName()}`, platform: 'onlyfans' });
    const again = await add(headers, { url: `https://www.onlyfans.com/${listed.username.toLowerCase()}` });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'already_listed', field: 'url', location: `/${listed.username}` });
    const otherPlatform = await add(headers, { platform: 'twitch', username: listed.username });
    expect(otherPlatform.statusCode).toBe(409);
    expect(otherPlatform.json()).toMatchObject({ code: 'username_taken', field: 'username' });
    // Nothing was read for a page already listed.
    expect(fake.requests.filter((path) => path.includes(listed.username))).toEqual([]);
  });

  it(`adds at most ${CREATORS_ADDED_PER_DAY} pages a day per account (more once its address is confirmed)`, async () => {
    const { user, headers } = await fan();
    for (let i = 0; i < CREATORS_ADDED_PER_DAY; i += 1) {
      const username = freshName();
      await publishProfile('onlyfans', username, `Daily ${i}`);
      expect((await add(headers, { platform: 'onlyfans', username })).statusCode).toBe(201);
    }
    const username = freshName();
    await publishProfile('onlyfans', username, 'One Too Many');
    const over = await add(headers, { platform: 'onlyfans', username });
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(3600);
    const [none] = await t.database.query<{ n: number }>(
      'select count(*)::int as n from creators where lower(username) = $1',
      [username],
    );
    expect(none.n).toBe(0);
    await t.database.query('update users set email_confirmed_at = now() where id = $1', [user.id]);
    expect((await add(headers, { platform: 'onlyfans', username })).statusCode).toBe(201);
  });

  it('takes what the person typed, and says so, where reading the platform is turned off', async () => {
    const { headers } = await fan();
    const username = freshName();
    const shown = await preview(headers, {
      platform: 'patreon',
      username,
      name: 'Typed Name',
      bio: 'Typed <b>bio</b>',
    });
    expect(shown.statusCode, shown.body).toBe(200);
    expect(listingPreviewSchema.parse(shown.json())).toMatchObject({
      source: 'typed',
      name: 'Typed Name',
      nsfw: false,
    });
    const res = await add(headers, { platform: 'patreon', username, name: 'Typed Name', bio: 'Typed <b>bio</b>' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ username, name: 'Typed Name', bio: 'Typed <b>bio</b>', platform: 'patreon' });
    expect(fake.requests).toEqual([]);
  });

  it('previews without saving, and the add after it reads nothing again', async () => {
    const { headers } = await fan();
    const username = freshName();
    await publishProfile('onlyfans', username, 'Previewed Page');
    const shown = await preview(headers, { platform: 'onlyfans', username });
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json()).toMatchObject({ source: 'platform', name: 'Previewed Page', price: 999 });
    const [none] = await t.database.query<{ n: number }>(
      'select count(*)::int as n from creators where lower(username) = $1',
      [username],
    );
    expect(none.n).toBe(0);
    const reads = fake.requests.length;
    expect((await add(headers, { platform: 'onlyfans', username })).statusCode).toBe(201);
    expect(fake.requests.length).toBe(reads);
  });

  it('gives a retry with the same Idempotency-Key the first answer, not a 409', async () => {
    const { headers } = await fan();
    const username = freshName();
    await publishProfile('onlyfans', username, 'Once Only');
    const key = randomUUID();
    const first = await add(headers, { platform: 'onlyfans', username }, key);
    expect(first.statusCode).toBe(201);
    const retry = await add(headers, { platform: 'onlyfans', username }, key);
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());
    expect((await add(headers, { platform: 'onlyfans', username })).json()).toMatchObject({ code: 'already_listed' });
  });
});
