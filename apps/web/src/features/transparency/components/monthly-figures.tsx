import { HIDDEN_REASONS, type HiddenReason, type TransparencyMonth } from '@fanlens/shared';
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import { useTranslation } from 'react-i18next';
import { useFormats } from '@/lib/formats';

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

/** A cell with its figure and, under it, what the figure breaks down into (nothing when `detail` is false). */
function FigureCell({ figure, total, detail }: { figure: string; total: string | number; detail: string | false }) {
  return (
    <td data-figure={figure}>
      <span className="transparency-table__total">{total}</span>
      {detail !== false && <span className="transparency-table__reasons">{detail}</span>}
    </td>
  );
}

const MEDIANS = [
  ['reports', 'medianReports'],
  ['heldCases', 'medianHeldCases'],
  ['removalRequests', 'medianRemovalRequests'],
  ['appeals', 'medianAppeals'],
] as const;

/**
 * One row per month, the newest first: what was posted, held by our checks, reported, hidden and
 * removed, who decided, the appeals, and the median time to each kind of decision.
 */
export function MonthlyFigures({ months }: { months: TransparencyMonth[] }) {
  const { t } = useTranslation();
  const formats = useFormats();
  const reason = (key: HiddenReason) => t(`transparency.reasons.${key}`);
  const medians = (month: TransparencyMonth) =>
    MEDIANS.flatMap(([item, key]) => {
      const hours = month.medianHoursToDecision[item];
      return hours === null ? [] : [t(`transparency.table.${key}`, { hours: formats.decimal(hours, 1) })];
    }).join(' · ');
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
            <th scope="col">{t('transparency.table.decisions')}</th>
            <th scope="col">{t('transparency.table.appeals')}</th>
            <th scope="col">{t('transparency.table.median')}</th>
          </tr>
        </thead>
        <tbody>
          {months.map((month) => (
            <tr key={month.month} data-month={month.month}>
              <th scope="row">{monthName(month.month)}</th>
              <td data-figure="posted">{month.reviews.posted}</td>
              <td data-figure="confirmed">{month.reviews.fromConfirmedReviewers}</td>
              <FigureCell
                figure="held"
                total={
                  month.heldByChecks.cases === 0
                    ? 0
                    : t('transparency.table.heldValue', {
                        count: month.heldByChecks.cases,
                        reviews: month.heldByChecks.reviews,
                      })
                }
                detail={
                  month.heldByChecks.cases > 0 &&
                  t('transparency.table.heldOutcome', {
                    released: month.heldByChecks.released,
                    removed: month.heldByChecks.removed,
                    open: month.heldByChecks.open,
                  })
                }
              />
              <FigureCell
                figure="reports"
                total={
                  month.reports.reports === 0
                    ? 0
                    : t('transparency.table.reportsValue', {
                        count: month.reports.reports,
                        reviews: month.reports.reviewsReported,
                      })
                }
                detail={
                  month.reports.byPageOwners > 0 &&
                  t('transparency.table.ownerReports', { count: month.reports.byPageOwners })
                }
              />
              <td data-figure="outcome">
                {month.reports.reports === 0
                  ? '–'
                  : t('transparency.table.outcomeValue', {
                      hidden: month.reports.hidden,
                      dismissed: month.reports.dismissed,
                      open: month.reports.open,
                    })}
              </td>
              <FigureCell
                figure="hidden"
                total={month.hiddenByModerators.total}
                detail={month.hiddenByModerators.total > 0 && reasonsOf(month, reason)}
              />
              <td data-figure="removed">{month.pagesRemoved}</td>
              <td data-figure="decisions">
                {month.decisions.automated + month.decisions.byModerators === 0
                  ? 0
                  : t('transparency.table.decisionsValue', {
                      automated: month.decisions.automated,
                      moderators: month.decisions.byModerators,
                    })}
              </td>
              <FigureCell
                figure="appeals"
                total={
                  month.appeals.filed === 0 ? 0 : t('transparency.table.appealsValue', { count: month.appeals.filed })
                }
                detail={
                  month.appeals.filed > 0 &&
                  t('transparency.table.appealsOutcome', {
                    reversed: month.appeals.reversed,
                    upheld: month.appeals.upheld,
                    open: month.appeals.open,
                  })
                }
              />
              <td data-figure="median">{medians(month) || '–'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
