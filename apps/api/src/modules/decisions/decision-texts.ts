import type { DecisionKind, GuidelineAnchor } from '@fanlens/shared';
import type { Translate } from '../../lib/i18n';
import type { Signal } from '../review-checks/burst';
import { BURST_WINDOW_MINUTES, NEW_ACCOUNT_DAYS } from '../review-checks/thresholds';

/** The section of the guidelines each kind of decision applies. */
export const RULE_OF_KIND: Record<DecisionKind, GuidelineAnchor> = {
  review_held: 'held-reviews',
  review_hidden: 'hidden-reviews',
  case_removed: 'held-reviews',
  page_removed: 'creator-pages',
};

/** Whether a kind of decision is taken by the checks rather than by a moderator. */
export const AUTOMATED_KINDS: ReadonlySet<DecisionKind> = new Set(['review_held']);

/**
 * What a decision's facts hold (the `facts` column): counts and signal names only, never a person,
 * so the text written from them names no reporter and no other author.
 */
export interface DecisionFacts {
  /** review_held: the signals the author's review showed. */
  signals?: Signal[];
  /** review_hidden: the open reports the hide resolved. */
  reports?: number;
  /** case_removed: the reviews of the case (all removed, unless `alone`). */
  reviews?: number;
  /** case_removed: the moderator decided this review alone, not the whole case. */
  alone?: boolean;
  /** page_removed: by a moderator's own action, or by accepting a removal request. */
  via?: 'moderator' | 'request';
}

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
