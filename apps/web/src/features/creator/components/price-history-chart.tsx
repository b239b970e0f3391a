import type { PricePoint } from '@fanlens/shared';
import { useTranslation } from 'react-i18next';
import { Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { CHART_TOOLTIP, SERIES_LINE, chartAxis } from '@/components/chart/chart-style';
import { useFormats } from '@/lib/formats';
import { paidAt } from '../utils/price-history';

const AXIS = chartAxis(11);

/** The price a fan paid (steps at each change) and the regular price, over the last 12 months. */
export default function PriceHistoryChart({ points, lowest }: { points: PricePoint[]; lowest: number | null }) {
  const { t } = useTranslation();
  const formats = useFormats();
  const data = points.map((point) => ({
    time: Date.parse(point.date),
    paid: paidAt(point),
    regular: point.price,
  }));
  const day = (time: number) => formats.day(new Date(time).toISOString().slice(0, 10));
  const price = (cents: number) => formats.price(cents) ?? '';
  const first = paidAt(points[0]);
  const now = paidAt(points[points.length - 1]);
  return (
    <figure className="price-history__chart" aria-label={t('deals.priceHistory.title')}>
      <figcaption className="price-history__title">{t('deals.priceHistory.title')}</figcaption>
      <p className="visually-hidden">
        {t('deals.priceHistory.summary', {
          first: price(first ?? 0),
          now: price(now ?? 0),
          lowest: price(lowest ?? now ?? 0),
        })}
      </p>
      <div className="price-history__plot" aria-hidden="true">
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={data} margin={{ top: 6, right: 8, bottom: 0, left: 0 }}>
            <XAxis
              dataKey="time"
              type="number"
              scale="time"
              domain={['dataMin', 'dataMax']}
              tickFormatter={day}
              tick={AXIS}
              minTickGap={28}
            />
            <YAxis tickFormatter={price} tick={AXIS} width={52} domain={[0, 'auto']} />
            <Tooltip
              labelFormatter={(label) => day(Number(label))}
              formatter={(value) => price(Number(value))}
              {...CHART_TOOLTIP}
            />
            <Line
              type="stepAfter"
              dataKey="regular"
              name={t('deals.priceHistory.regular')}
              stroke="#8a8a9e"
              strokeDasharray="4 4"
              {...SERIES_LINE}
            />
            <Line
              type="stepAfter"
              dataKey="paid"
              name={t('deals.priceHistory.paid')}
              stroke="#ff4d8d"
              strokeWidth={2}
              {...SERIES_LINE}
            />
          </LineChart>
        </ResponsiveContainer>
      </div>
    </figure>
  );
}
