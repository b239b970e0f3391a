import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AlertSettingsBody } from '@fanlens/shared';
import { buildTestApp, type TestApp } from './helpers/app';
import { readOutbox } from './helpers/factories/auth';
import { authAs, buildCreatorAccount } from './helpers/factories/reviews';
import { buildUser } from './helpers/factories/users';
import type { Mail } from '../src/lib/mailer';

let t: TestApp;
/** A second instance of the same site (another worker process) on the same database. */
let t2: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_MULTIPLIER: '100', PUBLIC_URL: 'https://fanlens.example' });
  t2 = await buildTestApp(
    { RATE_LIMIT_MULTIPLIER: '100', PUBLIC_URL: 'https://fanlens.example' },
    { database: t.database },
  );
}, 180_000);
afterAll(async () => {
  await t2?.close();
  await t?.close();
});

const HOUR = 3_600_000;
const ENDS = new Date(Date.now() + 30 * 24 * HOUR).toISOString();
const later = (hours: number) => new Date(Date.now() + hours * HOUR);

async function idle() {
  await t.app.jobs.drain();
  await t2.app.jobs.drain();
}

/** Every alert e-mail to `email`, from both instances' outboxes. */
async function mailsTo(email: string): Promise<string[]> {
  await idle();
  return [...readOutbox(t.config.mail.outboxDir), ...readOutbox(t2.config.mail.outboxDir)].filter((mail) =>
    mail.toLowerCase().includes(`to: ${email.toLowerCase()}`),
  );
}

async function fan(settings: AlertSettingsBody, ...creatorIds: number[]) {
  const user = await buildUser(t.database);
  const [{ email }] = await t.database.query<{ email: string }>('select email from users where id = $1', [user.id]);
  const headers = await authAs(t.app, user.id);
  const res = await t.app.inject({ method: 'PATCH', url: '/api/users/my/alerts', headers, payload: settings });
  expect(res.statusCode).toBe(200);
  for (const creatorId of creatorIds) {
    await t.database.query('insert into favorites (user_id, creator_id) values ($1, $2)', [user.id, creatorId]);
  }
  return { ...user, email, headers };
}

async function creatorPage(priceCents = 1000, name = 'Priced Page') {
  const { user, creator } = await buildCreatorAccount(t.database, { priceCents, name });
  return {
    creator,
    edit: async (payload: object) => {
      const res = await t.app.inject({
        method: 'PATCH',
        url: `/api/creators/${creator.id}`,
        headers: await authAs(t.app, user.id),
        payload,
      });
      expect(res.statusCode, res.body).toBe(200);
    },
  };
}

/** Replaces the instance's mail transport for one test (the product's own code runs as is). */
function swapSender(app: TestApp, send: (mail: Mail, real: (mail: Mail) => Promise<void>) => Promise<void>) {
  const mailer = app.app.services.mailer;
  const real = mailer.send.bind(mailer);
  mailer.send = (mail) => send(mail, real);
  return () => {
    mailer.send = real;
  };
}

describe('GET/PATCH /api/users/my/alerts', () => {
  it('answers the defaults, changes only the given fields, refuses bad input and strangers', async () => {
    const user = await buildUser(t.database);
    const headers = await authAs(t.app, user.id);
    const get = await t.app.inject({ method: 'GET', url: '/api/users/my/alerts', headers });
    expect(get.json()).toEqual({ promotions: true, priceDrops: true, delivery: 'instant' });
    const patch = (payload: object, h: Record<string, string> = headers) =>
      t.app.inject({ method: 'PATCH', url: '/api/users/my/alerts', headers: h, payload });
    expect((await patch({ delivery: 'weekly' })).json()).toEqual({
      promotions: true,
      priceDrops: true,
      delivery: 'weekly',
    });
    expect((await patch({ priceDrops: false })).json()).toEqual({
      promotions: true,
      priceDrops: false,
      delivery: 'weekly',
    });
    const bad = await patch({ delivery: 'daily' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'validation_failed', field: 'delivery' });
    expect((await patch({ promotions: 'yes' })).json()).toMatchObject({ field: 'promotions' });
    expect((await patch({ delivery: 'off' }, {})).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/users/my/alerts' })).statusCode).toBe(401);
  });
});

describe('price alerts of favorites', () => {
  it("sends a favorite's promotion once to each instant follower, none to those who chose off, with two workers racing", async () => {
    const page = await creatorPage(1000, 'Racing Rosa');
    const instant = [await fan({ delivery: 'instant' }, page.creator.id), await fan({}, page.creator.id)];
    const off = await fan({ delivery: 'off' }, page.creator.id);
    const noPromotions = await fan({ promotions: false }, page.creator.id);
    const weekly = await fan({ delivery: 'weekly' }, page.creator.id);
    const stranger = await fan({});

    await page.edit({ promoOff: 30, promoEndsAt: ENDS });
    // The edit's own round, and two workers' rounds at the same moment, several times.
    for (let i = 0; i < 3; i += 1) {
      await Promise.all([t.app.jobs.runDue(), t2.app.jobs.runDue(), t.app.jobs.runDue()]);
    }
    for (const person of instant) {
      const mails = await mailsTo(person.email);
      expect(mails, person.email).toHaveLength(1);
      expect(mails[0]).toContain('Racing Rosa started a promotion: 30% off, $7.00 instead of $10.00');
      expect(mails[0]).toContain(`https://fanlens.example/${page.creator.username}`);
      expect(mails[0]).toMatch(
        /List-Unsubscribe:\s+<https:\/\/fanlens\.example\/api\/notifications\/unsubscribe\?user=\d+&kind=alerts/,
      );
    }
    for (const person of [off, noPromotions, weekly, stranger]) expect(await mailsTo(person.email)).toHaveLength(0);
    const [{ count }] = await t.database.query<{ count: number }>(
      'select count(*)::int as count from alert_mails m join alert_deliveries d on d.mail_id = m.id where d.creator_id = $1',
      [page.creator.id],
    );
    expect(count).toBe(2);
  });

  it('tries again after the sender fails once, and sends exactly one e-mail', async () => {
    const page = await creatorPage(2000, 'Flaky Fay');
    const follower = await fan({ delivery: 'instant' }, page.creator.id);
    let tries = 0;
    const restore = swapSender(t, async (mail, real) => {
      if (mail.to === follower.email && (tries += 1) === 1) throw new Error('SMTP server unavailable');
      return real(mail);
    });
    try {
      await page.edit({ price: 0 });
      await idle();
      expect(tries).toBe(1);
      expect(await mailsTo(follower.email)).toHaveLength(0);
      // Not before its backoff ends, then once.
      await Promise.all([t.app.jobs.runDue(), t2.app.jobs.runDue()]);
      expect(await mailsTo(follower.email)).toHaveLength(0);
      await Promise.all([t.app.jobs.runDue(later(0.1)), t2.app.jobs.runDue(later(0.1))]);
      await t.app.jobs.runDue(later(48));
    } finally {
      restore();
    }
    const mails = await mailsTo(follower.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('Flaky Fay is now free (it was $20.00)');
  });

  it('does not send twice when a worker dies between sending and recording it', async () => {
    const page = await creatorPage(1500, 'Crashy Cleo');
    const follower = await fan({}, page.creator.id);
    let sends = 0;
    const restore = swapSender(t, async (mail, real) => {
      await real(mail);
      sends += 1;
      if (sends === 1) throw new Error('worker killed before it recorded the sending');
    });
    try {
      await page.edit({ price: 1000 });
      await idle();
      // The replacement worker (same data folder) finds the mail once its backoff is over and sends
      // it again with the same key: the outbox takes a key once.
      await t.app.jobs.runDue(later(1));
      await t.app.jobs.runDue(later(2));
      expect(sends).toBe(2);
    } finally {
      restore();
    }
    const mails = await mailsTo(follower.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('Crashy Cleo lowered the price from $15.00 to $10.00');
    expect(mails[0]).toMatch(/Message-ID: <fanlens-alert-\d+@/i);
  });

  it('sends at most one e-mail per creator a day: later news waits and goes out together', async () => {
    const page = await creatorPage(1000, 'Busy Bea');
    const follower = await fan({}, page.creator.id);
    await page.edit({ promoOff: 20, promoEndsAt: ENDS });
    await idle();
    await page.edit({ promoOff: null, price: 500 });
    await idle();
    await t.app.jobs.runDue(later(12));
    expect(await mailsTo(follower.email)).toHaveLength(1);
    await t.app.jobs.runDue(later(25));
    const mails = await mailsTo(follower.email);
    expect(mails).toHaveLength(2);
    expect(mails.some((mail) => mail.includes('Busy Bea lowered the price from $10.00 to $5.00'))).toBe(true);
  });

  it("gathers a weekly fan's week of events into one digest", async () => {
    const first = await creatorPage(1000, 'Weekly Wanda');
    const second = await creatorPage(3000, 'Weekly Walt');
    const follower = await fan({ delivery: 'weekly' }, first.creator.id, second.creator.id);
    await first.edit({ promoOff: 50, promoEndsAt: ENDS });
    await second.edit({ price: 2000 });
    await second.edit({ price: 0 });
    await idle();
    await t.app.jobs.runDue(later(24 * 6));
    expect(await mailsTo(follower.email)).toHaveLength(0);
    await Promise.all([t.app.jobs.runDue(later(24 * 7 + 1)), t2.app.jobs.runDue(later(24 * 7 + 1))]);
    await t.app.jobs.runDue(later(24 * 8));
    const mails = await mailsTo(follower.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('Subject: Your week of price alerts: 3 changes');
    expect(mails[0]).toContain('Weekly Wanda started a promotion: 50% off');
    expect(mails[0]).toContain('Weekly Walt lowered the price from $30.00 to $20.00');
    expect(mails[0]).toContain('Weekly Walt is now free (it was $20.00)');
  });

  it('makes no alert of a small price drop, a price rise or a promotion that ends', async () => {
    const page = await creatorPage(1000);
    const follower = await fan({}, page.creator.id);
    await page.edit({ price: 950 });
    await page.edit({ price: 1200 });
    const events = await t.database.query('select kind from price_events where creator_id = $1', [page.creator.id]);
    expect(events).toHaveLength(0);
    await t.app.jobs.runDue();
    expect(await mailsTo(follower.email)).toHaveLength(0);
  });

  it("the e-mail's one-click unsubscribe turns alerts off; pending news is then dropped", async () => {
    const page = await creatorPage(1000, 'Quiet Quinn');
    const follower = await fan({}, page.creator.id);
    await page.edit({ promoOff: 10, promoEndsAt: ENDS });
    const [mail] = await mailsTo(follower.email);
    const link =
      /https:\/\/fanlens\.example(\/api\/notifications\/unsubscribe\?user=\d+&kind=alerts&token=[0-9a-f]{64})/.exec(
        mail,
      );
    expect(link).not.toBeNull();
    const res = await t.app.inject({
      method: 'POST',
      url: link![1],
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('price alerts of your favorite creators');
    const settings = await t.app.inject({ method: 'GET', url: '/api/users/my/alerts', headers: follower.headers });
    expect(settings.json()).toMatchObject({ delivery: 'off' });
    await page.edit({ promoOff: null, price: 500 });
    await t.app.jobs.runDue(later(30));
    expect(await mailsTo(follower.email)).toHaveLength(1);
  });
});

describe('alert rows are kept 90 days', () => {
  it('prunes sent mails and their events after 90 days, never a mail still to send', async () => {
    const done = await creatorPage(1000, 'Old News');
    const sentTo = await fan({}, done.creator.id);
    await done.edit({ promoOff: 25, promoEndsAt: ENDS });
    expect(await mailsTo(sentTo.email)).toHaveLength(1);
    const stuck = await creatorPage(1000, 'Stuck News');
    const unreachable = await fan({}, stuck.creator.id);
    const restore = swapSender(t, async (mail, real) => {
      if (mail.to === unreachable.email) throw new Error('mailbox unavailable');
      return real(mail);
    });
    try {
      await stuck.edit({ promoOff: 25, promoEndsAt: ENDS });
      await idle();
      await t.app.jobs.runDue(later(24 * 91));
    } finally {
      restore();
    }
    const eventsOf = (creatorId: number) =>
      t.database.query('select id from price_events where creator_id = $1', [creatorId]);
    const mailsOf = (userId: number) => t.database.query('select id from alert_mails where user_id = $1', [userId]);
    expect(await eventsOf(done.creator.id)).toHaveLength(0);
    expect(await mailsOf(sentTo.id)).toHaveLength(0);
    expect(await eventsOf(stuck.creator.id)).toHaveLength(1);
    expect(await mailsOf(unreachable.id)).toHaveLength(1);
  });
});
