import type { FastifyInstance } from 'fastify';
import { creatorPageUrl } from '../notifications/notify';

/**
 * E-mails to the person who asked for a page's removal (any address, not an account): the receipt,
 * and the moderator's decision. Sent in the background: a failing mailer never fails the request.
 * They carry no text the requester typed, so the form cannot be used to send others arbitrary mail.
 */
function sendToRequester(app: FastifyInstance, to: string, subject: string, lines: string[]) {
  app.services.background.run('removal request e-mail', () =>
    app.services.mailer.send({
      to,
      subject,
      text: ['Hello,', '', ...lines, '', 'The FanLens team'].join('\n'),
    }),
  );
}

export function sendReceipt(app: FastifyInstance, to: string, request: { id: number; username: string }) {
  sendToRequester(app, to, `We received your request to remove a FanLens page (#${request.id})`, [
    `We received a request to remove this creator page from FanLens: ${creatorPageUrl(app, request.username)}`,
    '',
    'A moderator will look at it and answer at this address. If you did not send this request, you can ignore this e-mail.',
  ]);
}

export function sendDecision(
  app: FastifyInstance,
  to: string,
  decision: { id: number; username: string; accepted: boolean; note: string | null },
) {
  const page = creatorPageUrl(app, decision.username);
  const lines = decision.accepted
    ? [`The creator page ${page} has been removed from FanLens, as you asked (request #${decision.id}).`]
    : [`A moderator declined your request to remove the creator page ${page} (request #${decision.id}).`];
  if (decision.note) lines.push('', `The moderator's note: ${decision.note}`);
  sendToRequester(
    app,
    to,
    decision.accepted ? 'The FanLens page you asked about has been removed' : 'Your removal request was declined',
    lines,
  );
}
