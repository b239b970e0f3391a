import { guidelinePath, type Language } from '@fanlens/shared';
import { letter, translator } from '../../lib/i18n/mail';
import { mailJob } from '../../jobs/mail-job';
import { creatorPageUrl } from '../notifications/notify';
import { findDecision } from './decision-queries';
import { factsText, mailDate } from './decision-texts';
import { DECISION_MAIL_JOB } from '../decision-records/record-decision';

/** Where the account reads its decisions and appeals them: the reviews-for-others page. */
export const DECISIONS_PAGE_PATH = '/reviews/for-others';

/**
 * The statement of reasons by e-mail, in the recipient's language, written when it is sent: what
 * was decided and when, the facts, the moderator's reason, whether it was automated, the rule (a
 * link to its section of the guidelines) and how to appeal. Sent whatever the notification
 * switches say (the law asks for it; it is not a notification), nothing once the account is gone.
 */
export const decisionMail = mailJob<{ decisionId: number }>(DECISION_MAIL_JOB, async (app, { decisionId }) => {
  const { database, config } = app.deps;
  const decision = await findDecision(database, decisionId);
  if (!decision) return null;
  const [user] = await database.query<{ email: string; name: string; language: Language }>(
    'select email, name, language from users where id = $1',
    [decision.user_id],
  );
  if (!user) return null;
  const tr = translator(user.language);
  const creator = decision.creator_username ? creatorPageUrl(app, decision.creator_username) : '';
  const lines = [
    tr(`mail.decision.${decision.kind}.lead`, { creator, date: mailDate(decision.created_at) }),
    '',
    tr('mail.decision.facts', { facts: factsText(tr, decision.kind, decision.facts) }),
  ];
  if (decision.reason) lines.push(tr('mail.decision.reason', { reason: decision.reason }));
  lines.push(
    '',
    tr(decision.automated ? 'mail.decision.automated' : 'mail.decision.moderator'),
    tr('mail.decision.rule', {
      link: `${config.publicUrl}${guidelinePath(decision.rule as Parameters<typeof guidelinePath>[0])}`,
    }),
    tr('mail.decision.appeal', {
      date: mailDate(decision.appeal_until),
      link: `${config.publicUrl}${DECISIONS_PAGE_PATH}`,
    }),
  );
  return {
    to: user.email,
    subject: tr(`mail.decision.${decision.kind}.subject`),
    text: letter(user.language, { name: user.name, lines }),
  };
});
