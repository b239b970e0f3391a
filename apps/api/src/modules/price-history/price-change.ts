import { effectivePriceCents } from '@fanlens/shared';

/** A creator's price and promotion at one moment (cents; null where unknown or absent). */
export interface PriceState {
  price: number | null;
  promoPrice: number | null;
  promoOff: number | null;
  /** ISO date-time the promotion lapses; null = no end date (or no promotion). */
  promoEndsAt: string | null;
}

/** The price fields of a state that holds them (the creator JSON, the editor's page state). */
export function priceStateOf(state: PriceState): PriceState {
  return { price: state.price, promoPrice: state.promoPrice, promoOff: state.promoOff, promoEndsAt: state.promoEndsAt };
}

/** What a change of price or promotion means to a fan (the events of price alerts). */
export type PriceChangeKind = 'promotion-start' | 'price-drop' | 'free';

/** A drop of the price a fan pays by at least this share is a `price-drop`. */
export const PRICE_DROP_SHARE = 0.1;

/** Whether `state` has a promotion below its price. */
export function hasPromotion(state: PriceState): boolean {
  return state.price !== null && state.price > 0 && state.promoPrice !== null && state.promoPrice < state.price;
}

/** Whether the price or the promotion differs between the two states (what the history records). */
export function priceChanged(before: PriceState, after: PriceState): boolean {
  return (
    before.price !== after.price ||
    before.promoPrice !== after.promoPrice ||
    before.promoOff !== after.promoOff ||
    before.promoEndsAt !== after.promoEndsAt
  );
}

/**
 * Classifies a change of a creator's price or promotion, from the state before to the state after
 * (pure; the same values the history records):
 * - `promotion-start`: a promotion runs after and did not before (a new one, not an edit of one);
 * - `price-drop`: the price a fan pays (the promo price when lower) falls by ≥ 10 % and stays paid;
 * - `free`: the page becomes free (price 0) from a paid price.
 * A promotion's start that lowers the price by ≥ 10 % is both `promotion-start` and `price-drop`.
 * Nothing for raises, unknown prices, or a lapsed or removed promotion.
 */
export function priceChangeKinds(before: PriceState, after: PriceState): PriceChangeKind[] {
  const kinds: PriceChangeKind[] = [];
  const paidBefore = effectivePriceCents(before.price, hasPromotion(before) ? before.promoPrice : null);
  const paidAfter = effectivePriceCents(after.price, hasPromotion(after) ? after.promoPrice : null);
  if (hasPromotion(after) && !hasPromotion(before)) kinds.push('promotion-start');
  if (after.price === 0 && paidBefore !== null && paidBefore > 0) kinds.push('free');
  else if (
    paidBefore !== null &&
    paidAfter !== null &&
    paidAfter > 0 &&
    paidAfter <= paidBefore * (1 - PRICE_DROP_SHARE)
  ) {
    kinds.push('price-drop');
  }
  return kinds;
}
