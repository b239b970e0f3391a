import type { FastifyInstance } from 'fastify';
import type { Language } from '@fanlens/shared';
import { letter, translator } from '../../lib/i18n/mail';
import { creatorPageUrl } from '../notifications/notify';

/**
 * E-mails to the person who asked for a page's removal (any address, not an account): the receipt,
 * and the moderator's decision, in the language the request was sent in. Sent in the background: a
 * failing mailer never fails the request. They carry no text the requester typed, so the form
 * cannot be used to send others arbitrary mail.
 */
function sendToRequester(app: FastifyInstance, to: string, language: Language, subject: string, lines: string[]) {
  app.services.background.run('removal request e-mail', () =>
    app.services.mailer.send({ to, subject, text: letter(language, { lines }) }),
  );
}

export function sendReceipt(
  app: FastifyInstance,
  to: string,
  request: { id: number; username: string; language: Language },
) {
  const tr = translator(request.language);
  sendToRequester(app, to, request.language, tr('mail.removalReceipt.subject', { id: request.id }), [
    tr('mail.removalReceipt.lead', { link: creatorPageUrl(app, request.username) }),
    '',
    tr('mail.removalReceipt.outro'),
  ]);
}

export function sendDecision(
  app: FastifyInstance,
  to: string,
  decision: { id: number; username: string; accepted: boolean; note: string | null; language: Language },
) {
  const tr = translator(decision.language);
  const vars = { link: creatorPageUrl(app, decision.username), id: decision.id };
  const lines = [tr(decision.accepted ? 'mail.removalAccepted.lead' : 'mail.removalDeclined.lead', vars)];
  if (decision.note) lines.push('', tr('mail.removal.note', { note: decision.note }));
  sendToRequester(
    app,
    to,
    decision.language,
    tr(decision.accepted ? 'mail.removalAccepted.subject' : 'mail.removalDeclined.subject'),
    lines,
  );
}
