import type { FastifyInstance } from 'fastify';
import { DEFAULT_LANGUAGE } from '@fanlens/shared';
import { inTransaction } from '../../db/transaction';
import { unsubscribeUrl } from '../notifications/unsubscribe-link';
import { accountLanguage } from '../../lib/i18n/request-language';
import { alertMailText } from './alert-mail';
import { fanOutEvents } from './event-queries';
import {
  cancelUnwanted,
  claimMails,
  composeDigests,
  composeInstantMails,
  eventsOfMail,
  markFailed,
  markSent,
  pruneAlerts,
  takeComposeLock,
  type ClaimedMail,
} from './mail-queries';

/** How often each process looks for alert work. */
export const ALERT_ROUND_MS = 30_000;
/** How often one process deletes old alert rows. */
const PRUNE_EVERY_MS = 60 * 60 * 1000;
const lastPruned = new WeakMap<FastifyInstance, number>();

/** What one round did (for the log and tests). */
export interface AlertRound {
  fannedOut: number;
  composed: number;
  sent: number;
  failed: number;
}

/** Sends one claimed mail; true when it went out (or had nothing left to tell). */
async function sendMail(app: FastifyInstance, mail: ClaimedMail, now: Date): Promise<boolean> {
  const { database, config } = app.deps;
  const [recipient] = await database.query<{ email: string; name: string }>(
    'select email, name from users where id = $1',
    [mail.user_id],
  );
  const events = await eventsOfMail(database, mail.id);
  if (!recipient || events.length === 0) {
    await markSent(database, mail.id, now);
    return true;
  }
  const link = unsubscribeUrl(config.publicUrl, app.services.signer, mail.user_id, 'alerts');
  const language = (await accountLanguage(database, mail.user_id)) ?? DEFAULT_LANGUAGE;
  const text = alertMailText({
    language,
    recipientName: recipient.name,
    digest: mail.digest,
    events,
    publicUrl: config.publicUrl,
    unsubscribeUrl: link,
  });
  try {
    await app.services.mailer.send({
      to: recipient.email,
      subject: text.subject,
      text: text.text,
      headers: { 'List-Unsubscribe': `<${link}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      idempotencyKey: `fanlens-alert-${mail.id}`,
    });
  } catch (error) {
    await markFailed(database, mail, now, (error as Error).message);
    app.log.warn(
      { mailId: mail.id, attempt: mail.attempts, reason: (error as Error).message },
      'alert e-mail failed: will retry',
    );
    return false;
  }
  await markSent(database, mail.id, now);
  return true;
}

/**
 * One round of alert work, safe to run in any number of processes at once:
 * 1. fan the waiting price events out to one delivery per (fan, event) (events claimed SKIP LOCKED);
 * 2. compose mails from pending deliveries (one process at a time, under an advisory lock):
 *    instant fans one per creator and day, weekly fans one digest when the oldest is a week old;
 * 3. send the mails due (claimed SKIP LOCKED with a lease), each marked sent once the mailer took
 *    it, or retried later with backoff. See docs/decisions/023 for what is guaranteed.
 */
export async function runAlertRound(app: FastifyInstance, now = new Date()): Promise<AlertRound> {
  const { database } = app.deps;
  const round: AlertRound = { fannedOut: 0, composed: 0, sent: 0, failed: 0 };
  round.fannedOut = await database.db.transaction((tx) => fanOutEvents(inTransaction(tx), now));
  round.composed = await database.db.transaction(async (tx) => {
    const q = inTransaction(tx);
    if (!(await takeComposeLock(q))) return 0;
    await cancelUnwanted(q);
    return (await composeInstantMails(q, now)) + (await composeDigests(q, now));
  });
  for (;;) {
    const mails = await claimMails(database, now);
    if (mails.length === 0) break;
    for (const mail of mails) {
      if (await sendMail(app, mail, now)) round.sent += 1;
      else round.failed += 1;
    }
  }
  if (now.getTime() - (lastPruned.get(app) ?? 0) >= PRUNE_EVERY_MS) {
    lastPruned.set(app, now.getTime());
    await pruneAlerts(database, now);
  }
  if (round.fannedOut + round.composed + round.sent + round.failed > 0) app.log.info(round, 'price alerts round');
  return round;
}

/** Runs a round now in the background (after a price change, so instant alerts go out at once). */
export function kickAlertRound(app: FastifyInstance): void {
  app.services.background.run('price alerts', () => runAlertRound(app));
}

/** Every ALERT_ROUND_MS in each process: the retries, the weekly digests and anything a crash left. */
export function startAlertRounds(app: FastifyInstance): void {
  const timer = setInterval(() => kickAlertRound(app), ALERT_ROUND_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
