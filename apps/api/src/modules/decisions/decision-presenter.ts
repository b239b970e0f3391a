import { creatorPagePath, guidelinePath, type Decision, type GuidelineAnchor } from '@fanlens/shared';
import type { Translate } from '../../lib/i18n';
import { toIso } from '../creators/creator-presenter';
import type { DecisionRow } from './decision-queries';
import { factsText } from './decision-texts';

/** A statement of reasons as its reader sees it, the facts written with `tr` (the reader's language). */
export function presentDecision(row: DecisionRow, tr: Translate, now = new Date()): Decision {
  const anchor = row.rule as GuidelineAnchor;
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    decidedAt: toIso(row.created_at) as string,
    rule: { anchor, path: guidelinePath(anchor) },
    facts: factsText(tr, row.kind, row.facts),
    reason: row.reason,
    automated: row.automated,
    appealUntil: toIso(row.appeal_until) as string,
    canAppeal:
      row.appeal_id === null && row.status !== 'lifted' && new Date(row.appeal_until).getTime() > now.getTime(),
    review: row.review_id === null ? null : { id: row.review_id },
    creator:
      row.page_id === null || row.creator_username === null
        ? null
        : {
            id: row.page_id,
            username: row.creator_username,
            path: creatorPagePath(row.creator_username),
          },
    appeal:
      row.appeal_id === null
        ? null
        : {
            id: row.appeal_id,
            status: row.appeal_status ?? 'open',
            createdAt: toIso(row.appeal_created_at) as string,
            decidedAt: toIso(row.appeal_decided_at),
            outcomeReason: row.appeal_reason,
          },
  };
}
