import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/app';
import { bearer, readOutbox } from './helpers/factories/auth';
import { buildReview } from './helpers/factories/reviews';
import { buildCreator } from './helpers/factories/creators';
import { buildUser } from './helpers/factories/users';
import { startFakePlatform, type FakePlatform } from './helpers/fake-platform';
import { READERS_OFF } from './helpers/reader-env';
import { afterTeamWindow } from './helpers/job-clock';

let t: TestApp;
let fake: FakePlatform;
beforeAll(async () => {
  fake = await startFakePlatform();
  t = await buildTestApp({
    ...READERS_OFF,
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

/** The link of GET /verification/text for this user and page (its code inside). */
async function claimLinkFor(headers: Record<string, string>, username: string): Promise<string> {
  const res = await t.app.inject({ method: 'GET', url: `/api/verification/text?username=${username}`, headers });
  expect(res.statusCode).toBe(200);
  return res.json().link;
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
    const { user, headers } = await signedInUser();
    const text = await t.app.inject({ method: 'GET', url: '/api/verification/text?username=ada_lovelace', headers });
    const { text: bioText, link, expiresAt } = text.json();
    expect(link).toMatch(/^https:\/\/fanlens\.test\/Ada_Lovelace\?v=[A-HJ-NP-Z2-9]{6}$/);
    expect(bioText).toBe(`check out my review ${link}`);
    expect(Date.parse(expiresAt) - Date.now()).toBeGreaterThan(23 * 3600 * 1000);
    fake.setHtmlBio('/onlyfans/Ada_Lovelace', `Hi! ${bioText}`);

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
    const { headers } = await signedInUser();
    const code = new URL(await claimLinkFor(headers, 'streamer.one')).searchParams.get('v')!;
    fake.setJson('/helix/streamer.one', {
      data: [{ login: 'streamer.one', description: `<b>FANLENS.TEST/Streamer.One/?v=${code.toLowerCase()}</b> <3` }],
    });
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
    const { headers } = await signedInUser();
    fake.setHtmlBio('/patreon/c/moved_creator/about', await claimLinkFor(headers, 'moved_creator'));
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

  it('answers 409 reviewed_own_page for a page the user has reviewed (text and verification)', async () => {
    const creator = await buildCreator(t.database, { username: 'reviewed_page' });
    const { user, headers } = await signedInUser();
    await buildReview(t.database, { creatorId: creator.id, userId: user.id });
    const text = await t.app.inject({ method: 'GET', url: '/api/verification/text?username=reviewed_page', headers });
    const res = await verify(headers, 'reviewed_page');
    for (const answer of [text, res]) {
      expect(answer.statusCode).toBe(409);
      expect(answer.json()).toMatchObject({ code: 'reviewed_own_page', field: 'username' });
    }
    expect(fake.requests).toEqual([]);
  });

  it('answers 409 already_verified for a page the user has verified already (nothing is fetched)', async () => {
    const { user, headers } = await signedInUser();
    await buildCreator(t.database, { username: 'my_own_page', verified: true, userId: user.id });
    const res = await verify(headers, 'my_own_page');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'already_verified', field: 'username' });
    expect(fake.requests).toEqual([]);
  });

  it('verifies a second page for an account that has one; /users/my lists both, the first stays `creator`', async () => {
    const { user, headers } = await signedInUser();
    const first = await buildCreator(t.database, {
      username: 'first_page',
      verified: true,
      userId: user.id,
      verifiedAt: new Date(Date.now() - 86_400_000),
    });
    const second = await buildCreator(t.database, { username: 'second_page', platform: 'twitch' });
    const link = await claimLinkFor(headers, 'second_page');
    fake.setJson('/helix/second_page', { data: [{ description: `check out my review ${link}` }] });
    const res = await verify(headers, 'second_page');
    expect(res.json()).toMatchObject({ success: true, creator: { id: second.id, verified: true } });
    const me = (await t.app.inject({ method: 'GET', url: '/api/users/my', headers })).json();
    expect(me.creator.id).toBe(first.id);
    expect(me.creators.map((c: { id: number }) => c.id)).toEqual([first.id, second.id]);
  });
});

describe('POST /verification: races and limits', () => {
  it('refuses the claim when the user reviewed the page while the profile was being read', async () => {
    const creator = await buildCreator(t.database, { username: 'race_page' });
    const { user, headers } = await signedInUser();
    const link = await claimLinkFor(headers, 'race_page');
    fake.set('/onlyfans/race_page', {
      kind: 'page',
      body: `<meta name="description" content="${link}">`,
      before: async () => {
        await buildReview(t.database, { creatorId: creator.id, userId: user.id });
      },
    });
    const res = await verify(headers, 'race_page');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'reviewed_own_page' });
    const [row] = await t.database.query<{ user_id: number | null }>('select user_id from creators where id = $1', [
      creator.id,
    ]);
    expect(row.user_id).toBeNull();
    expect(await attemptsOf(user.id)).toEqual([{ username: 'race_page', success: false, reason: 'reviewed' }]);
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

describe('POST /verification: the proof is bound to the account', () => {
  it("refuses a bare link and another account's code (code_not_found)", async () => {
    await buildCreator(t.database, { username: 'bound_page' });
    const owner = await signedInUser();
    const ownerLink = await claimLinkFor(owner.headers, 'bound_page');
    const other = await signedInUser();
    for (const bio of ['check out my review https://fanlens.test/bound_page', `check out my review ${ownerLink}`]) {
      fake.setHtmlBio('/onlyfans/bound_page', bio);
      expect((await verify(other.headers, 'bound_page')).json()).toEqual({
        success: false,
        creator: null,
        reason: 'code_not_found',
      });
    }
    // The owner's code works for the owner.
    expect((await verify(owner.headers, 'bound_page')).json()).toMatchObject({ success: true });
  });

  it('refuses a code of an earlier period that has expired', async () => {
    const creator = await buildCreator(t.database, { username: 'stale_page' });
    const { user, headers } = await signedInUser();
    const { currentClaimCode, CLAIM_CODE_PERIOD_SECONDS } = await import('../src/modules/verification/claim-code');
    const old = currentClaimCode(
      t.app.services.signer,
      user.id,
      creator.id,
      Date.now() - 2 * CLAIM_CODE_PERIOD_SECONDS * 1000,
    );
    fake.setHtmlBio('/onlyfans/stale_page', `https://fanlens.test/stale_page?v=${old.code}`);
    expect((await verify(headers, 'stale_page')).json()).toMatchObject({ success: false, reason: 'code_not_found' });
  });

  it('looks only in the bio fields, not anywhere in the page', async () => {
    await buildCreator(t.database, { username: 'comment_page' });
    const { headers } = await signedInUser();
    const link = await claimLinkFor(headers, 'comment_page');
    fake.set('/onlyfans/comment_page', {
      kind: 'page',
      body: `<html><head><meta property="og:description" content="My bio"></head>
        <body><p class="comment">fan comment: ${link}</p><a href="${link}">x</a></body></html>`,
    });
    expect((await verify(headers, 'comment_page')).json()).toMatchObject({ success: false, reason: 'link_not_found' });
  });

  it('moves a page claimed by another account to the one whose code is in the bio, and tells both', async () => {
    const owner = await buildUser(t.database, { name: 'First Claimant' });
    const creator = await buildCreator(t.database, { username: 'contested_page', verified: true, userId: owner.id });
    const { user, headers } = await signedInUser();
    fake.setHtmlBio('/onlyfans/contested_page', await claimLinkFor(headers, 'contested_page'));
    const res = await verify(headers, 'contested_page');
    expect(res.json()).toMatchObject({ success: true, creator: { id: creator.id, verified: true } });
    const [row] = await t.database.query<{ user_id: number }>('select user_id from creators where id = $1', [
      creator.id,
    ]);
    expect(row.user_id).toBe(user.id);

    await t.app.jobs.runDue(afterTeamWindow());
    const mails = readOutbox(t.config.mail.outboxDir).filter((mail) => mail.includes('contested_page'));
    expect(mails.some((mail) => /^To: .*team@fanlens\.local/m.test(mail) && mail.includes('Claim moved'))).toBe(true);
    expect(mails.some((mail) => mail.toLowerCase().includes(`to: ${owner.email}`))).toBe(true);
  });
});
