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
import { authorShownTags } from '../users/author-tags';
import { findUserById } from '../users/queries';
import {
  confirmWithLink,
  insertEmailConfirmation,
  lockConfirmedState,
  lockEmailConfirmation,
} from './confirmation-queries';
import { escapeHtml } from '../../lib/escape-html';

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

/** Makes a link for the account (its hash stored, valid CONFIRMATION_LINK_HOURS) and mails it in the account's language. */
async function mailNewLink(app: FastifyInstance, userId: number, token: string): Promise<void> {
  const user = await findUserById(app.deps.database.db, userId);
  if (!user) return;
  const link = confirmationUrl(app, token);
  const tr = translator(user.language);
  const intro = tr('mail.confirm.intro', { hours: CONFIRMATION_LINK_HOURS });
  const outro = tr('mail.confirm.outro');
  await app.services.mailer.send({
    to: user.email,
    subject: tr('mail.confirm.subject'),
    text: letter(user.language, { name: user.name, lines: [intro, link, '', outro], signature: false }),
    html: `<p>${escapeHtml(tr('mail.greeting', { name: user.name }))}</p><p>${escapeHtml(intro)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(tr('mail.confirm.button'))}</a></p><p>${escapeHtml(outro)}</p>`,
  });
}

/**
 * After sign-up: the first link, in the background (the account is signed in at once and may
 * write reviews before it confirms). A failure is for the operator; the account page offers resends.
 */
export function sendFirstConfirmation(app: FastifyInstance, userId: number): void {
  app.services.background.run('e-mail confirmation link', async () => {
    const token = randomToken();
    await insertEmailConfirmation(app.deps.database.db, {
      userId,
      tokenHash: hashToken(token),
      ttlSeconds: LINK_TTL_SECONDS,
    });
    await mailNewLink(app, userId, token);
  });
}

/**
 * A new link from the account page: at most CONFIRMATION_RESENDS_PER_DAY a day, counted in the
 * transaction that stores the link (a refused or failed one spends nothing); 409 once confirmed.
 * Earlier links keep working until they expire. The mail is sent after the commit.
 */
export async function resendConfirmation(app: FastifyInstance, userId: number): Promise<ConfirmationSent> {
  const { db } = app.deps.database;
  const token = randomToken();
  const used = await db.transaction(async (tx) => {
    const state = await lockConfirmedState(tx, userId);
    if (!state) throw notAuthorized();
    if (state.confirmed) throw alreadyConfirmed();
    const spent = await spendDailyAllowance(tx, userId, 'confirmation_mails', CONFIRMATION_RESENDS_PER_DAY);
    await insertEmailConfirmation(tx, { userId, tokenHash: hashToken(token), ttlSeconds: LINK_TTL_SECONDS });
    return spent;
  });
  app.services.background.run('e-mail confirmation link', () => mailNewLink(app, userId, token));
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
  await app.services.readCache.invalidate(await authorShownTags(db, confirmed.userId));
  return { email: confirmed.email, emailConfirmedAt: toIso(confirmed.at) as string };
}
