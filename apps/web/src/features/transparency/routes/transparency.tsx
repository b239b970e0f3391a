import { REVIEW_CHECKS_SECTION_ID } from '@/config/paths';
import { useTranslation } from 'react-i18next';
import { type PageLoader, pageQueryOf, prefill } from '@/app/page-loader';
import { Button } from '@/components/button/button';
import { FeatureGrid } from '@/components/marketing/feature-grid';
import { MarketingHero } from '@/components/marketing/marketing-hero';
import {
  ChatIcon,
  MailIcon,
  PencilIcon,
  ShieldCheckIcon,
  UsersIcon,
  LinkIcon,
} from '@/components/marketing/marketing-icons';
import { MarketingSection } from '@/components/marketing/marketing-section';
import { PageHead } from '@/components/page/page-head';
import { Spinner } from '@/components/spinner/spinner';
import { transparencyParams, transparencyQueryOptions, useTransparency } from '../api/get-transparency';
import { YearDownloads } from '../components/year-downloads';
import { MonthlyFigures } from '../components/monthly-figures';
import { PeriodTotals } from '../components/period-totals';
import '../components/transparency.css';

/** Server side: the figures of the default period, live. */
export const loadPage: PageLoader = async ({ source, queryClient }) => {
  await prefill(queryClient, transparencyQueryOptions().queryKey, () =>
    source.transparency(pageQueryOf(transparencyParams())),
  );
};

const CHECKS = [
  { key: 'confirmed', icon: <MailIcon /> },
  { key: 'oneReview', icon: <PencilIcon /> },
  { key: 'copies', icon: <ChatIcon /> },
  { key: 'unusualActivity', icon: <ShieldCheckIcon /> },
  { key: 'reports', icon: <ShieldCheckIcon /> },
  { key: 'labels', icon: <UsersIcon /> },
  { key: 'removal', icon: <LinkIcon /> },
] as const;

/**
 * /transparency: how FanLens checks reviews, and its figures month by month from live data
 * (reviews posted and from confirmed reviewers, reports and their outcome, reviews hidden by
 * moderators by reason, pages removed at their subject's request, decisions, appeals and the time
 * to decide), and the yearly downloads.
 */
export default function TransparencyRoute() {
  const { t } = useTranslation();
  const report = useTransparency();

  return (
    <div className="page container marketing-page transparency-page">
      <PageHead title={`${t('pages.transparency.title')} · FanLens`} />
      <MarketingHero
        title={t('pages.transparency.title')}
        tagline={t('transparency.tagline')}
        lead={t('transparency.lead')}
      />

      <MarketingSection
        anchor={REVIEW_CHECKS_SECTION_ID}
        title={t('transparency.checks.title')}
        lead={t('transparency.checks.lead')}
      >
        <FeatureGrid
          items={CHECKS.map((check) => ({
            icon: check.icon,
            title: t(`transparency.checks.${check.key}.title`),
            text: t(`transparency.checks.${check.key}.text`),
          }))}
        />
      </MarketingSection>

      <MarketingSection title={t('transparency.figures.title')} lead={t('transparency.figures.lead')}>
        {report.data ? (
          <div className="transparency-figures" data-testid="transparency-figures">
            <PeriodTotals months={report.data.months} />
            <MonthlyFigures months={report.data.months} />
            <p className="transparency-figures__notes">{t('transparency.figures.notes')}</p>
            <p className="transparency-figures__notes">{t('transparency.figures.notesDecisions')}</p>
            <YearDownloads />
          </div>
        ) : report.isError ? (
          <div className="stack transparency-figures__state" role="alert">
            <p>{t('transparency.figures.error')}</p>
            <Button variant="secondary" size="sm" onClick={() => void report.refetch()}>
              {t('transparency.figures.retry')}
            </Button>
          </div>
        ) : (
          <div className="stack transparency-figures__state">
            <Spinner size="lg" />
          </div>
        )}
      </MarketingSection>
    </div>
  );
}
