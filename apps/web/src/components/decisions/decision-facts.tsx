import type { Decision } from '@fanlens/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import './decisions.css';

/** What a decision rests on: the rule (a link to its section of the guidelines), the facts and the moderator's reason. */
export function DecisionFacts({ decision }: { decision: Pick<Decision, 'rule' | 'facts' | 'reason'> }) {
  const { t } = useTranslation();
  return (
    <dl className="decision-facts">
      <dt>{t('decisions.rule')}</dt>
      <dd>
        <Link to={paths.guidelines(decision.rule.anchor)}>
          {t(`guidelines.sections.${decision.rule.anchor}.title`)}
        </Link>
      </dd>
      <dt>{t('decisions.facts')}</dt>
      <dd>{decision.facts}</dd>
      {decision.reason && (
        <>
          <dt>{t('decisions.reason')}</dt>
          <dd className="decision-facts__reason">{decision.reason}</dd>
        </>
      )}
    </dl>
  );
}
