import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  INVITATION_VALID_DAYS,
  creatorDetailsSchema,
  invitationLookupSchema,
  invitationSchema,
  listSchema,
  reviewSchema,
} from '@fanlens/shared';
import { BURST_MIN_SAME_RATING } from '../src/modules/review-checks/thresholds';
import { buildTestApp, type TestApp } from './helpers/app';
import { buildCreator } from './helpers/factories/creators';
import { aggregateStatistics, authAs, buildCreatorAccount, storedStatistics } from './helpers/factories/reviews';
import { buildUser } from './helpers/factories/users';
import { ensureWebBuild } from './helpers/web-build';

/** Review invitations (docs/decisions/025-review-invitations.md). */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ WEB_DIST: ensureWebBuild(), RATE_LIMIT_MULTIPLIER: '100' });
}, 300_000);
afterAll(async () => t?.close());

let address = 0;
/** A public address of its own (TEST-NET-3) per review, so the address signal stays quiet. */
const nextAddress = () => `203.0.113.${(address++ % 250) + 1}`;

async function ownerWithPage() {
  const { user, creator } = await buildCreatorAccount(t.database);
  return { creator, headers: await authAs(t.app, user.id) };
}

async function invite(creatorId: number, headers: Record<string, string>) {
  const res = await t.app.inject({ method: 'POST', url: `/api/creators/${creatorId}/invitations`, headers });
  expect(res.statusCode, res.body).toBe(201);
  const invitation = invitationSchema.parse(res.json());
  return { ...invitation, token: new URL(invitation.url).hash.replace('#invitation=', '') };
}

async function listOf(creatorId: number, headers: Record<string, string>) {
  const res = await t.app.inject({ url: `/api/creators/${creatorId}/invitations`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return listSchema(invitationSchema).parse(res.json());
}

/** An account that has been around: a year old, confirmed (so one review of it raises no check). */
async function fan(options: { fresh?: boolean } = {}) {
  const user = await buildUser(t.database);
  if (!options.fresh) {
    await t.database.query(
      `update users set created_at = now() - interval '400 days', email_confirmed_at = now() where id = $1`,
      [user.id],
    );
  }
  return { id: user.id, headers: await authAs(t.app, user.id) };
}

function review(headers: Record<string, string>, creatorId: number, invitation?: string, rating = 5) {
  return t.app.inject({
    method: 'POST',
    url: '/api/reviews',
    remoteAddress: nextAddress(),
    headers,
    payload: { creatorId, rating, comment: `Honest words about this page ${Math.random()}`, invitation },
  });
}

const lookUp = (token: string) => t.app.inject({ url: `/api/invitations/${token}` });

describe('creating and listing invitations', () => {
  it('gives the verified owner a 30-day link to the creator page; nobody else', async () => {
    const { creator, headers } = await ownerWithPage();
    const before = Date.now();
    const invitation = await invite(creator.id, headers);
    expect(invitation.url).toMatch(new RegExp(`/${creator.username}#invitation=[A-Za-z0-9_-]{43}$`));
    const days = (Date.parse(invitation.expiresAt) - before) / 86_400_000;
    expect(days).toBeGreaterThan(INVITATION_VALID_DAYS - 0.01);
    expect(days).toBeLessThan(INVITATION_VALID_DAYS + 0.01);
    expect(invitation).toMatchObject({ status: 'active', reviews: 0, revokedAt: null });
    expect(invitation).not.toHaveProperty('uses');
    // Two links never share a code.
    const second = await invite(creator.id, headers);
    expect(second.token).not.toBe(invitation.token);
    expect((await listOf(creator.id, headers)).results.map((item) => item.id)).toEqual([second.id, invitation.id]);

    const stranger = (await fan()).headers;
    const url = `/api/creators/${creator.id}/invitations`;
    for (const [method, who, status] of [
      ['POST', stranger, 403],
      ['GET', stranger, 403],
      ['POST', {}, 401],
      ['GET', {}, 401],
    ] as const) {
      expect((await t.app.inject({ method, url, headers: who })).statusCode).toBe(status);
    }
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/creators/99999999/invitations', headers })).statusCode,
    ).toBe(404);
    // A claimed page that is not verified (any more) has no invitations.
    await t.database.query('update creators set verified = false where id = $1', [creator.id]);
    expect((await t.app.inject({ method: 'POST', url, headers })).statusCode).toBe(403);
  });

  it('looks a link up for anyone: the page and whether it still gives the label; a bad code is a 400', async () => {
    const { creator, headers } = await ownerWithPage();
    const invitation = await invite(creator.id, headers);
    const found = invitationLookupSchema.parse((await lookUp(invitation.token)).json());
    expect(found).toMatchObject({ creatorId: creator.id, creatorUsername: creator.username, status: 'active' });
    expect((await lookUp('A'.repeat(43))).statusCode).toBe(404);
    const bad = await lookUp('not-a-code');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'validation_failed', field: 'token' });
  });
});

describe('a review written through an invitation', () => {
  it("carries the Invited label, counts like any other, and raises the link's count of named reviews", async () => {
    const { creator, headers } = await ownerWithPage();
    const invitation = await invite(creator.id, headers);
    const withLink = await review((await fan()).headers, creator.id, invitation.token, 5);
    expect(withLink.statusCode, withLink.body).toBe(201);
    expect(reviewSchema.parse(withLink.json())).toMatchObject({ invited: true, held: false });
    const without = await review((await fan()).headers, creator.id, undefined, 3);
    expect(without.json()).toMatchObject({ invited: false });

    const page = (await t.app.inject({ url: `/api/reviews/creator/${creator.username}` })).json();
    const labels = Object.fromEntries(
      page.results.map((item: { id: number; invited: boolean }) => [item.id, item.invited]),
    );
    expect(labels).toEqual({ [withLink.json().id]: true, [without.json().id]: false });
    const details = creatorDetailsSchema.parse(
      (await t.app.inject({ url: `/api/creators/details/${creator.username}` })).json(),
    );
    expect(details.reviewsStatistic).toMatchObject({ reviewCount: 2, rating: 4 });
    expect(await storedStatistics(t.database, creator.id)).toEqual(await aggregateStatistics(t.database, creator.id));

    const [listed] = (await listOf(creator.id, headers)).results;
    expect(listed).toMatchObject({ id: invitation.id, reviews: 1 });
    await review((await fan()).headers, creator.id, invitation.token, 4);
    expect((await listOf(creator.id, headers)).results[0]).toMatchObject({ reviews: 2 });
  });

  it('after expiry or revocation: the page still shows and the review is taken, without the label', async () => {
    const { creator, headers } = await ownerWithPage();
    const expired = await invite(creator.id, headers);
    const revoked = await invite(creator.id, headers);
    await t.database.query(`update review_invitations set expires_at = now() - interval '1 minute' where id = $1`, [
      expired.id,
    ]);
    const revoke = await t.app.inject({
      method: 'DELETE',
      url: `/api/creators/${creator.id}/invitations/${revoked.id}`,
      headers,
    });
    expect(revoke.statusCode, revoke.body).toBe(200);
    expect(revoke.json()).toMatchObject({ status: 'revoked' });
    // Revoking again changes nothing; a stranger cannot; another page's id does not reach it.
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/creators/${creator.id}/invitations/${revoked.id}`,
      headers,
    });
    expect(again.json().revokedAt).toBe(revoke.json().revokedAt);
    const other = await ownerWithPage();
    const elsewhere = `/api/creators/${other.creator.id}/invitations/${revoked.id}`;
    expect((await t.app.inject({ method: 'DELETE', url: elsewhere, headers: other.headers })).statusCode).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/creators/${creator.id}/invitations/${revoked.id}`,
          headers: other.headers,
        })
      ).statusCode,
    ).toBe(403);

    for (const [invitation, status] of [
      [expired, 'expired'],
      [revoked, 'revoked'],
    ] as const) {
      expect((await lookUp(invitation.token)).json()).toMatchObject({ status });
      // The link is the page with a fragment: the server renders the page as for anyone.
      const rendered = await t.app.inject({ url: new URL(invitation.url).pathname });
      expect(rendered.statusCode).toBe(200);
      expect(rendered.body).toContain(creator.username);
      const written = await review((await fan()).headers, creator.id, invitation.token);
      expect(written.statusCode, written.body).toBe(201);
      expect(written.json()).toMatchObject({ invited: false });
    }
    const listed = (await listOf(creator.id, headers)).results;
    expect(listed.map((item) => [item.status, item.reviews])).toEqual([
      ['revoked', 0],
      ['expired', 0],
    ]);
    expect((await storedStatistics(t.database, creator.id)).review_count).toBe(2);
  });

  it("gives no label on another page: a link names one creator's page", async () => {
    const { creator, headers } = await ownerWithPage();
    const invitation = await invite(creator.id, headers);
    const elsewhere = await buildCreator(t.database);
    const written = await review((await fan()).headers, elsewhere.id, invitation.token);
    expect(written.statusCode).toBe(201);
    expect(written.json()).toMatchObject({ invited: false });
    expect((await listOf(creator.id, headers)).results[0]).toMatchObject({ reviews: 0 });
  });

  it('cannot be written by the owner through their own link (403 own_invitation), and spends nothing', async () => {
    const { creator, headers } = await ownerWithPage();
    const invitation = await invite(creator.id, headers);
    const own = await review(headers, creator.id, invitation.token);
    expect(own.statusCode).toBe(403);
    expect(own.json()).toMatchObject({ code: 'own_invitation', field: 'invitation' });
    expect(own.json().message).toMatch(/your own creator page/);
    expect((await listOf(creator.id, headers)).results[0]).toMatchObject({ reviews: 0 });
    expect((await storedStatistics(t.database, creator.id)).review_count).toBe(0);
    const bad = await review((await fan()).headers, creator.id, 'short');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'invitation' });
  });
});

describe('an anonymous review through a link sent to one fan', () => {
  it('moves no figure of that link and carries no label: the owner cannot tell who wrote it', async () => {
    const { creator, headers } = await ownerWithPage();
    const toEveryone = await invite(creator.id, headers);
    const toOneFan = await invite(creator.id, headers);
    const figures = async () =>
      Object.fromEntries((await listOf(creator.id, headers)).results.map((item) => [item.id, item]));
    const before = await figures();

    const written = await t.app.inject({
      method: 'POST',
      url: '/api/reviews',
      remoteAddress: nextAddress(),
      headers: (await fan()).headers,
      payload: {
        creatorId: creator.id,
        rating: 2,
        comment: 'Said with my name kept out of it',
        anonymous: true,
        invitation: toOneFan.token,
      },
    });
    expect(written.statusCode, written.body).toBe(201);
    expect(written.json()).toMatchObject({ anonymous: true, invited: false, held: false });

    // Every figure of both links is as it was (the invitation list has nothing else per link).
    expect(await figures()).toEqual(before);
    // Nor does the owner's list of reviews left for them, the public page or the API say "Invited".
    const forOwner = (await t.app.inject({ url: '/api/reviews/my-creator', headers })).json();
    const mine = forOwner.results.find((item: { id: number }) => item.id === written.json().id);
    expect(mine).toMatchObject({ anonymous: true, invited: false });
    const onPage = (await t.app.inject({ url: `/api/reviews/creator/${creator.username}` })).json();
    expect(onPage.results).toHaveLength(1);
    expect(onPage.results[0]).toMatchObject({ anonymous: true, invited: false });
    const rendered = await t.app.inject({ url: `/${creator.username}` });
    expect(rendered.body).not.toContain('data-testid="review-invited"');

    // A named review through the same link is counted there, and labelled.
    const named = await review((await fan()).headers, creator.id, toOneFan.token, 4);
    expect(named.json()).toMatchObject({ invited: true });
    const after = await figures();
    expect(after[toOneFan.id].reviews).toBe(1);
    expect(after[toEveryone.id].reviews).toBe(0);
  });
});

describe('invitations and the unusual-activity checks', () => {
  it('hold a burst of new accounts arriving through an invitation exactly as one without', async () => {
    const burstOf = async (withInvitation: boolean) => {
      const { creator, headers } = await ownerWithPage();
      const invitation = withInvitation ? (await invite(creator.id, headers)).token : undefined;
      const held: boolean[] = [];
      for (let i = 0; i < BURST_MIN_SAME_RATING + 2; i += 1) {
        const res = await review((await fan({ fresh: true })).headers, creator.id, invitation, 5);
        expect(res.statusCode, res.body).toBe(201);
        expect(res.json().invited).toBe(withInvitation);
        held.push(res.json().held);
      }
      const statistics = await storedStatistics(t.database, creator.id);
      expect(statistics).toEqual(await aggregateStatistics(t.database, creator.id));
      const list = withInvitation ? (await listOf(creator.id, headers)).results[0] : null;
      return { held, reviewCount: statistics.review_count, list };
    };
    const plain = await burstOf(false);
    const invited = await burstOf(true);
    expect(plain.held.slice(BURST_MIN_SAME_RATING - 1).every(Boolean)).toBe(true);
    expect(invited.held).toEqual(plain.held);
    expect(invited.reviewCount).toBe(plain.reviewCount);
    // None of the held ones is public, so none is counted as brought.
    expect(invited.list).toMatchObject({ reviews: 0 });
  });
});
