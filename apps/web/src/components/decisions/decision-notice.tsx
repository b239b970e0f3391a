import type { Decision } from '@fanlens/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/button/button';
import { useFormats } from '@/lib/formats';
import { AppealForm } from './appeal-form';
import { DecisionFacts } from './decision-facts';

/**
 * One statement of reasons: what was decided and when, the rule (its section of the guidelines),
 * the facts, the moderator's reason, whether it was automated, and the appeal: its state, or the
 * form while one can be filed.
 */
export function DecisionNotice({ decision }: { decision: Decision }) {
  const { t } = useTranslation();
  const formats = useFormats();
  const page = decision.creator ? `@${decision.creator.username}` : null;
  const title = t(`decisions.kinds.${decision.kind}`, { context: page ? 'page' : undefined, page });
  const titleId = `decision-${decision.id}`;
  return (
    <article
      className="surface stack decision-notice"
      aria-labelledby={titleId}
      data-status={decision.status}
      data-testid="decision-notice"
    >
      <header className="stack decision-notice__header">
        <h3 id={titleId} className="decision-notice__title">
          {decision.creator && decision.kind !== 'page_removed' ? (
            <Link to={decision.creator.path}>{title}</Link>
          ) : (
            title
          )}
        </h3>
        <p className="decision-notice__meta">
          {t(decision.automated ? 'decisions.automated' : 'decisions.byModerator', {
            date: formats.dateTime(decision.decidedAt),
          })}
          {decision.status !== 'in_force' && (
            <span className="decision-notice__reversed"> · {t(`decisions.${decision.status}`)}</span>
          )}
        </p>
      </header>
      <DecisionFacts decision={decision} />
      <AppealState decision={decision} />
    </article>
  );
}

function AppealState({ decision }: { decision: Decision }) {
  const { t } = useTranslation();
  const formats = useFormats();
  const [appealing, setAppealing] = useState(false);
  const { appeal } = decision;
  if (appeal) {
    return (
      <div className="stack decision-notice__appeal" data-testid="appeal-state">
        <p>
          {appeal.status === 'open'
            ? t('decisions.appealOpen', { date: formats.dateTime(appeal.createdAt) })
            : t(`decisions.appeal${appeal.status === 'reversed' ? 'Reversed' : 'Upheld'}`, {
                date: formats.dateTime(appeal.decidedAt ?? appeal.createdAt),
              })}
        </p>
        {appeal.outcomeReason && <p className="decision-notice__reason">{appeal.outcomeReason}</p>}
      </div>
    );
  }
  if (!decision.canAppeal) {
    return (
      <p className="decision-notice__appeal">
        {decision.status === 'lifted'
          ? t('decisions.liftedNoAppeal')
          : t('decisions.appealClosed', { date: formats.dateTime(decision.appealUntil) })}
      </p>
    );
  }
  if (appealing) return <AppealForm decisionId={decision.id} onDone={() => setAppealing(false)} />;
  return (
    <div className="cluster decision-notice__appeal">
      <p>{t('decisions.canAppeal', { date: formats.dateTime(decision.appealUntil) })}</p>
      <Button variant="secondary" size="sm" onClick={() => setAppealing(true)}>
        {t('decisions.appeal.open')}
      </Button>
    </div>
  );
}
