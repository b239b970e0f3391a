import { type PriceState, priceChangeKinds } from '../price-history/price-change';

export type { PriceState } from '../price-history/price-change';

/** What fans are told about: a promotion starts, the price drops by 10 % or more, the page becomes free. */
export type PriceEventKind = 'promotion' | 'price_drop' | 'free';

/** The alert kind (account choice) each event belongs to. */
export const ALERT_KIND_OF: Record<PriceEventKind, 'promotions' | 'priceDrops'> = {
  promotion: 'promotions',
  price_drop: 'priceDrops',
  free: 'priceDrops',
};

/**
 * The price event a change from `before` to `after` makes, or null: the strongest news of
 * priceChangeKinds() (price history's classifier), one event per change: becoming free, then a
 * promotion that starts, then a drop of the price a fan pays by 10 % or more. Promotions have no
 * scheduled start (only an end), so a promotion starts when it is saved.
 */
export function priceEventOf(before: PriceState, after: PriceState): PriceEventKind | null {
  const kinds = priceChangeKinds(before, after);
  if (kinds.includes('free')) return 'free';
  if (kinds.includes('promotion-start')) return 'promotion';
  if (kinds.includes('price-drop')) return 'price_drop';
  return null;
}
