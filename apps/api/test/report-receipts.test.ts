import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/app';
import { readOutbox } from './helpers/factories/auth';
import { authAs, buildReview, makeModerator } from './helpers/factories/reviews';
import { buildUser } from './helpers/factories/users';

/** A signed-in reporter gets a receipt, then the outcome once a moderator decides, naming nobody. */
let t: TestApp;
let moderator: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_MULTIPLIER: '100', PUBLIC_URL: 'https://fanlens.example' });
  const mod = await buildUser(t.database, { name: 'Mia Moderator' });
  await makeModerator(t.database, mod.id);
  moderator = await authAs(t.app, mod.id);
});
afterAll(async () => t?.close());

async function mailsTo(email: string): Promise<string[]> {
  await t.app.jobs.drain();
  return readOutbox(t.config.mail.outboxDir)
    .map((mail) => Buffer.from(mail, 'latin1').toString('utf8'))
    .filter((mail) => mail.toLowerCase().includes(`to: ${email.toLowerCase()}`));
}

const post = (url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers, payload });

describe('report receipts and outcomes', () => {
  it('the receipt, then the outcome of a hide, in the reporter’s language, naming neither author nor moderator', async () => {
    const author = await buildUser(t.database, { name: 'Arthur Authorname' });
    const review = await buildReview(t.database, { userId: author.id });
    const reporter = await buildUser(t.database);
    await t.database.query("update users set language = 'es' where id = $1", [reporter.id]);
    const res = await post(`/api/reviews/${review.id}/reports`, await authAs(t.app, reporter.id), { reason: 'spam' });
    expect(res.statusCode).toBe(201);
    const reportId = res.json().id as number;
    const [receipt] = await mailsTo(reporter.email);
    expect(receipt).toContain(`Gracias: hemos recibido tu denuncia de una reseña en https://fanlens.example/`);
    expect(receipt).toContain(`n.º ${reportId}`);

    expect((await post(`/api/moderation/reviews/${review.id}/hide`, moderator, { reason: 'Spam' })).statusCode).toBe(
      200,
    );
    const mails = await mailsTo(reporter.email);
    expect(mails).toHaveLength(2);
    const outcome = mails.find((mail) => mail.includes('la ocultó: incumple las normas'));
    expect(outcome).toContain('https://fanlens.example/guidelines#reporting');
    for (const mail of mails) {
      expect(mail).not.toContain('Arthur');
      expect(mail).not.toContain('Mia');
    }
  });

  it('dismissed reports: each reporter is told the review stays', async () => {
    const review = await buildReview(t.database);
    const reporters = [await buildUser(t.database), await buildUser(t.database)];
    for (const reporter of reporters) {
      await post(`/api/reviews/${review.id}/reports`, await authAs(t.app, reporter.id), { reason: 'fake' });
    }
    const [{ id }] = await t.database.query<{ id: number }>('select id from review_reports where review_id = $1', [
      review.id,
    ]);
    expect((await post(`/api/moderation/reports/${id}/dismiss`, moderator)).statusCode).toBe(200);
    for (const reporter of reporters) {
      const mails = await mailsTo(reporter.email);
      expect(mails).toHaveLength(2);
      expect(mails.filter((mail) => mail.includes('and kept it: it does not break the guidelines.'))).toHaveLength(1);
    }
  });
});
