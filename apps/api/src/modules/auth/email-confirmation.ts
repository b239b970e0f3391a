import type { FastifyInstance } from 'fastify';
import {
  CONFIRMATION_LINK_HOURS,
  CONFIRMATION_RESENDS_PER_DAY,
  type ConfirmationSent,
  type EmailConfirmed,
} from '@fanlens/shared';
import { AppError, badRequest, conflict, notAuthorized } from '../../lib/errors';
import { letter, translator } from '../../lib/i18n/mail';
import { hashToken, randomToken } from '../../lib/tokens';
import { toIso } from '../creators/creator-presenter';
import { spendDailyAllowance } from '../reviews/abuse-limits';
import { findUserById } from '../users/queries';
import {
  confirmWithLink,
  insertEmailConfirmation,
  lockConfirmedState,
  lockEmailConfirmation,
} from './confirmation-queries';
import { escapeHtml } from '../../lib/escape-html';
import { inTransaction, type Tx } from '../../db/transaction';
import { enqueue } from '../../jobs/queue';
import { mailJob } from '../../jobs/mail-job';

const LINK_TTL_SECONDS = CONFIRMATION_LINK_HOURS * 60 * 60;

const invalidLink = () => badRequest('token', 'This confirmation link is not valid');
const usedLink = () =>
  new AppError(409, 'link_used', 'This confirmation link has been used already: each link works once', 'token');
const expiredLink = () =>
  new AppError(
    410,
    'link_expired',
    `This confirmation link has expired (links work for ${CONFIRMATION_LINK_HOURS} hours): ask for a new one on your account page`,
    'token',
  );
const alreadyConfirmed = () => conflict('already_confirmed', 'Your e-mail address is confirmed already');

/** The address the confirmation page lives at, with the link's token. */
export const confirmationUrl = (app: FastifyInstance, token: string) =>
  `${app.deps.config.publicUrl}/confirm-email?token=${encodeURIComponent(token)}`;

const CONFIRMATION_MAIL_JOB = 'mail.email-confirmation';

/**
 * Stores a new link (its hash, valid CONFIRMATION_LINK_HOURS) and, in the same transaction, the
 * job of its e-mail. The job holds the token (the link is built from it when the mail is sent),
 * expires with the link, and its payload is emptied once it is sent.
 */
async function storeLinkAndMail(tx: Tx, userId: number): Promise<void> {
  const token = randomToken();
  await insertEmailConfirmation(tx, { userId, tokenHash: hashToken(token), ttlSeconds: LINK_TTL_SECONDS });
  await enqueue(
    inTransaction(tx),
    CONFIRMATION_MAIL_JOB,
    { userId, token },
    { expiresAt: new Date(Date.now() + LINK_TTL_SECONDS * 1000) },
  );
}

/** The e-mail of a confirmation link, in the account's language; nothing once the address is confirmed. */
export const confirmationMail = mailJob<{ userId: number; token: string }>(
  CONFIRMATION_MAIL_JOB,
  async (app, { userId, token }) => {
    const user = await findUserById(app.deps.database.db, userId);
    if (!user || user.email_confirmed_at) return null;
    const link = confirmationUrl(app, token);
    const tr = translator(user.language);
    const intro = tr('mail.confirm.intro', { hours: CONFIRMATION_LINK_HOURS });
    const outro = tr('mail.confirm.outro');
    return {
      to: user.email,
      subject: tr('mail.confirm.subject'),
      text: letter(user.language, { name: user.name, lines: [intro, link, '', outro], signature: false }),
      html: `<p>${escapeHtml(tr('mail.greeting', { name: user.name }))}</p><p>${escapeHtml(intro)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(tr('mail.confirm.button'))}</a></p><p>${escapeHtml(outro)}</p>`,
    };
  },
);

/**
 * At sign-up, in the transaction that creates the account: the first link and its e-mail (the
 * account is signed in at once and may write reviews before it confirms; the account page offers resends).
 */
export const queueFirstConfirmation = storeLinkAndMail;

/**
 * A new link from the account page: at most CONFIRMATION_RESENDS_PER_DAY a day, counted in the
 * transaction that stores the link and its e-mail's job (a refused or failed one spends nothing
 * and sends nothing); 409 once confirmed. Earlier links keep working until they expire.
 */
export async function resendConfirmation(app: FastifyInstance, userId: number): Promise<ConfirmationSent> {
  const { db } = app.deps.database;
  const used = await db.transaction(async (tx) => {
    const state = await lockConfirmedState(tx, userId);
    if (!state) throw notAuthorized();
    if (state.confirmed) throw alreadyConfirmed();
    const spent = await spendDailyAllowance(tx, userId, 'confirmation_mails', CONFIRMATION_RESENDS_PER_DAY);
    await storeLinkAndMail(tx, userId);
    return spent;
  });
  return { remainingToday: Math.max(0, CONFIRMATION_RESENDS_PER_DAY - used) };
}

/**
 * Confirms the address of the link's account (not of whoever is signed in): once per link, within
 * its validity, and only while the account still has the address the link was sent to. Every
 * review of the author shows the "Confirmed reviewer" mark from the answer on: the cached review
 * pages and rendered pages of every creator they reviewed are invalidated before it.
 */
export async function confirmEmail(app: FastifyInstance, token: string): Promise<EmailConfirmed> {
  const { db } = app.deps.database;
  const tokenHash = hashToken(token);
  const confirmed = await db.transaction(async (tx) => {
    const link = await lockEmailConfirmation(tx, tokenHash);
    if (!link || !link.same_address) throw invalidLink();
    if (link.used) throw usedLink();
    if (link.expired) throw expiredLink();
    const at = await confirmWithLink(tx, tokenHash, link.user_id);
    return { userId: link.user_id, email: link.email, at };
  });
  await app.services.changes.record({ kind: 'author.shown', authorId: confirmed.userId });
  return { email: confirmed.email, emailConfirmedAt: toIso(confirmed.at) as string };
}
