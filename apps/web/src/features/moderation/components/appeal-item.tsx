import type { ModeratedAppeal } from '@fanlens/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/button/button';
import { DecisionFacts } from '@/components/decisions/decision-facts';
import { useFormats } from '@/lib/formats';
import { selectProfile, useProfileStore } from '@/lib/profile-store';

export type AppealOutcome = 'uphold' | 'reverse';

/**
 * One appeal: who appeals and why, the decision it contests (its kind, page, rule, facts and
 * reason), and Uphold / Reverse, which the moderator who took the decision cannot use.
 */
export function AppealItem({
  appeal,
  onDecide,
}: {
  appeal: ModeratedAppeal;
  onDecide: (appeal: ModeratedAppeal, outcome: AppealOutcome) => void;
}) {
  const { t } = useTranslation();
  const formats = useFormats();
  const profile = useProfileStore(selectProfile);
  const { decision } = appeal;
  const own = decision.moderatorId !== null && decision.moderatorId === profile?.id;
  const page = decision.creator;
  return (
    <article
      className="queue-item"
      data-testid="appeal-item"
      aria-label={t('moderation.appeals.itemLabel', { id: appeal.id })}
    >
      <header className="stack queue-item__head">
        <p className="queue-item__count">
          {t(`moderation.appeals.kinds.${decision.kind}`)}
          {page && (
            <>
              {' · '}
              {decision.kind === 'page_removed' && decision.status === 'in_force' ? (
                <span>@{page.username}</span>
              ) : (
                <Link to={page.path}>@{page.username}</Link>
              )}
            </>
          )}
        </p>
        <p className="queue-item__meta">
          {t(decision.automated ? 'moderation.appeals.decidedByChecks' : 'moderation.appeals.decidedByModerator', {
            date: formats.dateTime(decision.decidedAt),
          })}
          {' · '}
          {t('moderation.appeals.appealed', { name: appeal.appellant.name, date: formats.dateTime(appeal.createdAt) })}
          {appeal.status !== 'open' && (
            <>
              {' · '}
              <span className="queue-item__outcome">{t(`moderation.appeals.status.${appeal.status}`)}</span>
            </>
          )}
        </p>
        <blockquote className="queue-item__details">
          <span className="visually-hidden">{t('moderation.appeals.text')}: </span>
          {appeal.text}
        </blockquote>
        <DecisionFacts decision={decision} />
        {appeal.outcomeReason && (
          <p className="queue-item__meta">{t('moderation.appeals.outcomeShown', { reason: appeal.outcomeReason })}</p>
        )}
      </header>
      {appeal.status === 'open' && (
        <footer className="cluster queue-item__actions">
          {own ? (
            <p className="queue-item__meta">{t('moderation.appeals.ownDecision')}</p>
          ) : (
            <>
              <Button variant="secondary" size="sm" onClick={() => onDecide(appeal, 'uphold')}>
                {t('moderation.appeals.uphold.action')}
              </Button>
              <Button variant="danger" size="sm" onClick={() => onDecide(appeal, 'reverse')}>
                {t('moderation.appeals.reverse.action')}
              </Button>
            </>
          )}
        </footer>
      )}
    </article>
  );
}
