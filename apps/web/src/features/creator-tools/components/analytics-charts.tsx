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
import { useFormats } from '@/lib/formats';

const AXIS = { stroke: '#8a8a9e', fontSize: 12 };
const GRID = 'rgba(255, 255, 255, 0.08)';
const TOOLTIP = {
  contentStyle: { background: '#1b1b25', border: '1px solid rgba(255,255,255,0.16)', borderRadius: 10 },
  labelStyle: { color: '#f5f5f7' },
};

/** Two charts of the period (Recharts): traffic (views, impressions, clicks) and engagement (favorites, reviews). */
export function AnalyticsCharts({ days }: { days: AnalyticsDay[] }) {
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
              <CartesianGrid stroke={GRID} vertical={false} />
              <XAxis dataKey="date" tickFormatter={shortDate} tick={AXIS} minTickGap={24} />
              <YAxis allowDecimals={false} tick={AXIS} />
              <Tooltip labelFormatter={(label) => shortDate(String(label))} {...TOOLTIP} />
              <Legend wrapperStyle={{ fontSize: 12 }} />
              <Line
                type="monotone"
                dataKey="views"
                name={name('views')}
                stroke="#ff4d8d"
                strokeWidth={2}
                dot={false}
                isAnimationActive={false}
              />
              <Line
                type="monotone"
                dataKey="impressions"
                name={name('impressions')}
                stroke="#8b5cf6"
                strokeWidth={2}
                dot={false}
                isAnimationActive={false}
              />
              <Line
                type="monotone"
                dataKey="platformClicks"
                name={name('platformClicks')}
                stroke="#2dd4bf"
                strokeWidth={2}
                dot={false}
                isAnimationActive={false}
              />
            </LineChart>
          </ResponsiveContainer>
        </div>
      </figure>
      <figure className="card analytics-chart" aria-label={t('creatorTools.analytics.engagementChart')}>
        <figcaption className="analytics-chart__title">{t('creatorTools.analytics.engagementChart')}</figcaption>
        <p className="visually-hidden">{summary(['favoritesAdded', 'favoritesRemoved', 'reviews'])}</p>
        <div className="analytics-chart__plot" aria-hidden="true">
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={days} margin={{ top: 4, right: 8, bottom: 0, left: -16 }}>
              <CartesianGrid stroke={GRID} vertical={false} />
              <XAxis dataKey="date" tickFormatter={shortDate} tick={AXIS} minTickGap={24} />
              <YAxis allowDecimals={false} tick={AXIS} />
              <Tooltip
                labelFormatter={(label) => shortDate(String(label))}
                cursor={{ fill: 'rgba(255,255,255,0.04)' }}
                {...TOOLTIP}
              />
              <Legend wrapperStyle={{ fontSize: 12 }} />
              <Bar
                dataKey="favoritesAdded"
                name={name('favoritesAdded')}
                fill="#ff4d8d"
                radius={[3, 3, 0, 0]}
                isAnimationActive={false}
              />
              <Bar
                dataKey="favoritesRemoved"
                name={name('favoritesRemoved')}
                fill="#a6a6b8"
                radius={[3, 3, 0, 0]}
                isAnimationActive={false}
              />
              <Bar
                dataKey="reviews"
                name={name('reviews')}
                fill="#fbbf24"
                radius={[3, 3, 0, 0]}
                isAnimationActive={false}
              />
            </BarChart>
          </ResponsiveContainer>
        </div>
      </figure>
    </div>
  );
}
