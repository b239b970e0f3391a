import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import type { Database } from '../../../src/db/client';
import { bearer } from './auth';
import { buildCreator } from './creators';
import { authAs, buildReview, makeModerator } from './reviews';
import { buildUser, FACTORY_PASSWORD } from './users';

export const PHONE_AGENT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
export const LAPTOP_AGENT = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';

/** Signs in through the API from a browser with `userAgent`; the session's tokens. */
export async function signInWith(app: FastifyInstance, email: string, userAgent: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'user-agent': userAgent },
    payload: { email, password: FACTORY_PASSWORD },
  });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  return res.json() as { accessToken: string; refreshToken: string };
}

async function call(app: FastifyInstance, method: 'POST' | 'PATCH', url: string, token: string, payload?: object) {
  const res = await app.inject({ method, url, headers: bearer(token), payload });
  if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.json();
}

/**
 * An account with one record of every kind FanLens holds, made through the API where there is
 * one: two sessions (a phone and a laptop), an avatar, a claimed page with a reply and an edit, a
 * visible review and one a moderator hid, a helpful vote, a favorite with a price alert mailed, a
 * report, a removal request, an invitation link, a verification attempt, a password reset and a
 * notification switch turned off.
 */
export async function buildFullAccount(app: FastifyInstance, database: Database) {
  const user = await buildUser(database, { name: 'Whole Record' });
  const phone = await signInWith(app, user.email, PHONE_AGENT);
  const laptop = await signInWith(app, user.email, LAPTOP_AGENT);
  const token = phone.accessToken;

  const form = new FormData();
  const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#3366aa' } })
    .png()
    .toBuffer();
  form.append('avatar', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'me.png');
  const profile = await app.inject({ method: 'PATCH', url: '/api/users/my', headers: bearer(token), payload: form });
  if (profile.statusCode !== 200) throw new Error(`avatar: ${profile.statusCode} ${profile.body}`);
  const avatarUrl = (profile.json() as { avatarUrl: string }).avatarUrl;

  // The page the account claimed, a fan's review of it and the account's reply.
  const page = await buildCreator(database, { verified: true, userId: user.id, name: 'Claimed Page' });
  const fan = await buildUser(database, { name: 'Page Fan' });
  const fanReview = await buildReview(database, { creatorId: page.id, userId: fan.id, rating: 4 });
  const reply = 'Thank you for the kind words, see you soon.';
  await call(app, 'PATCH', `/api/reviews/reaction/${fanReview.id}`, token, { comment: reply });
  await database.query(
    `insert into creator_edits (creator_id, user_id, before, after) values ($1, $2, '{"name":"Old"}', '{"name":"Claimed Page"}')`,
    [page.id, user.id],
  );

  // Two reviews of other creators: one stays, a moderator hides the other.
  const comment = `Slow answers and too many ads in the feed (${user.id}).`;
  const reviewed = await buildCreator(database, { name: 'Reviewed Creator' });
  const visible = await call(app, 'POST', '/api/reviews', token, {
    creatorId: reviewed.id,
    rating: 2,
    comment,
  });
  const hiddenOn = await buildCreator(database, { name: 'Hidden On' });
  const hidden = await call(app, 'POST', '/api/reviews', token, {
    creatorId: hiddenOn.id,
    rating: 1,
    comment: 'A review a moderator will hide for its language.',
  });
  const moderator = await buildUser(database, { name: 'Mona Moderator' });
  await makeModerator(database, moderator.id);
  const moderatorHeaders = await authAs(app, moderator.id);
  const hide = await app.inject({
    method: 'POST',
    url: `/api/moderation/reviews/${hidden.id}/hide`,
    headers: moderatorHeaders,
    payload: { reason: 'Insulting language' },
  });
  if (hide.statusCode !== 200) throw new Error(`hide: ${hide.statusCode} ${hide.body}`);

  // Someone else's review of the reviewed creator: the account marks it helpful and reports another.
  const other = await buildUser(database, { name: 'Other Reviewer' });
  const liked = await buildReview(database, { creatorId: reviewed.id, userId: other.id, rating: 5 });
  await call(app, 'PATCH', `/api/reviews/helpful/${liked.id}`, token);
  const reportedOn = await buildCreator(database);
  const reported = await buildReview(database, { creatorId: reportedOn.id, userId: other.id, rating: 3 });
  await call(app, 'POST', `/api/reviews/${reported.id}/reports`, token, { reason: 'spam', details: 'Copied text' });

  const favorite = await buildCreator(database, { name: 'Kept Favorite' });
  await call(app, 'POST', '/api/favorites', token, { creatorId: favorite.id });
  // The favorite's price drop, mailed to the account as an alert (what the alerts' sender records).
  const [event] = await database.query<{ id: number }>(
    `insert into price_events (creator_id, kind, price_before_cents, price_cents) values ($1, 'price_drop', 1000, 500)
     returning id`,
    [favorite.id],
  );
  const [alertMail] = await database.query<{ id: number }>(
    `insert into alert_mails (user_id, creator_id, digest, sent_at) values ($1, $2, false, now()) returning id`,
    [user.id, favorite.id],
  );
  // Its job, sent at the first try.
  await database.query(
    `insert into jobs (kind, key, state, attempts, finished_at) values ('mail.price-alert', $1, 'done', 1, now())`,
    [`alert-mail:${alertMail.id}`],
  );
  await database.query(
    `insert into alert_deliveries (user_id, event_id, creator_id, kind, state, mail_id, created_at)
     values ($1, $2, $3, 'price_drop', 'queued', $4, now())`,
    [user.id, event.id, favorite.id, alertMail.id],
  );
  // An invitation link of the claimed page.
  const invitation = await call(app, 'POST', `/api/creators/${page.id}/invitations`, token);

  const removedPage = await buildCreator(database);
  const removal = await app.inject({
    method: 'POST',
    url: '/api/removal-requests',
    headers: bearer(token),
    payload: {
      page: removedPage.username,
      email: user.email.toUpperCase(),
      reason: 'This page uses my photos without consent.',
    },
  });
  if (removal.statusCode !== 201) throw new Error(`removal request: ${removal.statusCode} ${removal.body}`);

  await database.query(
    `insert into verification_attempts (user_id, username, success, reason) values ($1, 'not_mine', false, 'link_not_found')`,
    [user.id],
  );
  await app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: user.email } });
  await app.jobs.drain(); // the queued request: its token, and its e-mail
  await call(app, 'PATCH', '/api/users/my/notifications', token, { newReviews: false });

  return {
    user,
    phone,
    laptop,
    avatarUrl,
    page,
    fan,
    fanReview,
    reply,
    reviewed,
    comment,
    visible: visible as { id: number },
    hiddenOn,
    hidden: hidden as { id: number },
    moderator,
    other,
    liked,
    reported,
    favorite,
    removedPage,
    invitation: invitation as { id: number; url: string },
  };
}
