/** A creator's price and promotion at one moment, as the creator JSON names them (cents). */
export interface PriceState {
  price: number | null;
  promoPrice: number | null;
  promoOff: number | null;
  promoEndsAt: string | null;
}

/** What fans are told about: a promotion starts, the price drops by 10 % or more, the page becomes free. */
export type PriceEventKind = 'promotion' | 'price_drop' | 'free';

/** A price drop worth an alert: at least this share of the old price. */
export const PRICE_DROP_SHARE = 0.1;

/** The alert kind (account choice) each event belongs to. */
export const ALERT_KIND_OF: Record<PriceEventKind, 'promotions' | 'priceDrops'> = {
  promotion: 'promotions',
  price_drop: 'priceDrops',
  free: 'priceDrops',
};

/**
 * The price event a change from `before` to `after` makes, or null: becoming free (a paid price
 * set to 0) comes first, then a promotion that starts (none active before, one after), then a
 * drop of the price by PRICE_DROP_SHARE or more. A promotion that ends, a price that rises or a
 * promotion that changes while it runs makes none. One event per change: the strongest news.
 * Promotions have no scheduled start (only an end), so a promotion starts when it is saved.
 */
export function priceEventOf(before: PriceState, after: PriceState): PriceEventKind | null {
  const wasPaid = before.price !== null && before.price > 0;
  if (wasPaid && after.price === 0) return 'free';
  if (before.promoPrice === null && after.promoPrice !== null) return 'promotion';
  if (wasPaid && after.price !== null && after.price > 0 && after.price <= before.price! * (1 - PRICE_DROP_SHARE)) {
    return 'price_drop';
  }
  return null;
}
