import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/app';
import { bearer } from './helpers/factories/auth';
import { buildCreator } from './helpers/factories/creators';
import { buildUser } from './helpers/factories/users';
import { startFakePlatform, type FakePlatform } from './helpers/fake-platform';

let t: TestApp;
let fake: FakePlatform;
beforeAll(async () => {
  fake = await startFakePlatform();
  t = await buildTestApp({
    RATE_LIMIT_MULTIPLIER: '100',
    VERIFY_ALLOW_PRIVATE_HOSTS: 'true',
    VERIFY_TIMEOUT_MS: '2000',
    PUBLIC_URL: 'https://fanlens.test',
    PLATFORM_URL_ONLYFANS: fake.template('onlyfans'),
    PLATFORM_URL_PATREON: fake.template('patreon'),
    PLATFORM_URL_TWITCH: `${fake.origin}/helix/{username}`,
  });
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});
beforeEach(() => fake.reset());

async function signedInUser() {
  const user = await buildUser(t.database);
  return { user, headers: bearer(await t.app.services.signer.signAccess({ userId: user.id })) };
}

const verify = (headers: Record<string, string>, username: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/verification', headers, payload: { username } });

const attemptsOf = (userId: number) =>
  t.database.query<{ username: string; success: boolean; reason: string | null }>(
    'select username, success, reason from verification_attempts where user_id = $1 order by id',
    [userId],
  );

describe('POST /verification: success', () => {
  it('verifies the creator, links it to the user and records the attempt; /users/my shows it', async () => {
    const creator = await buildCreator(t.database, { username: 'Ada_Lovelace', platform: 'onlyfans' });
    fake.setHtmlBio('/onlyfans/Ada_Lovelace', 'Hi! check out my review https://fanlens.test/Ada_Lovelace');
    const { user, headers } = await signedInUser();

    const res = await verify(headers, 'ada_lovelace');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      success: true,
      creator: { id: creator.id, username: 'Ada_Lovelace', verified: true },
    });
    expect(body.creator.bio).toBe('<p>Hello from my page</p>');
    expect(Date.parse(body.creator.verifiedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(fake.requests).toEqual(['/onlyfans/Ada_Lovelace']);

    const me = await t.app.inject({ method: 'GET', url: '/api/users/my', headers });
    expect(me.json().creator).toMatchObject({ id: creator.id, verified: true });
    const [row] = await t.database.query<{ user_id: number }>('select user_id from creators where id = $1', [
      creator.id,
    ]);
    expect(row.user_id).toBe(user.id);
    expect(await attemptsOf(user.id)).toEqual([{ username: 'Ada_Lovelace', success: true, reason: null }]);
  });

  it('reads a JSON answer (twitch adapter) and accepts the link without protocol, in another case, with a slash', async () => {
    const creator = await buildCreator(t.database, { username: 'streamer.one', platform: 'twitch' });
    fake.setJson('/helix/streamer.one', {
      data: [{ login: 'streamer.one', description: 'FANLENS.TEST/Streamer.One/ <3' }],
    });
    const { headers } = await signedInUser();
    const res = await verify(headers, 'streamer.one');
    expect(res.json()).toMatchObject({ success: true, creator: { id: creator.id, verified: true } });
  });

  it('follows redirects on the platform host (up to 3)', async () => {
    await buildCreator(t.database, { username: 'moved_creator', platform: 'patreon' });
    fake.set('/patreon/moved_creator', { kind: 'redirect', location: '/patreon/c/moved_creator', status: 301 });
    fake.set('/patreon/c/moved_creator', {
      kind: 'redirect',
      location: `${fake.origin}/patreon/c/moved_creator/about`,
    });
    fake.setHtmlBio('/patreon/c/moved_creator/about', 'fanlens.test/moved_creator');
    const { headers } = await signedInUser();
    expect((await verify(headers, 'moved_creator')).json()).toMatchObject({ success: true });
    expect(fake.requests).toHaveLength(3);
  });
});

describe('POST /verification: refusals before any fetch', () => {
  it('answers 401 without a token', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/verification', payload: { username: 'someone' } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'not_authorized' });
  });

  it('answers 400 on username for a missing, short, long or malformed username', async () => {
    const { headers } = await signedInUser();
    for (const username of [undefined, 'ab', 'x'.repeat(51), 'bad name!', 42]) {
      const res = await verify(headers, username);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation_failed', field: 'username' });
    }
    expect(fake.requests).toEqual([]);
  });

  it("answers 404 'Creator not found' for an unknown username", async () => {
    const { headers } = await signedInUser();
    const res = await verify(headers, 'nobody_here');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'not_found', message: 'Creator not found' });
    expect(fake.requests).toEqual([]);
  });

  it('answers 409 already_claimed for a page another user claimed', async () => {
    const owner = await buildUser(t.database);
    await buildCreator(t.database, { username: 'taken_page', verified: true, userId: owner.id });
    fake.setHtmlBio('/onlyfans/taken_page', 'https://fanlens.test/taken_page');
    const { headers } = await signedInUser();
    const res = await verify(headers, 'taken_page');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'already_claimed', field: 'username' });
    expect(fake.requests).toEqual([]);
  });

  it('answers 409 already_creator when the user has a page already (this one or another)', async () => {
    const { user, headers } = await signedInUser();
    await buildCreator(t.database, { username: 'my_own_page', verified: true, userId: user.id });
    await buildCreator(t.database, { username: 'second_page' });
    for (const username of ['second_page', 'my_own_page']) {
      const res = await verify(headers, username);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'already_creator' });
    }
    expect(fake.requests).toEqual([]);
  });
});

describe('POST /verification: races and limits', () => {
  it('does not take over a page another user claimed while the profile was being read', async () => {
    const creator = await buildCreator(t.database, { username: 'race_page' });
    const rival = await buildUser(t.database);
    fake.set('/onlyfans/race_page', {
      kind: 'page',
      body: '<p>https://fanlens.test/race_page</p>',
      before: async () => {
        await t.database.query('update creators set user_id = $1, verified = true, verified_at = now() where id = $2', [
          rival.id,
          creator.id,
        ]);
      },
    });
    const { user, headers } = await signedInUser();
    const res = await verify(headers, 'race_page');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'already_claimed' });
    const [row] = await t.database.query<{ user_id: number }>('select user_id from creators where id = $1', [
      creator.id,
    ]);
    expect(row.user_id).toBe(rival.id);
    expect(await attemptsOf(user.id)).toEqual([{ username: 'race_page', success: false, reason: 'already_claimed' }]);
  });

  it('allows 5 profile checks per user and hour, then 429 rate_limited with Retry-After', async () => {
    await buildCreator(t.database, { username: 'limit_page' });
    fake.setHtmlBio('/onlyfans/limit_page', 'no link here');
    const { user, headers } = await signedInUser();
    for (let i = 0; i < 5; i += 1) {
      const res = await verify(headers, 'limit_page');
      expect(res.json()).toMatchObject({ success: false, reason: 'link_not_found' });
    }
    const limited = await verify(headers, 'limit_page');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'rate_limited' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(3000);
    expect(fake.requests).toHaveLength(5);
    expect(await attemptsOf(user.id)).toHaveLength(5);

    const other = await signedInUser();
    expect((await verify(other.headers, 'limit_page')).statusCode).toBe(200);
  });
});
