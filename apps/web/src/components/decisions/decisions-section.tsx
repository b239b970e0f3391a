import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Pagination } from '@/components/pagination/pagination';
import { paths } from '@/config/paths';
import { DECISIONS_PAGE_SIZE, useMyDecisions } from './get-my-decisions';
import { DecisionNotice } from './decision-notice';
import './decisions.css';

/**
 * The decisions about the account (its reviews held, hidden or removed, its pages removed), newest
 * first, each with its reasons and its appeal. Nothing at all while there are none.
 */
export function DecisionsSection() {
  const { t } = useTranslation();
  const [offset, setOffset] = useState(0);
  const decisions = useMyDecisions(offset);
  const data = decisions.data;
  if (!data || data.count === 0) return null;
  return (
    <section className="stack decisions-section" aria-labelledby="decisions-title">
      <div className="stack decisions-section__header">
        <h2 id="decisions-title" className="decisions-section__title">
          {t('decisions.title', { count: data.count })}
        </h2>
        <p className="decisions-section__lead">
          {t('decisions.lead')} <Link to={paths.guidelines('appeals')}>{t('decisions.howToAppeal')}</Link>
        </p>
      </div>
      <div className="stack decisions-section__list">
        {data.results.map((decision) => (
          <DecisionNotice key={decision.id} decision={decision} />
        ))}
      </div>
      {data.count > DECISIONS_PAGE_SIZE && (
        <Pagination count={data.count} limit={DECISIONS_PAGE_SIZE} offset={offset} onOffsetChange={setOffset} />
      )}
    </section>
  );
}
