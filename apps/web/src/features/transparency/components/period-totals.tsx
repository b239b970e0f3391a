import type { TransparencyMonth } from '@fanlens/shared';
import { useTranslation } from 'react-i18next';

/** The period's totals above the monthly table. */
export function PeriodTotals({ months }: { months: TransparencyMonth[] }) {
  const { t } = useTranslation();
  const sum = (pick: (month: TransparencyMonth) => number) => months.reduce((total, month) => total + pick(month), 0);
  const posted = sum((month) => month.reviews.posted);
  const confirmed = sum((month) => month.reviews.fromConfirmedReviewers);
  const totals = [
    { key: 'posted', value: String(posted), label: t('transparency.totals.posted') },
    {
      key: 'confirmed',
      value: posted === 0 ? '–' : `${Math.round((confirmed / posted) * 100)}%`,
      label: t('transparency.totals.confirmed'),
    },
    {
      key: 'held',
      value: String(sum((month) => month.heldByChecks.reviews)),
      label: t('transparency.totals.held'),
    },
    { key: 'reports', value: String(sum((month) => month.reports.reports)), label: t('transparency.totals.reports') },
    {
      key: 'hidden',
      value: String(sum((month) => month.hiddenByModerators.total)),
      label: t('transparency.totals.hidden'),
    },
    { key: 'removed', value: String(sum((month) => month.pagesRemoved)), label: t('transparency.totals.removed') },
    {
      key: 'ownerReports',
      value: String(sum((month) => month.reports.byPageOwners)),
      label: t('transparency.totals.ownerReports'),
    },
    {
      key: 'automated',
      value: t('transparency.totals.ofTotal', {
        part: sum((month) => month.decisions.automated),
        total: sum((month) => month.decisions.automated + month.decisions.byModerators),
      }),
      label: t('transparency.totals.automated'),
    },
    {
      key: 'reversed',
      value: t('transparency.totals.ofTotal', {
        part: sum((month) => month.appeals.reversed),
        total: sum((month) => month.appeals.filed),
      }),
      label: t('transparency.totals.reversed'),
    },
  ];
  return (
    <dl className="transparency-totals" aria-label={t('transparency.totals.label', { count: months.length })}>
      {totals.map((total) => (
        <div key={total.key} className="transparency-totals__item" data-total={total.key}>
          <dt className="transparency-totals__label">{total.label}</dt>
          <dd className="transparency-totals__value">{total.value}</dd>
        </div>
      ))}
    </dl>
  );
}
