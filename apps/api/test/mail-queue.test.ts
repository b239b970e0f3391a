import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/app';
import { buildCreatorAccount, authAs } from './helpers/factories/reviews';
import { FACTORY_PASSWORD, buildUser } from './helpers/factories/users';
import { startFakeSmtp, type FakeSmtp } from './helpers/fake-smtp';
import { retryFailedJobs } from '../src/jobs/failed-jobs';
import { inTransaction } from '../src/db/transaction';
import { enqueue } from '../src/jobs/queue';

/**
 * The job queue's e-mails against a mail server of its own (a fake SMTP server on a loopback
 * port): refused for a while, then accepted; given up and retried; committed or rolled back with
 * their change. The queue's clock is moved by the test (runDue), so retries due minutes later run
 * at once. On the embedded database, or on PostgreSQL with DATABASE_URL.
 */
let t: TestApp;
let smtp: FakeSmtp;
beforeAll(async () => {
  smtp = await startFakeSmtp();
  t = await buildTestApp({ SMTP_URL: smtp.url, RATE_LIMIT_MULTIPLIER: '100', PUBLIC_URL: 'https://fanlens.example' });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const SECOND = 1000;
const jobsOf = (kind: string) =>
  t.database.query<{ id: number; state: string; attempts: number; payload: Record<string, unknown> }>(
    'select id, state, attempts, payload from jobs where kind = $1 order by id',
    [kind],
  );
const openMailJobs = async () =>
  (
    await t.database.query<{ n: number }>(
      `select count(*)::int as n from jobs where kind like 'mail.%' and state in ('queued', 'running')`,
    )
  )[0].n;
const register = (email: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/register', payload: { email, password: 'queue-pass-1' } });

describe('e-mails while the mail server refuses for 30 s', () => {
  it('loses none and sends none twice: each goes out once, with its own Message-ID, once the server takes mail', async () => {
    const start = Date.now();
    let clock = start;
    smtp.setRefusing(() => clock < start + 30 * SECOND);
    const sentBefore = smtp.received.length;
    // Mails of several kinds, each written by a real request: confirmations, a reset link, a review's notice.
    const emails = ['queue-a@example.test', 'queue-b@example.test', 'queue-c@example.test'];
    for (const email of emails) expect((await register(email)).statusCode).toBe(200);
    const resetUser = await buildUser(t.database);
    await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: resetUser.email } });
    const { user: owner, creator } = await buildCreatorAccount(t.database);
    const author = await buildUser(t.database);
    const review = await t.app.inject({
      method: 'POST',
      url: '/api/reviews',
      headers: await authAs(t.app, author.id),
      payload: { creatorId: creator.id, rating: 5, comment: 'Answers every message, great value.' },
    });
    expect(review.statusCode).toBe(201);
    const recipients = [...emails, resetUser.email, owner.email];

    // The queue's clock over the next ten minutes; the server refuses for the first 30 s of it.
    for (const offset of [0, 5, 10, 20, 29, 31, 45, 60, 90, 120, 180, 240, 300, 600]) {
      clock = start + offset * SECOND;
      await t.app.jobs.runDue(new Date(clock));
      if (offset < 30) expect(smtp.received.length, `at ${offset} s`).toBe(sentBefore);
    }
    const sent = smtp.received.slice(sentBefore);
    expect(sent.map((mail) => mail.to[0]).sort()).toEqual([...recipients].sort());
    const ids = sent.map((mail) => mail.messageId);
    expect(ids.every((id) => /^<fanlens-mail-\d+@fanlens\.local>$/.test(id ?? ''))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    // Refused at least once each, then done; the reset link's job no longer holds its token.
    for (const kind of ['mail.email-confirmation', 'mail.password-reset', 'mail.review-notice']) {
      for (const job of await jobsOf(kind)) {
        expect(job.state).toBe('done');
        expect(job.attempts).toBeGreaterThan(1);
        expect(job.payload).toEqual({});
      }
    }
    expect(await openMailJobs()).toBe(0);
    // Nothing is sent again later.
    await t.app.jobs.runDue(new Date(start + 3 * 24 * 3600 * SECOND));
    expect(smtp.received.length).toBe(sentBefore + recipients.length);
  });
});

describe('a mail the server never takes', () => {
  it('is given up after its tries, shows in /api/health (a count and an age, no address), and is sent once retried', async () => {
    const start = Date.now();
    smtp.setRefusing(() => true);
    const user = await buildUser(t.database);
    await t.database.db.transaction((tx) =>
      enqueue(inTransaction(tx), 'mail.claim-moved', { userId: user.id, username: 'given_up', platform: 'twitch' }),
    );
    const [job] = (await jobsOf('mail.claim-moved')).slice(-1);
    // Twelve tries, 1, 2, 4… minutes apart (at most 6 hours): about two days.
    for (let hour = 0; hour <= 72; hour += 1) await t.app.jobs.runDue(new Date(start + hour * 3600 * SECOND));
    const [failed] = (await jobsOf('mail.claim-moved')).filter((row) => row.id === job.id);
    expect(failed).toMatchObject({ state: 'failed', attempts: 12 });

    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json().jobs).toEqual({ failed: 1, oldestFailedSeconds: expect.any(Number) });
    expect(health.body).not.toContain(user.email);

    smtp.setRefusing(() => false);
    const before = smtp.received.length;
    expect(await retryFailedJobs(t.database, job.id)).toEqual({ retried: [job.id], expired: [] });
    await t.app.jobs.drain();
    expect(smtp.received.slice(before).map((mail) => mail.to[0])).toEqual([user.email]);
    expect(smtp.received.at(-1)!.data).toContain('given_up');
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).json().jobs).toEqual({
      failed: 0,
      oldestFailedSeconds: null,
    });
  });

  it('a reset link whose token expired while the server refused is given up, its token emptied, and not retried', async () => {
    const start = Date.now();
    smtp.setRefusing(() => true);
    const user = await buildUser(t.database);
    await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: user.email } });
    await t.app.jobs.runDue(new Date(start));
    const [job] = (await jobsOf('mail.password-reset')).slice(-1);
    expect(job.payload).toMatchObject({ userId: user.id, token: expect.any(String) });
    const minutes = [1, 3, 7, 15, 31, 63];
    for (const minute of minutes) await t.app.jobs.runDue(new Date(start + minute * 60 * SECOND));
    const [expired] = (await jobsOf('mail.password-reset')).filter((row) => row.id === job.id);
    expect(expired).toMatchObject({ state: 'failed', payload: {} });
    const past = new Date(start + 64 * 60 * SECOND);
    expect(await retryFailedJobs(t.database, job.id, past)).toEqual({ retried: [], expired: [job.id] });
    smtp.setRefusing(() => false);
    await t.database.query(`delete from jobs where id = $1`, [job.id]);
  });
});

describe('mail jobs commit or roll back with their change', () => {
  it('a refused write queues nothing; an accepted one queues its mail', async () => {
    const { creator } = await buildCreatorAccount(t.database);
    const author = await buildUser(t.database);
    const headers = await authAs(t.app, author.id);
    const post = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/reviews',
        headers,
        payload: { creatorId: creator.id, rating: 4, comment: 'A review that is written only once here.' },
      });
    const notices = async () => (await jobsOf('mail.review-notice')).length;
    const before = await notices();
    expect((await post()).statusCode).toBe(201);
    expect(await notices()).toBe(before + 1);
    expect((await post()).statusCode).toBe(409); // already reviewed
    const taken = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: author.email, password: 'queue-pass-1' },
    });
    expect(taken.statusCode).toBe(409);
    expect(await notices()).toBe(before + 1);
  });

  it('a change whose transaction fails after its mail was queued leaves neither the change nor the mail', async () => {
    const { user: owner, creator } = await buildCreatorAccount(t.database);
    const author = await buildUser(t.database);
    const headers = await authAs(t.app, author.id);
    const { db } = t.database;
    const transaction = db.transaction.bind(db);
    // Everything inside the transaction runs (the review, its notice's job), then the COMMIT is lost.
    db.transaction = (async (run: Parameters<typeof transaction>[0]) =>
      transaction(async (tx) => {
        await run(tx);
        throw new Error('Connection terminated unexpectedly');
      })) as typeof db.transaction;
    let status: number;
    try {
      status = (
        await t.app.inject({
          method: 'POST',
          url: '/api/reviews',
          headers,
          payload: { creatorId: creator.id, rating: 3, comment: 'This review is never committed.' },
        })
      ).statusCode;
    } finally {
      db.transaction = transaction;
    }
    expect(status).toBe(503);
    expect(await t.database.query('select id from reviews where user_id = $1', [author.id])).toHaveLength(0);
    const queued = await t.database.query(
      `select id from jobs where kind = 'mail.review-notice' and (payload->>'recipientId')::int = $1`,
      [owner.id],
    );
    expect(queued).toHaveLength(0);
  });
});

describe('an account deleted while its mails wait', () => {
  it('takes its waiting jobs (a reset link and its token) with it; its last e-mail is queued and sent', async () => {
    smtp.setRefusing(() => true);
    const user = await buildUser(t.database);
    await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: user.email } });
    await t.app.jobs.drain();
    const waiting = () =>
      t.database.query(`select kind from jobs where state = 'queued' and payload->>'userId' = $1::text`, [user.id]);
    expect(await waiting()).toEqual([{ kind: 'mail.password-reset' }]);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/users/my',
      headers: await authAs(t.app, user.id),
      payload: { password: FACTORY_PASSWORD },
    });
    expect(deleted.statusCode).toBe(200);
    expect(await waiting()).toEqual([]);
    smtp.setRefusing(() => false);
    const before = smtp.received.length;
    await t.app.jobs.runDue(new Date(Date.now() + 60 * SECOND));
    const sent = smtp.received.slice(before).filter((mail) => mail.to[0] === user.email);
    expect(sent).toHaveLength(1);
    expect(sent[0].data).not.toContain('reset-password');
  });
});
