import { RATING_RANGE, RATING_TREND_MIN_REVIEWS } from '@fanlens/shared';
import { useTranslation } from 'react-i18next';
import { ChartFrame } from '@/components/chart/chart-frame';
import { heightOf, linePath, placeOf } from '@/components/chart/chart-scale';
import { useFormats } from '@/lib/formats';
import { useRatingTrend } from '../api/get-rating-trend';

const Y_TICKS = [5, 4, 3, 2, 1];

/** A rating's place down the plot. */
const yOf = (rating: number) => heightOf(rating, RATING_RANGE.min, RATING_RANGE.max);

/**
 * The average rating per month of the last 12 months, under the rating summary; shown only once
 * those months hold RATING_TREND_MIN_REVIEWS reviews. Months without reviews are skipped by the
 * line. Drawn in the shared chart frame (no charting library on the public page); screen readers
 * get the figures as a table.
 */
export function RatingTrend({ creatorId, reviewCount }: { creatorId: number; reviewCount: number }) {
  const { t } = useTranslation();
  const formats = useFormats();
  const trend = useRatingTrend(creatorId, reviewCount >= RATING_TREND_MIN_REVIEWS);
  const months = trend.data?.months ?? [];
  const total = months.reduce((sum, month) => sum + month.reviews, 0);
  if (total < RATING_TREND_MIN_REVIEWS) return null;
  const xOf = (index: number) => placeOf(index, 0, months.length - 1);
  const rated = months.flatMap((month, index) =>
    month.averageRating === null ? [] : [{ ...month, rating: month.averageRating, x: xOf(index) }],
  );
  const marks = rated.map((month) => ({
    x: month.x,
    y: yOf(month.rating),
    title: formats.month(month.month, 'long'),
    lines: [`${formats.decimal(month.rating, 2)} (${t('creatorTools.trend.reviews', { count: month.reviews })})`],
  }));
  return (
    <ChartFrame
      className="rating-trend"
      data-testid="rating-trend"
      title={t('creatorTools.trend.title')}
      summary={t('creatorTools.trend.summary')}
      table={{
        head: [t('creatorTools.trend.month'), t('creatorTools.trend.rating')],
        rows: marks.map((mark) => [mark.title, mark.lines[0]]),
      }}
      yTicks={Y_TICKS.map((tick) => ({ at: yOf(tick), label: String(tick) }))}
      xTicks={months.map((month, index) => ({ at: xOf(index), label: formats.month(month.month, 'short') }))}
      series={[{ id: 'rating', label: t('creatorTools.trend.rating'), path: linePath(marks), tone: 'amber' }]}
      marks={marks}
      dots
      height={120}
    />
  );
}
