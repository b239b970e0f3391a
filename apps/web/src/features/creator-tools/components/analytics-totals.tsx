import { type AnalyticsTotals as Totals } from '@fanlens/shared';
import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { useFormats } from '@/lib/formats';

const SHOWN = [
  'views',
  'impressions',
  'platformClicks',
  'favoritesAdded',
  'favoritesRemoved',
  'badgeViews',
  'reviews',
  'averageRating',
] as const;
type Shown = (typeof SHOWN)[number];

/** +12 %, −3 %, 'new' (from zero) or 'no change'. */
function change(
  current: number | null,
  previous: number | null,
): { text: string; tone: 'up' | 'down' | 'flat' } | null {
  if (current === null || previous === null) return null;
  if (current === previous) return { text: '', tone: 'flat' };
  if (previous === 0) return { text: 'new', tone: 'up' };
  const percent = Math.round(((current - previous) / previous) * 100);
  return { text: `${percent > 0 ? '+' : '−'}${Math.abs(percent)} %`, tone: current > previous ? 'up' : 'down' };
}

/** The period's totals, each with its change against the previous period of the same length. */
export function AnalyticsTotals({ totals, previous, days }: { totals: Totals; previous: Totals; days: number }) {
  const { t } = useTranslation();
  const formats = useFormats();
  const format = (key: Shown, value: number | null) =>
    key === 'averageRating'
      ? value === null
        ? t('creatorTools.analytics.noRating')
        : formats.decimal(value, 2)
      : formats.count(value ?? 0);
  return (
    <ul className="analytics__totals" aria-label={t('creatorTools.analytics.totals')}>
      {SHOWN.map((key) => {
        const delta = change(totals[key], previous[key]);
        return (
          <li key={key} className="card stack analytics-total" data-testid={`total-${key}`}>
            <span className="analytics-total__label">{t(`creatorTools.analytics.${key}`)}</span>
            <strong className="analytics-total__value">{format(key, totals[key])}</strong>
            <span className={clsx('analytics-total__change', delta && `analytics-total__change--${delta.tone}`)}>
              {delta === null
                ? t('creatorTools.analytics.vsPrevious', { count: days })
                : delta.tone === 'flat'
                  ? `${t('creatorTools.analytics.noChange')} · ${t('creatorTools.analytics.vsPrevious', { count: days })}`
                  : `${delta.text === 'new' ? t('creatorTools.analytics.new') : delta.text} · ${t('creatorTools.analytics.vsPrevious', { count: days })}`}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
