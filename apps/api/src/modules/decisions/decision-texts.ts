import type { DecisionKind } from '@fanlens/shared';
import type { Translate } from '../../lib/i18n';
import type { DecisionFacts } from '../decision-records/record-decision';
import { BURST_WINDOW_MINUTES, NEW_ACCOUNT_DAYS } from '../review-checks/thresholds';

/** The facts relied on, as sentences in the reader's language. */
export function factsText(tr: Translate, kind: DecisionKind, facts: DecisionFacts): string {
  switch (kind) {
    case 'review_held': {
      const signals = (facts.signals ?? []).map((signal) => tr(`mail.signal.${signal}`, { days: NEW_ACCOUNT_DAYS }));
      const held = tr('mail.facts.held', { minutes: BURST_WINDOW_MINUTES });
      return signals.length > 0 ? `${held} ${tr('mail.facts.signals', { signals: signals.join('; ') })}` : held;
    }
    case 'review_hidden':
      return facts.reports ? tr('mail.facts.hiddenReported', { count: facts.reports }) : tr('mail.facts.hidden');
    case 'case_removed':
      return tr(facts.alone ? 'mail.facts.caseReviewRemoved' : 'mail.facts.caseRemoved', { count: facts.reviews ?? 1 });
    case 'page_removed':
      return tr(facts.via === 'request' ? 'mail.facts.pageRequest' : 'mail.facts.pageModerator');
  }
}

/** A date as the mails write it: YYYY-MM-DD (UTC), the same in every language. */
export const mailDate = (value: Date | string) => new Date(value).toISOString().slice(0, 10);
