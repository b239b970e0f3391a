import { RATING_RANGE, RATING_TREND_MIN_REVIEWS, type RatingTrend as Trend } from '@fanlens/shared';
import { useTranslation } from 'react-i18next';
import { useFormats } from '@/lib/formats';
import { useRatingTrend } from '../api/get-rating-trend';

const Y_TICKS = [5, 4, 3, 2, 1];

/** A month's place across the plot and a rating's place down it, in percent of the plot box. */
const xOf = (index: number, count: number) => (count > 1 ? (index / (count - 1)) * 100 : 50);
const yOf = (rating: number) => ((RATING_RANGE.max - rating) / (RATING_RANGE.max - RATING_RANGE.min)) * 100;

/**
 * The average rating per month of the last 12 months, under the rating summary; shown only once
 * those months hold RATING_TREND_MIN_REVIEWS reviews. Months without reviews are skipped by the
 * line. Drawn as one small SVG (stretched to its box; strokes and dots keep their size) with the
 * axis labels in HTML, so the public page carries no charting library. Screen readers get the
 * figures as a table.
 */
export function RatingTrend({ creatorId, reviewCount }: { creatorId: number; reviewCount: number }) {
  const { t } = useTranslation();
  const formats = useFormats();
  const trend = useRatingTrend(creatorId, reviewCount >= RATING_TREND_MIN_REVIEWS);
  const months = trend.data?.months ?? [];
  const total = months.reduce((sum, month) => sum + month.reviews, 0);
  if (total < RATING_TREND_MIN_REVIEWS) return null;
  const rated = months.filter((month) => month.averageRating !== null);
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
          {rated.map((month) => (
            <tr key={month.month}>
              <td>{formats.month(month.month, 'long')}</td>
              <td>
                {month.averageRating === null ? null : formats.decimal(month.averageRating, 2)} (
                {t('creatorTools.trend.reviews', { count: month.reviews })})
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <TrendPlot months={months} />
    </figure>
  );
}

function TrendPlot({ months }: { months: Trend['months'] }) {
  const formats = useFormats();
  const points = months.flatMap((month, index) =>
    month.averageRating === null
      ? []
      : [
          {
            month: month.month,
            x: xOf(index, months.length),
            y: yOf(month.averageRating),
            rating: month.averageRating,
          },
        ],
  );
  const line = points.map((point, index) => `${index === 0 ? 'M' : 'L'}${point.x} ${point.y}`).join(' ');
  return (
    <div className="rating-trend__plot" aria-hidden="true">
      <ol className="rating-trend__y">
        {Y_TICKS.map((tick) => (
          <li key={tick} style={{ top: `${yOf(tick)}%` }}>
            {tick}
          </li>
        ))}
      </ol>
      <svg className="rating-trend__svg" viewBox="0 0 100 100" preserveAspectRatio="none" focusable="false">
        {Y_TICKS.map((tick) => (
          <path key={tick} className="rating-trend__grid" d={`M0 ${yOf(tick)} H100`} />
        ))}
        <path className="rating-trend__line" d={line} />
        {points.map((point) => (
          <path key={point.month} className="rating-trend__dot" d={`M${point.x} ${point.y} h0`}>
            <title>{`${formats.month(point.month, 'long')}: ${formats.decimal(point.rating, 2)}`}</title>
          </path>
        ))}
      </svg>
      <ol className="rating-trend__x">
        {months.map((month, index) => (
          <li key={month.month} style={{ left: `${xOf(index, months.length)}%` }}>
            {formats.month(month.month, 'short')}
          </li>
        ))}
      </ol>
    </div>
  );
}
