import { HIDDEN_REASONS, type HiddenReason, type TransparencyMonth } from '@fanlens/shared';
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import { useTranslation } from 'react-i18next';

dayjs.extend(utc);

/** 'YYYY-MM' as 'Nov 2026' (UTC: the server's months). */
const monthName = (month: string) => dayjs.utc(`${month}-01`).format('MMM YYYY');

/** The reasons a month's hidden reviews were hidden for, the most frequent first ('' without any). */
function reasonsOf(month: TransparencyMonth, label: (reason: HiddenReason) => string): string {
  return HIDDEN_REASONS.filter((reason) => month.hiddenByModerators.byReason[reason] > 0)
    .sort((a, b) => month.hiddenByModerators.byReason[b] - month.hiddenByModerators.byReason[a])
    .map((reason) => `${label(reason)} ${month.hiddenByModerators.byReason[reason]}`)
    .join(' · ');
}

/** One row per month, the newest first: what was posted, held by our checks, reported, hidden and removed. */
export function MonthlyFigures({ months }: { months: TransparencyMonth[] }) {
  const { t } = useTranslation();
  const reason = (key: HiddenReason) => t(`transparency.reasons.${key}`);
  return (
    <div className="table-scroll transparency-table__scroll" tabIndex={0} aria-labelledby="transparency-table-caption">
      <table className="data-table transparency-table" data-testid="transparency-table">
        <caption id="transparency-table-caption" className="visually-hidden">
          {t('transparency.table.caption')}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('transparency.table.month')}</th>
            <th scope="col">{t('transparency.table.posted')}</th>
            <th scope="col">{t('transparency.table.confirmed')}</th>
            <th scope="col">{t('transparency.table.held')}</th>
            <th scope="col">{t('transparency.table.reports')}</th>
            <th scope="col">{t('transparency.table.outcome')}</th>
            <th scope="col">{t('transparency.table.hidden')}</th>
            <th scope="col">{t('transparency.table.removed')}</th>
          </tr>
        </thead>
        <tbody>
          {months.map((month) => (
            <tr key={month.month} data-month={month.month}>
              <th scope="row">{monthName(month.month)}</th>
              <td data-figure="posted">{month.reviews.posted}</td>
              <td data-figure="confirmed">{month.reviews.fromConfirmedReviewers}</td>
              <td data-figure="held">
                <span className="transparency-table__total">
                  {month.heldByChecks.cases === 0
                    ? 0
                    : t('transparency.table.heldValue', {
                        count: month.heldByChecks.cases,
                        reviews: month.heldByChecks.reviews,
                      })}
                </span>
                {month.heldByChecks.cases > 0 && (
                  <span className="transparency-table__reasons">
                    {t('transparency.table.heldOutcome', {
                      released: month.heldByChecks.released,
                      removed: month.heldByChecks.removed,
                      open: month.heldByChecks.open,
                    })}
                  </span>
                )}
              </td>
              <td data-figure="reports">
                {month.reports.reports === 0
                  ? 0
                  : t('transparency.table.reportsValue', {
                      count: month.reports.reports,
                      reviews: month.reports.reviewsReported,
                    })}
              </td>
              <td data-figure="outcome">
                {month.reports.reports === 0
                  ? '–'
                  : t('transparency.table.outcomeValue', {
                      hidden: month.reports.hidden,
                      dismissed: month.reports.dismissed,
                      open: month.reports.open,
                    })}
              </td>
              <td data-figure="hidden">
                <span className="transparency-table__total">{month.hiddenByModerators.total}</span>
                {month.hiddenByModerators.total > 0 && (
                  <span className="transparency-table__reasons">{reasonsOf(month, reason)}</span>
                )}
              </td>
              <td data-figure="removed">{month.pagesRemoved}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
