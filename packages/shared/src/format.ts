import { PRICE_BUCKET_CENTS, type PriceFilter } from './filters';

export interface Coordinates {
  lat: number;
  lon: number;
}

// The number formats below write what Intl.NumberFormat('en-US') writes, without it: a page's
// first Intl.NumberFormat loads the locale's number data, a long task on a phone while the page
// hydrates (docs/decisions/010-server-rendering.md).

/** A whole number with thousands separators: 1234567 → '1,234,567'. */
export function formatCount(value: number): string {
  const whole = Math.round(value);
  const digits = String(Math.abs(whole)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return whole < 0 ? `-${digits}` : digits;
}

const COMPACT_SUFFIXES = ['', 'K', 'M', 'B', 'T'] as const;

/** A count in short form with at most one decimal: 999 → '999', 15340 → '15.3K', 2e6 → '2M'. */
export function formatCompactCount(value: number): string {
  const sign = value < 0 ? '-' : '';
  const magnitude = Math.abs(value);
  let unit = 0;
  while (unit < COMPACT_SUFFIXES.length - 1 && magnitude >= 1000 ** (unit + 1)) unit += 1;
  let tenths = Math.round((magnitude * 10) / 1000 ** unit);
  // 999.96K rounds to 1000K, which is written as the next unit: '1M'.
  if (tenths >= 10_000 && unit < COMPACT_SUFFIXES.length - 1) {
    unit += 1;
    tenths = 10;
  }
  const number = tenths % 10 === 0 ? String(tenths / 10) : (tenths / 10).toFixed(1);
  return `${sign}${number}${COMPACT_SUFFIXES[unit]}`;
}

/** Cents to '$9.99' ('$1,250.00'); 0 is 'free'; null, negative or not a number is null. */
export function formatPrice(cents: number | null | undefined): string | null {
  if (cents == null || !Number.isFinite(cents) || cents < 0) return null;
  if (cents === 0) return 'free';
  const whole = Math.round(cents);
  const dollars = Math.floor(whole / 100);
  return `$${formatCount(dollars)}.${String(whole % 100).padStart(2, '0')}`;
}

/** The price a fan pays now: the promo price when it is lower than the price. */
export function effectivePriceCents(
  price: number | null | undefined,
  promoPrice: number | null | undefined,
): number | null {
  if (promoPrice == null) return price ?? null;
  if (price == null) return promoPrice;
  return Math.min(price, promoPrice);
}

/** Whole percent off of a promo price, or null when there is no discount. */
export function promoPercentOff(
  price: number | null | undefined,
  promoPrice: number | null | undefined,
): number | null {
  if (price == null || promoPrice == null || price <= 0 || promoPrice >= price) return null;
  return Math.round((1 - promoPrice / price) * 100);
}

/** Whether a price in cents (the effective one) falls in a price filter bucket. */
export function matchesPriceFilter(cents: number | null, filter: PriceFilter): boolean {
  const { low, high } = PRICE_BUCKET_CENTS;
  if (filter === 'any') return true;
  if (cents == null) return false;
  if (filter === 'free') return cents === 0;
  if (filter === 'under5') return cents <= low;
  if (filter === '5to15') return cents > low && cents < high;
  return cents >= high;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };
const BLOCK_TAG = /<\/?(?:br|p|div|li|ul|ol|h[1-6]|tr|td|th|table|blockquote|section|article|header|footer)\b[^>]*>/gi;

/** Decodes the named entities sanitised HTML holds (amp, lt, gt, quot, apos, nbsp) and numeric ones. */
export function decodeHtmlEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1].toLowerCase() === 'x' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** Plain text of an HTML fragment: tags removed, common entities decoded, whitespace collapsed. */
export function stripHtml(html: string | null | undefined): string {
  if (!html) return '';
  const text = html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(BLOCK_TAG, ' ')
    .replace(/<\/?[a-z][^>]*>/gi, '');
  return decodeHtmlEntities(text).replace(/\s+/g, ' ').trim();
}

const COORDINATES = /^\s*([+-]?\d+(?:\.\d+)?)\s*,\s*([+-]?\d+(?:\.\d+)?)\s*$/;

/** Parses 'lat, lon' (lat -90..90, lon -180..180); null when malformed or out of range. */
export function parseCoordinates(value: string | null | undefined): Coordinates | null {
  const match = value ? COORDINATES.exec(value) : null;
  if (!match) return null;
  const lat = Number(match[1]);
  const lon = Number(match[2]);
  if (Math.abs(lat) > 90 || Math.abs(lon) > 180) return null;
  return { lat, lon };
}

/** Formats coordinates as the 'lat, lon' query value, rounded to `digits` decimals. */
export function formatCoordinates({ lat, lon }: Coordinates, digits = 4): string {
  const round = (n: number) => Number(n.toFixed(digits));
  return `${round(lat)}, ${round(lon)}`;
}

/** URL slug of a name: 'Cosplay & Gaming' → 'cosplay-gaming'. */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
