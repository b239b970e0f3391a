import { GENDERS, NEARBY_RADIUS_KM, PLATFORMS, matchesPriceFilter } from '@fanlens/shared';
import { sqlList } from '../../db/tables/columns';
import type { CreatorFilter } from './creator-filter';
import { boundingBox, type BoundingBox } from './geo';
import { SIGNATURE_BYTES, signatureBytesSql, type SignatureTest } from './term-signature';

/**
 * What the `reviews` ranking keeps of each ranked creator as it is computed: the columns the
 * structured filters check and the term signature (read with the ranking from the index of ids and
 * filter columns, migrations 0014 and 0015), as one fixed-size record of bytes per creator, all of
 * them in one buffer: reading 170,000 needs no parsing and makes no object per creator. A page of
 * the sort checks these first, in memory, and the database only for the creators that pass them
 * (see recent-reviews.ts).
 *
 * A record (big-endian, as int2send, int4send and float8send write): platform and gender as their
 * positions in PLATFORMS and GENDERS (2 bytes each), flags (2: 1 NSFW, 2 verified, 4 has
 * coordinates, 8 more than MAX_CATEGORIES categories), the number of categories kept (2), the rating
 * (8), the price a fan pays now (4, the lower of price and promo price, -1 without one), latitude and
 * longitude (8 each), the first MAX_CATEGORIES category ids (4 each, 0 when fewer), the signature.
 */
const MAX_CATEGORIES = 3;
const FLAG_NSFW = 1;
const FLAG_VERIFIED = 2;
const FLAG_COORDINATES = 4;
const FLAG_MORE_CATEGORIES = 8;
/** Where each field of a record starts. */
const AT = {
  platform: 0,
  gender: 2,
  flags: 4,
  categoryCount: 6,
  rating: 8,
  paid: 16,
  lat: 20,
  lon: 28,
  categories: 36,
};
const SIGNATURE_AT = AT.categories + 4 * MAX_CATEGORIES;
export const FACT_BYTES = SIGNATURE_AT + SIGNATURE_BYTES;

const categoryIdSql = (index: number) => `int4send(coalesce(c.category_ids[${index + 1}], 0))`;

/** SQL of one creator's record (FACT_BYTES bytes), of the creators row aliased `c`. */
export const FACTS_SQL = [
  `int2send((array_position(array[${sqlList(PLATFORMS)}], c.platform) - 1)::int2)`,
  `int2send((array_position(array[${sqlList(GENDERS)}], c.gender) - 1)::int2)`,
  `int2send((c.nsfw::int * ${FLAG_NSFW} + c.verified::int * ${FLAG_VERIFIED}
    + (c.lat is not null and c.lon is not null)::int * ${FLAG_COORDINATES}
    + (cardinality(c.category_ids) > ${MAX_CATEGORIES})::int * ${FLAG_MORE_CATEGORIES})::int2)`,
  `int2send(least(cardinality(c.category_ids), ${MAX_CATEGORIES})::int2)`,
  `float8send(c.rating)`,
  `int4send(coalesce(least(c.price_cents, c.promo_price_cents), -1))`,
  `float8send(coalesce(c.lat, 0))`,
  `float8send(coalesce(c.lon, 0))`,
  ...Array.from({ length: MAX_CATEGORIES }, (_, index) => categoryIdSql(index)),
  signatureBytesSql('c.term_signature'),
].join(' || ');

/** The records of the ranked creators, in ranking order. */
export class RankedFacts {
  private readonly view: DataView;
  readonly count: number;

  constructor(readonly bytes: Uint8Array) {
    this.view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    this.count = Math.floor(bytes.byteLength / FACT_BYTES);
  }

  /** The term signature of the creator at `index`. */
  signature(index: number): Uint8Array {
    const at = index * FACT_BYTES + SIGNATURE_AT;
    return this.bytes.subarray(at, at + SIGNATURE_BYTES);
  }

  /**
   * Whether the creator at `index` may match `filter`: every structured filter as the SQL checks it,
   * the coordinates by their box and the term by its signature (`term`, see signatureMatcher; the
   * database checks the distance and the term).
   */
  matcher(filter: CreatorFilter, term: SignatureTest | null = null): (index: number) => boolean {
    const view = this.view;
    const platform = filter.platform ? PLATFORMS.indexOf(filter.platform) : -1;
    const gender = filter.gender === 'all' ? -1 : GENDERS.indexOf(filter.gender);
    const rating = filter.rating === 'any' ? null : Number(filter.rating);
    const box = filter.near ? boundingBox(filter.near, NEARBY_RADIUS_KM) : null;
    return (index) => {
      const at = index * FACT_BYTES;
      const flags = view.getInt16(at + AT.flags);
      if (platform >= 0 && view.getInt16(at + AT.platform) !== platform) return false;
      if (gender >= 0 && view.getInt16(at + AT.gender) !== gender) return false;
      if (!filter.nsfw && flags & FLAG_NSFW) return false;
      if (filter.verifiedOnly && !(flags & FLAG_VERIFIED)) return false;
      if (rating !== null && !(view.getFloat64(at + AT.rating) >= rating)) return false;
      const paid = view.getInt32(at + AT.paid);
      if (!matchesPriceFilter(paid < 0 ? null : paid, filter.price)) return false;
      if (filter.categoryId !== undefined && !(flags & FLAG_MORE_CATEGORIES)) {
        let found = false;
        for (let slot = 0; slot < view.getInt16(at + AT.categoryCount); slot++)
          if (view.getInt32(at + AT.categories + 4 * slot) === filter.categoryId) found = true;
        if (!found) return false;
      }
      if (
        box &&
        !(flags & FLAG_COORDINATES && withinBox(view.getFloat64(at + AT.lat), view.getFloat64(at + AT.lon), box))
      )
        return false;
      return !term || term(this.bytes, at + SIGNATURE_AT);
    };
  }
}

function withinBox(lat: number, lon: number, box: BoundingBox): boolean {
  if (lat < box.minLat || lat > box.maxLat) return false;
  if (!box.lon) return true;
  return box.lon.wraps ? lon >= box.lon.min || lon <= box.lon.max : lon >= box.lon.min && lon <= box.lon.max;
}
