import { CREATOR_EDIT } from '@fanlens/shared';
import { hasType, many, termName, typesOf, type JsonLdNode } from './json-ld-nodes';

/** A page's price and promotion price in USD cents (null: not published in USD). */
export interface OfferPrices {
  price: number | null;
  promoPrice: number | null;
}

/** USD cents of a schema.org price (a number, or a string of digits with a `.` decimal), within the editor's range. */
export function usdCents(value: unknown, currency: unknown): number | null {
  if (typeof currency !== 'string' || currency.trim().toUpperCase() !== 'USD') return null;
  const amount =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^\d+(?:\.\d+)?$/.test(value.trim())
        ? Number(value)
        : NaN;
  if (!Number.isFinite(amount) || amount < 0) return null;
  const cents = Math.round(amount * 100);
  return cents <= CREATOR_EDIT.priceMaxCents ? cents : null;
}

/** The regular price's priceType in Google's markup: the struck-through price beside a sale price. */
const REGULAR_PRICE_TYPES = new Set(['StrikethroughPrice', 'ListPrice']);

/** One Offer's current and regular price (USD cents). */
function pricesOf(offer: JsonLdNode, resolve: (value: unknown) => JsonLdNode | null) {
  let current = usdCents(offer.price ?? offer.lowPrice, offer.priceCurrency);
  let regular: number | null = null;
  for (const item of many(offer.priceSpecification)) {
    const spec = resolve(item);
    if (!spec) continue;
    const cents = usdCents(spec.price, spec.priceCurrency ?? offer.priceCurrency);
    if (cents === null) continue;
    const type = termName(spec.priceType);
    if (type && REGULAR_PRICE_TYPES.has(type)) regular ??= cents;
    else current ??= cents;
  }
  return { current, regular };
}

/**
 * The price of the cheapest Offer (or AggregateOffer `lowPrice`) in US dollars; when that offer
 * also gives a higher regular price (a priceSpecification of priceType StrikethroughPrice or
 * ListPrice), that is the price and the offer's own price the promotion. Prices in other
 * currencies are not read (FanLens keeps USD cents and converts nothing).
 */
export function offerPrices(offers: unknown[], resolve: (value: unknown) => JsonLdNode | null): OfferPrices {
  let best: { current: number | null; regular: number | null } | null = null;
  for (const item of offers) {
    const offer = resolve(item);
    // An untyped node under `offers` is an Offer too.
    if (!offer || (typesOf(offer).length > 0 && !hasType(offer, 'Offer', 'AggregateOffer'))) continue;
    const prices = pricesOf(offer, resolve);
    const current = prices.current ?? prices.regular;
    if (current === null) continue;
    if (!best || current < (best.current ?? best.regular ?? Infinity)) best = prices;
  }
  if (!best) return { price: null, promoPrice: null };
  const { current, regular } = best;
  if (current !== null && regular !== null && regular > current) return { price: regular, promoPrice: current };
  return { price: current ?? regular, promoPrice: null };
}
