import { NEARBY_RADIUS_KM, matchesPriceFilter } from '@fanlens/shared';
import type { CreatorFilter } from './creator-filter';
import { boundingBox, type BoundingBox } from './geo';
import { SIGNATURE_BYTES, signatureBytesSql } from './term-signature';

/**
 * What the `reviews` ranking keeps of each ranked creator as it is computed: the columns the
 * structured filters check (read with the ranking from the index of ids and filter columns,
 * migration 0014). A page of the sort checks these first, in memory, and the database only for the
 * creators that pass them (see recent-reviews.ts).
 */
export interface RankedFacts {
  platform: string;
  gender: string;
  nsfw: boolean;
  verified: boolean;
  rating: number;
  /** The price a fan pays now (the lower of price and promo price); null without a price. */
  paid: number | null;
  lat: number | null;
  lon: number | null;
  categoryIds: number[];
  /** The term signature (see term-signature.ts). */
  signature: Uint8Array;
}

/**
 * SQL of one creator's facts as text (fields separated by spaces; categories by dots), parsed by
 * parseFacts: of the creators row aliased `c`. The term signature comes apart (SIGNATURE_SQL, 64
 * bytes): the signatures of all ranked creators are read as one bytea.
 */
export const FACTS_SQL = `concat_ws(' ', c.platform, c.gender, c.nsfw::int, c.verified::int, c.rating,
  coalesce(least(c.price_cents, c.promo_price_cents)::text, '-'), coalesce(c.lat::text, '-'),
  coalesce(c.lon::text, '-'), coalesce(nullif(array_to_string(c.category_ids, '.'), ''), '-'))`;

/** SQL of one creator's term signature (SIGNATURE_BYTES bytes). */
export const SIGNATURE_SQL = signatureBytesSql('c.term_signature');

/** The signature of the creator at `index` of `signatures` (every ranked creator's, in ranking order). */
export function signatureAt(signatures: Uint8Array, index: number): Uint8Array {
  return signatures.subarray(index * SIGNATURE_BYTES, (index + 1) * SIGNATURE_BYTES);
}

function nullableNumber(text: string): number | null {
  return text === '-' ? null : Number(text);
}

/** The facts of FACTS_SQL's text, with the creator's signature. */
export function parseFacts(text: string, signature: Uint8Array): RankedFacts {
  const [platform, gender, nsfw, verified, rating, paid, lat, lon, categories] = text.split(' ');
  return {
    platform: platform ?? '',
    gender: gender ?? '',
    nsfw: nsfw === '1',
    verified: verified === '1',
    rating: Number(rating),
    paid: nullableNumber(paid ?? '-'),
    lat: nullableNumber(lat ?? '-'),
    lon: nullableNumber(lon ?? '-'),
    categoryIds: !categories || categories === '-' ? [] : categories.split('.').map(Number),
    signature,
  };
}

/**
 * Whether a creator with given facts may match `filter`: every structured filter as the SQL checks
 * it, the coordinates by their box and the term by its signature (`term`, see signatureMatcher; the
 * database checks the distance and the term).
 */
export function factsMatcher(
  filter: CreatorFilter,
  term: ((signature: Uint8Array) => boolean) | null = null,
): (facts: RankedFacts) => boolean {
  const box = filter.near ? boundingBox(filter.near, NEARBY_RADIUS_KM) : null;
  const rating = filter.rating === 'any' ? null : Number(filter.rating);
  return (facts) => {
    if (filter.platform && facts.platform !== filter.platform) return false;
    if (!filter.nsfw && facts.nsfw) return false;
    if (rating !== null && !(facts.rating >= rating)) return false;
    if (!matchesPriceFilter(facts.paid, filter.price)) return false;
    if (filter.gender !== 'all' && facts.gender !== filter.gender) return false;
    if (filter.verifiedOnly && !facts.verified) return false;
    if (filter.categoryId !== undefined && !facts.categoryIds.includes(filter.categoryId)) return false;
    if (box && !withinBox(facts, box)) return false;
    return !term || term(facts.signature);
  };
}

function withinBox(facts: RankedFacts, box: BoundingBox): boolean {
  const { lat, lon } = facts;
  if (lat === null || lon === null || lat < box.minLat || lat > box.maxLat) return false;
  if (!box.lon) return true;
  return box.lon.wraps ? lon >= box.lon.min || lon <= box.lon.max : lon >= box.lon.min && lon <= box.lon.max;
}
