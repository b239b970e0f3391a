import type { ListingOrigin, Platform } from '@fanlens/shared';
import { inTransaction, type Tx } from '../../db/transaction';
import { creatorSearchText } from '../../db/search-text';
import { alertRoundSoon } from '../alerts/delivery';
import { recordPriceEvent } from '../alerts/event-queries';
import { priceEventOf } from '../alerts/price-change';
import { recordPriceChanges, type PriceChange } from '../price-history/record-price-changes';
import { countersDiffer, recordPoints } from '../stats-history/history-points';
import type { Counters } from '../stats-history/stats-codec';
import { emptyRow, nextRow, priceState, rowOf, rowsDiffer, type Listing, type ListingRow } from './listing';
import {
  insertListings,
  lockListings,
  setListingCategories,
  updateListings,
  type ListedCategory,
  type WrittenRow,
} from './listing-queries';

/** What the upsert did with one listing. `taken`: the username is another platform's page. */
export type ListingOutcome =
  { outcome: 'created' | 'updated' | 'unchanged'; id: number } | { outcome: 'taken'; id: number; platform: Platform };

export interface UpsertOptions {
  origin: { via: ListingOrigin; by: number | null };
  /** The profile address of a new page whose listing gives none (the configured platform template). */
  profileUrl: (platform: Platform, username: string) => string;
  /** Every category by id (names for the search text). */
  categories: ReadonlyMap<number, ListedCategory>;
  /** Record price events for the fans' alerts (an import may turn them off). */
  alerts: boolean;
  now?: Date;
}

export interface UpsertResult {
  outcomes: ListingOutcome[];
  /** Pages created and pages changed (their cached answers go). */
  created: number[];
  updated: number[];
  /** Whether a price event was recorded (the alert sender should run). */
  priceEvents: boolean;
}

interface Entry {
  id: number | null;
  original: ListingRow | null;
  row: ListingRow;
  ownerFields: string[];
}

/**
 * The one way platform data gets into creator pages (modules/listings/README.md): adding a page,
 * importing a file and re-reading a page all call this in their transaction. Pages are matched on
 * (platform, lower(username)) and locked; what a listing says replaces what is stored, but for the
 * fields the page's verified creator edited. New pages and changed ones are written in one statement
 * each, with their categories and search text; a changed price or promotion goes into the price
 * history and, unless `alerts` is off, the fans' alerts, exactly as an owner's edit does. The
 * discovery engine's tables and the facet counts follow through their triggers, in this transaction.
 */
export async function upsertListings(tx: Tx, listings: Listing[], options: UpsertOptions): Promise<UpsertResult> {
  const now = options.now ?? new Date();
  const stored = await lockListings(
    tx,
    listings.map((listing) => listing.username),
  );
  const entries = new Map<string, Entry>(
    stored.map((row) => [
      row.username.toLowerCase(),
      { id: row.id, original: rowOf(row), row: rowOf(row), ownerFields: row.owner_fields },
    ]),
  );
  const pending: ({ taken: ListingOutcome } | { key: string; outcome: 'created' | 'updated' | 'unchanged' })[] = [];
  for (const listing of listings) {
    const key = listing.username.toLowerCase();
    let entry = entries.get(key);
    if (entry && entry.row.platform !== listing.platform) {
      pending.push({ taken: { outcome: 'taken', id: entry.id ?? 0, platform: entry.row.platform } });
      continue;
    }
    const isNew = !entry;
    if (!entry) {
      const row = emptyRow(listing, options.profileUrl(listing.platform, listing.username));
      entry = { id: null, original: null, row, ownerFields: [] };
      entries.set(key, entry);
    }
    const next = nextRow(entry.row, listing, entry.ownerFields, now);
    const outcome = isNew ? 'created' : rowsDiffer(entry.row, next) ? 'updated' : 'unchanged';
    entry.row = next;
    pending.push({ key, outcome });
  }

  const written = (row: ListingRow): WrittenRow => ({
    ...row,
    search_text: creatorSearchText({
      username: row.username,
      name: row.name,
      location: row.location,
      tags: row.tags,
      categories: row.category_ids.map((id) => options.categories.get(id)?.name ?? '').filter(Boolean),
    }),
  });
  const fresh = [...entries.entries()].filter(([, entry]) => entry.original === null);
  const ids = await insertListings(
    tx,
    fresh.map(([, entry]) => written(entry.row)),
    options.origin,
  );
  for (const [key, entry] of fresh) entry.id = ids.get(key) ?? null;
  const changed = [...entries.values()].filter(
    (entry) => entry.original !== null && rowsDiffer(entry.original, entry.row),
  );
  // A new page's counters start its history; a change of counters adds the day's point.
  const day = now.toISOString().slice(0, 10);
  const counted = [
    ...fresh.map(([, entry]) => entry),
    ...changed.filter((entry) => countersDiffer(countersOf(entry.original as ListingRow), countersOf(entry.row))),
  ].filter((entry) => Object.values(countersOf(entry.row)).some((value) => value !== null));
  const scores = await recordPoints(
    tx,
    counted.map((entry) => ({ creatorId: entry.id as number, day, values: countersOf(entry.row) })),
  );
  await updateListings(
    tx,
    changed.map((entry) => ({
      ...written(entry.row),
      id: entry.id as number,
      growth_score: scores.get(entry.id as number) ?? null,
    })),
  );
  await setListingCategories(
    tx,
    [
      ...fresh.filter(([, entry]) => entry.row.category_ids.length > 0).map(([, entry]) => entry),
      ...changed.filter(
        (entry) => JSON.stringify(entry.original?.category_ids) !== JSON.stringify(entry.row.category_ids),
      ),
    ].map((entry) => ({ id: entry.id as number, categoryIds: entry.row.category_ids })),
  );

  const priceEvents = await recordPrices(tx, [...fresh.map(([, entry]) => entry), ...changed], options.alerts);
  const outcomes = pending.map((item): ListingOutcome =>
    'taken' in item ? item.taken : { outcome: item.outcome, id: entries.get(item.key)?.id as number },
  );
  return {
    outcomes,
    created: fresh.map(([, entry]) => entry.id as number),
    updated: changed.map((entry) => entry.id as number),
    priceEvents,
  };
}

/** Price history for new and changed pages (a new page's first point is its price); alerts for changes. */
async function recordPrices(tx: Tx, entries: Entry[], alerts: boolean): Promise<boolean> {
  const empty = { price: null, promoPrice: null, promoOff: null, promoEndsAt: null };
  const changes: PriceChange[] = entries.map((entry) => ({
    creatorId: entry.id as number,
    before: entry.original ? priceState(entry.original) : empty,
    after: priceState(entry.row),
  }));
  const queryable = inTransaction(tx);
  await recordPriceChanges(queryable, changes);
  if (!alerts) return false;
  let recorded = false;
  for (const entry of entries) {
    if (!entry.original) continue;
    const before = priceState(entry.original);
    const after = priceState(entry.row);
    const kind = priceEventOf(before, after);
    if (!kind) continue;
    await recordPriceEvent(queryable, entry.id as number, kind, before, after);
    recorded = true;
  }
  // The alert round runs soon after the change commits (its periodic job moved up in this transaction).
  if (recorded) await alertRoundSoon(queryable);
  return recorded;
}

const countersOf = (row: ListingRow): Counters => ({
  subscribers: row.subscribers,
  likes: row.likes,
  posts: row.posts,
  photos: row.photos,
  videos: row.videos,
});
