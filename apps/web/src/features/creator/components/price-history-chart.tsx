import type { PricePoint } from '@fanlens/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartFrame } from '@/components/chart/chart-frame';
import { dayOfTime, dayTicks, timeOfDay } from '@/components/chart/chart-days';
import { heightOf, linePath, niceTicks, placeOf } from '@/components/chart/chart-scale';
import { useFormats } from '@/lib/formats';
import { paidAt } from '../utils/price-history';

/**
 * The price a fan paid (steps at each change) and the regular price, over the last 12 months,
 * up to today, in the shared chart frame. Screen readers get a sentence and the changes as a table.
 */
export function PriceHistoryChart({ points, lowest }: { points: PricePoint[]; lowest: number | null }) {
  const { t } = useTranslation();
  const formats = useFormats();
  const price = (cents: number | null) => formats.price(cents) ?? '';
  const start = Date.parse(points[0].date);
  // Drawn up to when the chart first showed (the last price holds until now).
  const [now] = useState(Date.now);
  const end = Math.max(now, Date.parse(points[points.length - 1].date));
  const xOf = (date: string) => placeOf(Date.parse(date), start, end);
  const prices = points.flatMap((point) => [point.price, paidAt(point)]).filter((cents) => cents !== null);
  const ticks = niceTicks(0, Math.max(...prices, 1), 4);
  const top = ticks.at(-1) ?? 1;
  const yOf = (cents: number) => heightOf(cents, 0, top);
  const line = (value: (point: PricePoint) => number | null) =>
    linePath(
      points.flatMap((point) => {
        const cents = value(point);
        return cents === null ? [] : [{ x: xOf(point.date), y: yOf(cents) }];
      }),
      { step: true, until: 100 },
    );
  const marks = points.map((point) => ({
    x: xOf(point.date),
    y: yOf(paidAt(point) ?? 0),
    title: formats.day(point.date.slice(0, 10)),
    lines: [
      `${t('deals.priceHistory.paid')}: ${price(paidAt(point))}`,
      `${t('deals.priceHistory.regular')}: ${price(point.price)}`,
    ],
  }));
  const current = paidAt(points[points.length - 1]);
  return (
    <ChartFrame
      className="price-history__chart"
      title={t('deals.priceHistory.title')}
      summary={t('deals.priceHistory.summary', {
        first: price(paidAt(points[0]) ?? 0),
        now: price(current ?? 0),
        lowest: price(lowest ?? current ?? 0),
      })}
      table={{
        head: [t('deals.priceHistory.date'), t('deals.priceHistory.paid'), t('deals.priceHistory.regular')],
        rows: points.map((point) => [formats.day(point.date.slice(0, 10)), price(paidAt(point)), price(point.price)]),
      }}
      yTicks={ticks.map((cents) => ({ at: yOf(cents), label: price(cents) }))}
      xTicks={dayTicks(dayOfTime(start), dayOfTime(end), formats).map((tick) => ({
        at: placeOf(timeOfDay(tick.date), start, end),
        label: tick.label,
      }))}
      series={[
        {
          id: 'regular',
          label: t('deals.priceHistory.regular'),
          path: line((point) => point.price),
          tone: 'muted',
          dashed: true,
        },
        { id: 'paid', label: t('deals.priceHistory.paid'), path: line(paidAt), tone: 'accent' },
      ]}
      marks={marks}
    />
  );
}
