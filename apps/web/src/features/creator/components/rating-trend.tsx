import { RATING_TREND_MIN_REVIEWS } from '@fanlens/shared';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useRatingTrend } from '../api/get-rating-trend';

const AXIS = { stroke: '#8a8a9e', fontSize: 11 };

/**
 * The average rating per month of the last 12 months (Recharts), under the rating summary; shown
 * only once those months hold RATING_TREND_MIN_REVIEWS reviews. Months without reviews are gaps.
 */
export function RatingTrend({ creatorId, reviewCount }: { creatorId: number; reviewCount: number }) {
  const { t } = useTranslation();
  const trend = useRatingTrend(creatorId, reviewCount >= RATING_TREND_MIN_REVIEWS);
  const months = trend.data?.months ?? [];
  const total = months.reduce((sum, month) => sum + month.reviews, 0);
  if (total < RATING_TREND_MIN_REVIEWS) return null;
  const label = (month: string) => dayjs(`${month}-01`).format('MMM');
  return (
    <figure className="rating-trend" aria-label={t('creatorTools.trend.summary')} data-testid="rating-trend">
      <figcaption className="rating-trend__title">{t('creatorTools.trend.title')}</figcaption>
      <table className="visually-hidden">
        <thead>
          <tr>
            <th>{t('creatorTools.trend.month')}</th>
            <th>{t('creatorTools.trend.rating')}</th>
          </tr>
        </thead>
        <tbody>
          {months
            .filter((month) => month.averageRating !== null)
            .map((month) => (
              <tr key={month.month}>
                <td>{dayjs(`${month.month}-01`).format('MMMM YYYY')}</td>
                <td>
                  {month.averageRating?.toFixed(2)} ({t('creatorTools.trend.reviews', { count: month.reviews })})
                </td>
              </tr>
            ))}
        </tbody>
      </table>
      <div className="rating-trend__plot" aria-hidden="true">
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={months} margin={{ top: 6, right: 6, bottom: 0, left: -28 }}>
            <CartesianGrid stroke="rgba(255,255,255,0.08)" vertical={false} />
            <XAxis dataKey="month" tickFormatter={label} tick={AXIS} interval="preserveStartEnd" minTickGap={8} />
            <YAxis domain={[1, 5]} ticks={[1, 2, 3, 4, 5]} tick={AXIS} />
            <Tooltip
              labelFormatter={(month) => dayjs(`${String(month)}-01`).format('MMMM YYYY')}
              formatter={(value) => [Number(value).toFixed(2), t('creatorTools.trend.rating')]}
              contentStyle={{ background: '#1b1b25', border: '1px solid rgba(255,255,255,0.16)', borderRadius: 10 }}
            />
            <Line
              type="monotone"
              dataKey="averageRating"
              stroke="#fbbf24"
              strokeWidth={2}
              dot={{ r: 2.5, fill: '#fbbf24' }}
              connectNulls
              isAnimationActive={false}
            />
          </LineChart>
        </ResponsiveContainer>
      </div>
    </figure>
  );
}
