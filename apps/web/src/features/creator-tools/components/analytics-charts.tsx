import type { AnalyticsDay } from '@fanlens/shared';
import { useTranslation } from 'react-i18next';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { CHART_GRID, CHART_TOOLTIP, SERIES_LINE, chartAxis } from '@/components/chart/chart-style';
import { GrowthPanel } from '@/components/growth/growth-panel';
import { useFormats } from '@/lib/formats';

const AXIS = chartAxis(12);
/** The traffic chart's lines and their colours. */
const TRAFFIC_LINES = [
  ['views', '#ff4d8d'],
  ['impressions', '#8b5cf6'],
  ['platformClicks', '#2dd4bf'],
] as const;
/** The engagement chart's bars and their colours. */
const ENGAGEMENT_BARS = [
  ['favoritesAdded', '#ff4d8d'],
  ['favoritesRemoved', '#a6a6b8'],
  ['reviews', '#fbbf24'],
] as const;

/**
 * The charts of the period (Recharts): traffic (views, impressions, clicks) and engagement
 * (favorites, reviews); beside the traffic, the page's fans on its platform (the public page's
 * growth chart, its range following the period).
 */
export function AnalyticsCharts({ creatorId, days }: { creatorId: number; days: AnalyticsDay[] }) {
  const { t } = useTranslation();
  const formats = useFormats();
  const shortDate = (date: string) => formats.day(date);
  const name = (key: string) => t(`creatorTools.analytics.${key}` as 'creatorTools.analytics.views');
  const summary = (keys: (keyof AnalyticsDay)[]) =>
    keys
      .map((key) =>
        t('creatorTools.analytics.chartSummary', {
          label: name(key),
          total: formats.count(days.reduce((sum, day) => sum + Number(day[key] ?? 0), 0)),
          count: days.length,
        }),
      )
      .join('; ');
  return (
    <div className="analytics__charts">
      <figure className="card analytics-chart" aria-label={t('creatorTools.analytics.trafficChart')}>
        <figcaption className="analytics-chart__title">{t('creatorTools.analytics.trafficChart')}</figcaption>
        <p className="visually-hidden">{summary(['views', 'impressions', 'platformClicks'])}</p>
        <div className="analytics-chart__plot" aria-hidden="true">
          <ResponsiveContainer width="100%" height="100%">
            <LineChart data={days} margin={{ top: 4, right: 8, bottom: 0, left: -16 }}>
              <CartesianGrid stroke={CHART_GRID} vertical={false} />
              <XAxis dataKey="date" tickFormatter={shortDate} tick={AXIS} minTickGap={24} />
              <YAxis allowDecimals={false} tick={AXIS} />
              <Tooltip labelFormatter={(label) => shortDate(String(label))} {...CHART_TOOLTIP} />
              <Legend wrapperStyle={{ fontSize: 12 }} />
              {TRAFFIC_LINES.map(([key, color]) => (
                <Line
                  key={key}
                  type="monotone"
                  dataKey={key}
                  name={name(key)}
                  stroke={color}
                  strokeWidth={2}
                  {...SERIES_LINE}
                />
              ))}
            </LineChart>
          </ResponsiveContainer>
        </div>
      </figure>
      <GrowthPanel
        key={days.length > 30 ? '90d' : '30d'}
        creatorId={creatorId}
        defaultRange={days.length > 30 ? '90d' : '30d'}
        className="card analytics-chart analytics-growth"
      />
      <figure className="card analytics-chart" aria-label={t('creatorTools.analytics.engagementChart')}>
        <figcaption className="analytics-chart__title">{t('creatorTools.analytics.engagementChart')}</figcaption>
        <p className="visually-hidden">{summary(['favoritesAdded', 'favoritesRemoved', 'reviews'])}</p>
        <div className="analytics-chart__plot" aria-hidden="true">
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={days} margin={{ top: 4, right: 8, bottom: 0, left: -16 }}>
              <CartesianGrid stroke={CHART_GRID} vertical={false} />
              <XAxis dataKey="date" tickFormatter={shortDate} tick={AXIS} minTickGap={24} />
              <YAxis allowDecimals={false} tick={AXIS} />
              <Tooltip
                labelFormatter={(label) => shortDate(String(label))}
                cursor={{ fill: 'rgba(255,255,255,0.04)' }}
                {...CHART_TOOLTIP}
              />
              <Legend wrapperStyle={{ fontSize: 12 }} />
              {ENGAGEMENT_BARS.map(([key, color]) => (
                <Bar
                  key={key}
                  dataKey={key}
                  name={name(key)}
                  fill={color}
                  radius={[3, 3, 0, 0]}
                  isAnimationActive={false}
                />
              ))}
            </BarChart>
          </ResponsiveContainer>
        </div>
      </figure>
    </div>
  );
}
