import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decisionSchema, listSchema, type Decision } from '@fanlens/shared';
import { BURST_MIN_REVIEWS } from '../src/modules/review-checks/thresholds';
import { buildTestApp, type TestApp } from './helpers/app';
import { readOutbox } from './helpers/factories/auth';
import { buildCreator } from './helpers/factories/creators';
import { authAs, buildCreatorAccount, buildReview, makeModerator } from './helpers/factories/reviews';
import { buildUser } from './helpers/factories/users';

/**
 * Statements of reasons (docs/decisions/039-decisions-and-appeals.md): every decision that holds,
 * hides or removes a review or a page records one statement per person it affects, in the
 * transaction of the decision, and mails it in their language; none names a reporter or another
 * (anonymous) author.
 */
let t: TestApp;
let moderatorId: number;
let moderator: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_MULTIPLIER: '100', PUBLIC_URL: 'https://fanlens.example' });
  const mod = await buildUser(t.database, { name: 'Mia Moderator' });
  await makeModerator(t.database, mod.id);
  moderatorId = mod.id;
  moderator = await authAs(t.app, mod.id);
});
afterAll(async () => t?.close());

async function send(method: 'GET' | 'POST', url: string, headers: object = {}, payload?: object) {
  const res = await t.app.inject({ method, url, headers: headers as Record<string, string>, payload });
  return { status: res.statusCode, body: res.body ? res.json() : null };
}

const setLanguage = (userId: number, language: 'en' | 'es' | 'de') =>
  t.database.query('update users set language = $2 where id = $1', [userId, language]);

async function decisionsOf(userId: number): Promise<Decision[]> {
  const res = await send('GET', '/api/users/my/decisions?limit=50', await authAs(t.app, userId));
  expect(res.status).toBe(200);
  return listSchema(decisionSchema).parse(res.body).results;
}

async function mailsTo(email: string): Promise<string[]> {
  await t.app.jobs.drain();
  // The outbox reader leaves the quoted-printable bytes as they are: read them as UTF-8.
  return readOutbox(t.config.mail.outboxDir)
    .map((mail) => Buffer.from(mail, 'latin1').toString('utf8'))
    .filter((mail) => mail.toLowerCase().includes(`to: ${email.toLowerCase()}`));
}

let address = 0;
/** A new account (opened now, e-mail not confirmed) posting a 5-star review from an address of its own. */
async function newAccountReview(creatorId: number, name: string, anonymous = false) {
  const user = await buildUser(t.database, { name });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/reviews',
    remoteAddress: `198.51.100.${(address++ % 250) + 1}`,
    headers: await authAs(t.app, user.id),
    payload: { creatorId, rating: 5, comment: `Best page ever, truly, says ${name}.`, anonymous },
  });
  expect(res.statusCode, res.body).toBe(201);
  return { user, review: res.json() as { id: number; held: boolean } };
}

describe('a review hidden by a moderator', () => {
  it('gives its author one statement in their language: rule, facts, the reason, not automated, 6 months to appeal', async () => {
    const author = await buildUser(t.database);
    await setLanguage(author.id, 'es');
    const review = await buildReview(t.database, { userId: author.id });
    const reporter = await buildUser(t.database, { name: 'Rita Reporter' });
    expect(
      (await send('POST', `/api/reviews/${review.id}/reports`, await authAs(t.app, reporter.id), { reason: 'spam' }))
        .status,
    ).toBe(201);
    expect(
      (await send('POST', `/api/moderation/reviews/${review.id}/hide`, moderator, { reason: 'Enlaces de spam' }))
        .status,
    ).toBe(200);

    const [decision, ...others] = await decisionsOf(author.id);
    expect(others).toEqual([]);
    expect(decision).toMatchObject({
      kind: 'review_hidden',
      status: 'in_force',
      rule: { anchor: 'hidden-reviews', path: '/guidelines#hidden-reviews' },
      reason: 'Enlaces de spam',
      automated: false,
      canAppeal: true,
      review: { id: review.id },
      appeal: null,
    });
    expect(decision.facts).toBe('La reseña se denunció 1 veces; un moderador la leyó y vio que incumple las normas.');
    const months = (Date.parse(decision.appealUntil) - Date.parse(decision.decidedAt)) / (30.4 * 86_400_000);
    expect(months).toBeGreaterThan(5.9);
    expect(months).toBeLessThan(6.1);

    const mails = await mailsTo(author.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('Un moderador de FanLens ocultó tu reseña de https://fanlens.example/');
    expect(mails[0]).toContain('Motivo: Enlaces de spam');
    expect(mails[0]).toContain('https://fanlens.example/guidelines#hidden-reviews');
    expect(mails[0]).toContain('https://fanlens.example/reviews/for-others');
    expect(mails[0]).toContain('Esta decisión la tomó un moderador.');
    expect(mails[0]).not.toContain('Rita');
    expect(JSON.stringify(decision)).not.toContain('Rita');
  });

  it('is listed to its author only, newest first and paginated; 401 for guests, 400 for a bad limit', async () => {
    const author = await buildUser(t.database);
    const first = await buildReview(t.database, { userId: author.id });
    const second = await buildReview(t.database, { userId: author.id });
    for (const review of [first, second]) {
      await send('POST', `/api/moderation/reviews/${review.id}/hide`, moderator, { reason: 'Off topic' });
    }
    const headers = await authAs(t.app, author.id);
    const page = (await send('GET', '/api/users/my/decisions?limit=1', headers)).body;
    expect(page).toMatchObject({ count: 2, limit: 1, offset: 0 });
    expect(page.results[0].review.id).toBe(second.id);
    const next = (await send('GET', '/api/users/my/decisions?limit=1&offset=1', headers)).body;
    expect(next.results[0].review.id).toBe(first.id);
    expect(await decisionsOf((await buildUser(t.database)).id)).toEqual([]);
    expect((await send('GET', '/api/users/my/decisions')).status).toBe(401);
    expect((await send('GET', '/api/users/my/decisions?limit=0', headers)).body).toMatchObject({ field: 'limit' });
  });
});

describe('reviews held by the checks, then the case removed', () => {
  it('each held author gets one automated statement, then one for the removal; none names another author', async () => {
    const creator = await buildCreator(t.database);
    const writers = [];
    for (let i = 0; i < BURST_MIN_REVIEWS; i += 1) {
      writers.push(await newAccountReview(creator.id, `Hidden Name ${i}`, i === 0));
    }
    // The last one opens the case and holds the earlier ones too.
    expect(writers.at(-1)?.review.held).toBe(true);
    const [german] = writers.slice(1);
    await setLanguage(german.user.id, 'de');

    for (const writer of writers) {
      const [held, ...others] = await decisionsOf(writer.user.id);
      expect(others).toEqual([]);
      expect(held).toMatchObject({
        kind: 'review_held',
        automated: true,
        reason: null,
        rule: { anchor: 'held-reviews' },
        review: { id: writer.review.id },
        creator: { id: creator.id, username: creator.username },
      });
      expect(held.facts).toContain('60');
    }
    const [anonymous, ...rest] = writers;
    const heldMail = (await mailsTo(german.user.email))[0];
    expect(heldMail).toContain('wurde am 20');
    expect(heldMail).toContain('von den automatischen Prüfungen zurückgehalten');
    expect(heldMail).toContain('Diese Entscheidung haben die Prüfungen automatisch getroffen');
    expect(heldMail).toContain('eine nicht bestätigte E-Mail-Adresse');

    const [openCase] = await t.database.query<{ id: number }>(
      "select id from review_cases where creator_id = $1 and status = 'open'",
      [creator.id],
    );
    const removed = await t.app.inject({
      method: 'POST',
      url: `/api/moderation/cases/${openCase.id}/remove`,
      headers: moderator,
      payload: { reason: 'Bought reviews' },
    });
    expect(removed.statusCode, removed.body).toBe(200);
    for (const writer of writers) {
      const [latest, held] = await decisionsOf(writer.user.id);
      expect(held.kind).toBe('review_held');
      expect(latest).toMatchObject({ kind: 'case_removed', automated: false, reason: 'Bought reviews' });
      expect(latest.facts).toContain(`${BURST_MIN_REVIEWS}`);
    }
    // Nothing the others receive names the anonymous author, nor any author but the reader.
    for (const writer of rest) {
      const text = [...(await mailsTo(writer.user.email)), JSON.stringify(await decisionsOf(writer.user.id))].join();
      expect(text).not.toContain(anonymous.user.name);
      for (const other of writers) if (other !== writer) expect(text).not.toContain(other.user.name);
    }
    expect(await mailsTo(german.user.email)).toHaveLength(2);
  });
});

describe('a creator page removed', () => {
  it('by a moderator: its owner gets one statement in their language', async () => {
    const owner = await buildCreatorAccount(t.database);
    await setLanguage(owner.user.id, 'de');
    const res = await send('POST', `/api/moderation/creators/${owner.creator.id}/remove`, moderator, {
      reason: 'Not a creator page',
    });
    expect(res.status).toBe(200);
    const [decision, ...others] = await decisionsOf(owner.user.id);
    expect(others).toEqual([]);
    expect(decision).toMatchObject({
      kind: 'page_removed',
      rule: { anchor: 'creator-pages' },
      reason: 'Not a creator page',
      automated: false,
      creator: { id: owner.creator.id },
      review: null,
    });
    expect(decision.facts).toBe('Ein Moderator hat festgestellt, dass die Seite nicht auf FanLens gehört.');
    const [mail] = await mailsTo(owner.user.email);
    expect(mail).toContain('von FanLens entfernt.');
  });

  it('at a removal request: the owner is told without naming who asked; a page without an owner records none', async () => {
    const owner = await buildCreatorAccount(t.database);
    const request = await send(
      'POST',
      '/api/removal-requests',
      {},
      {
        page: owner.creator.username,
        email: 'quiet.asker@example.test',
        reason: 'Please take this page down, it is mine.',
      },
    );
    expect(request.status).toBe(201);
    expect(
      (await send('POST', `/api/moderation/removal-requests/${request.body.id}/accept`, moderator, {})).status,
    ).toBe(200);
    const [decision] = await decisionsOf(owner.user.id);
    expect(decision).toMatchObject({ kind: 'page_removed', reason: null });
    expect(decision.facts).toBe('A request to remove the page was accepted by a moderator.');
    const [mail] = await mailsTo(owner.user.email);
    expect(mail).not.toContain('quiet.asker');
    expect(JSON.stringify(decision)).not.toContain('quiet.asker');

    const unowned = await buildCreator(t.database);
    const before = await t.database.query('select id from decisions');
    await send('POST', `/api/moderation/creators/${unowned.id}/remove`, moderator, { reason: 'Not a creator' });
    expect(await t.database.query('select id from decisions')).toHaveLength(before.length);
  });

  it('a refused decision records no statement (the same transaction)', async () => {
    const author = await buildUser(t.database);
    const review = await buildReview(t.database, { userId: author.id });
    await send('POST', `/api/moderation/reviews/${review.id}/hide`, moderator, { reason: 'Spam' });
    expect(
      (await send('POST', `/api/moderation/reviews/${review.id}/hide`, moderator, { reason: 'Spam' })).status,
    ).toBe(409);
    expect(await decisionsOf(author.id)).toHaveLength(1);
    expect(moderatorId).toBeGreaterThan(0);
  });
});
