import { STATS_RANGE_DAYS, STATS_RANGES, type StatsHistory, type StatsRange } from '@fanlens/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartFrame } from '@/components/chart/chart-frame';
import { dayTicks, daysBefore, timeOfDay, today } from '@/components/chart/chart-days';
import { heightOf, linePath, niceTicks, placeOf } from '@/components/chart/chart-scale';
import { useFormats } from '@/lib/formats';

export interface GrowthChartProps {
  points: StatsHistory['points'];
  range: StatsRange;
  onRangeChange: (range: StatsRange) => void;
  /** Another range is loading (the chart still shows the one before). */
  updating?: boolean;
}

/**
 * A page's fans over 30 days, 90 days or a year, as steps (a count holds until the day it changed),
 * in the shared chart frame with its range switch; screen readers get every day as a table.
 */
export default function GrowthChart({ points, range, onRangeChange, updating }: GrowthChartProps) {
  const { t } = useTranslation();
  const formats = useFormats();
  const count = (value: number | null) => (value === null ? t('components.growth.notAvailable') : formats.count(value));
  // Today when the chart first showed: the last count holds until then.
  const [last] = useState(() => today());
  const first = [daysBefore(last, STATS_RANGE_DAYS[range]), points[0]?.date ?? last].sort()[0];
  const xOf = (date: string) => placeOf(timeOfDay(date), timeOfDay(first), timeOfDay(last));
  const fans = points.flatMap((point) =>
    point.subscribers === null ? [] : [{ date: point.date, subscribers: point.subscribers }],
  );
  const values = fans.map((point) => point.subscribers);
  const ticks = niceTicks(Math.min(...values), Math.max(...values), 4);
  const [bottom, top] = [ticks[0], ticks[ticks.length - 1]];
  const yOf = (value: number) => heightOf(value, bottom, top);
  const marks = points.flatMap((point) =>
    point.subscribers === null
      ? []
      : [
          {
            x: xOf(point.date),
            y: yOf(point.subscribers),
            title: formats.day(point.date),
            lines: [
              `${t('components.growth.fans')}: ${count(point.subscribers)}`,
              `${t('components.growth.likes')}: ${count(point.likes)}`,
            ],
          },
        ],
  );
  const switcher = (
    <div className="cluster growth__ranges" role="group" aria-label={t('components.growth.range')}>
      {STATS_RANGES.map((option) => (
        <button
          key={option}
          type="button"
          className="chip growth__range"
          aria-pressed={option === range}
          onClick={() => onRangeChange(option)}
        >
          {t(`components.growth.ranges.${option}`)}
        </button>
      ))}
    </div>
  );
  return (
    <ChartFrame
      className={updating ? 'growth__chart growth__chart--updating' : 'growth__chart'}
      data-testid="growth-chart"
      title={t('components.growth.title')}
      action={switcher}
      summary={
        values.length > 0
          ? t('components.growth.summary', { first: count(values[0]), last: count(values[values.length - 1]) })
          : undefined
      }
      table={{
        head: ['date', 'fans', 'likes', 'posts'].map((key) =>
          t(`components.growth.${key}` as 'components.growth.date'),
        ),
        rows: points.map((point) => [
          formats.day(point.date),
          count(point.subscribers),
          count(point.likes),
          count(point.posts),
        ]),
      }}
      yTicks={ticks.map((tick) => ({ at: yOf(tick), label: formats.compact(tick) }))}
      xTicks={dayTicks(first, last, formats).map((tick) => ({ at: xOf(tick.date), label: tick.label }))}
      series={[
        {
          id: 'subscribers',
          label: t('components.growth.fans'),
          path: linePath(marks, { step: true, until: 100 }),
          tone: 'accent',
        },
      ]}
      marks={marks}
      height={150}
    />
  );
}
