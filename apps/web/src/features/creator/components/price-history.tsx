import { useTranslation } from 'react-i18next';
import type { Creator } from '@/types/api';
import { usePriceHistory } from '../api/get-price-history';
import './price-history.css';
import { isLowestIn90Days, priceChanged } from '../utils/price-history';
import { PriceHistoryChart } from './price-history-chart';

/**
 * Under the price: "Lowest price in 90 days" when it applies, and a small chart of the last 12
 * months once the price has changed in them. Read in the browser after the page (not server-rendered).
 */
export function PriceHistory({ creator }: { creator: Pick<Creator, 'id' | 'price'> }) {
  const { t } = useTranslation();
  const history = usePriceHistory(creator.id, creator.price !== null);
  if (!history.data) return null;
  const { points, lowest90Days } = history.data;
  const lowest = isLowestIn90Days(points, lowest90Days);
  if (!lowest && !priceChanged(points)) return null;
  return (
    <div className="price-history" data-testid="price-history">
      {lowest && (
        <p className="price-history__lowest" data-testid="lowest-90-days">
          {t('deals.priceHistory.lowest90Days')}
        </p>
      )}
      {priceChanged(points) && <PriceHistoryChart points={points} lowest={lowest90Days} />}
    </div>
  );
}
