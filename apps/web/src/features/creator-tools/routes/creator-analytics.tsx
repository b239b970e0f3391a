import { ANALYTICS_PERIODS, DEFAULT_ANALYTICS_PERIOD } from '@fanlens/shared';
import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button/button';
import { ButtonLink } from '@/components/button/button-link';
import { FormAlert } from '@/components/form/form-alert';
import { Page } from '@/components/page/page';
import { Spinner } from '@/components/spinner/spinner';
import { paths } from '@/config/paths';
import { useAnalytics } from '../api/get-analytics';
import { AnalyticsCharts } from '../components/analytics-charts';
import { analyticsCsv, analyticsFileName, downloadCsv } from '../components/analytics-csv';
import { AnalyticsTotals } from '../components/analytics-totals';
import { InvitationsSection } from '@/components/invitations/invitations-section';
import { PagePicker } from '../components/page-picker';
import { useChosenPage } from '../components/use-chosen-page';
import '../components/creator-tools.css';

function parseDays(value: string | null): number {
  const days = Number(value);
  return (ANALYTICS_PERIODS as readonly number[]).includes(days) ? days : DEFAULT_ANALYTICS_PERIOD;
}

/** /creator/analytics?page=<id>&days=30: the owner's dashboard of one page (creators only). */
export default function CreatorAnalyticsRoute() {
  const { t } = useTranslation();
  const { pages, page, choose, params, setParams } = useChosenPage();
  const days = parseDays(params.get('days'));
  const analytics = useAnalytics(page?.id ?? 0, days);
  const data = page ? analytics.data : undefined;

  const setDays = (next: number) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set('days', String(next));
        return updated;
      },
      { replace: true },
    );

  return (
    <Page title={t('creatorTools.analytics.title')} lead={t('creatorTools.analytics.lead')} className="creator-tools">
      <div className="cluster creator-tools__bar">
        <div className="cluster analytics__tools">
          {page && <PagePicker pages={pages} value={page.id} onChange={choose} />}
          <div className="page-picker">
            <label className="page-picker__label" htmlFor="analytics-period">
              {t('creatorTools.analytics.period')}
            </label>
            <select
              id="analytics-period"
              className="select period-picker__select"
              value={days}
              onChange={(event) => setDays(Number(event.target.value))}
            >
              {ANALYTICS_PERIODS.map((option) => (
                <option key={option} value={option}>
                  {t('creatorTools.analytics.days', { count: option })}
                </option>
              ))}
            </select>
          </div>
        </div>
        <div className="cluster analytics__tools">
          {page && (
            <ButtonLink variant="ghost" size="sm" to={paths.creatorEdit({ page: page.id })}>
              {t('creatorTools.analytics.edit')}
            </ButtonLink>
          )}
          {page && (
            <ButtonLink variant="ghost" size="sm" to={paths.creatorBadge({ page: page.id })}>
              {t('creatorTools.badge.open')}
            </ButtonLink>
          )}
          <Button
            variant="secondary"
            size="sm"
            disabled={!data}
            onClick={() => page && data && downloadCsv(analyticsFileName(page.username, data), analyticsCsv(data))}
          >
            {t('creatorTools.analytics.download')}
          </Button>
        </div>
      </div>
      {data && page ? (
        <div
          className={clsx(analytics.isPlaceholderData && 'analytics--updating')}
          aria-busy={analytics.isFetching || undefined}
        >
          <AnalyticsTotals totals={data.totals} previous={data.previousTotals} days={data.days.length} />
          <AnalyticsCharts creatorId={page.id} days={data.days} />
        </div>
      ) : analytics.isError ? (
        <FormAlert tone="error">
          <span>{t('creatorTools.analytics.loadError')}</span>
          <Button variant="secondary" size="sm" onClick={() => void analytics.refetch()}>
            {t('creatorTools.analytics.retry')}
          </Button>
        </FormAlert>
      ) : (
        <div className="creator-tools__loading">
          <Spinner size="lg" />
        </div>
      )}
      {page && <InvitationsSection creatorId={page.id} />}
    </Page>
  );
}
