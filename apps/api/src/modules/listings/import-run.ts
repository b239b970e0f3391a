import { PLATFORM_NAMES, type Platform } from '@fanlens/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { AvatarResult } from '../../lib/platforms';
import { isUniqueViolation } from '../reviews/pg-errors';
import { txRows, type Tx } from '../../db/transaction';
import { listingOfImportRecord, type LineContext, type LineProblem } from './import-line';
import type { ImportRecord } from './import-records';
import type { Listing } from './listing';
import { categoriesBySlug } from './listing-queries';
import { placesByLabel } from '../places/place-queries';
import { upsertListings } from './listing-upsert';
import type { ChangeRecorder } from '../../lib/changes/change-recorder';

export interface ImportDeps {
  database: Database;
  /** The configured profile address of a page whose line gives none. */
  profileUrl: (platform: Platform, username: string) => string;
  /** Stores an avatar address (the platform readers' avatar store). */
  storeAvatar: (url: string) => Promise<AvatarResult>;
  /** What the import changed, for the running servers' caches (their Redis bus), if there is a way to reach them. */
  changes: ChangeRecorder;
}

export interface ImportOptions {
  /** Check and count everything, write nothing (each batch's transaction is rolled back). */
  dryRun: boolean;
  /** Record price events for the fans' alerts. */
  alerts: boolean;
  batchSize?: number;
  /** After each batch: the lines read so far. */
  onProgress?: (lines: number) => void;
}

export interface ImportSummary {
  lines: number;
  created: number;
  updated: number;
  unchanged: number;
  rejected: number;
  /** Every rejected line: its number, field and message. */
  problems: (LineProblem & { line: number })[];
  /** Lines that loaded, but whose avatar could not be stored. */
  warnings: (LineProblem & { line: number })[];
}

/** Lines written in one transaction. */
export const IMPORT_BATCH = 500;
/** Avatars fetched at once. */
const AVATAR_FETCHES = 8;

/** Batches written at once on a server database. */
const IMPORT_PARALLEL = 2;

/** Rolls a dry run's transaction back, carrying what it would have written. */
class DryRun extends Error {
  constructor(readonly result: Awaited<ReturnType<typeof upsertListings>>) {
    super('dry run');
  }
}

/**
 * `work` in a transaction, tried again when it lost a race on a page's username to a concurrent
 * write (an add through the API meanwhile): the next try sees that page and updates it.
 */
async function inTransactionRetried<T>(database: Database, work: (tx: Tx) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await database.db.transaction(work);
    } catch (error) {
      if (attempt >= 3 || !isUniqueViolation(error)) throw error;
    }
  }
}

/**
 * Loads the records of a data file (`npm run creators:import`): each line checked against the line
 * format, the good ones upserted in batches, each batch in one transaction through the one upsert
 * path (modules/listings/listing-upsert.ts), so nothing is half written; a bad line is reported with
 * its number, field and message and skipped, the rest load. A second run of the same file changes
 * nothing: unchanged pages are not written, and an avatar already stored from the same address is
 * not fetched again.
 */
export async function importCreators(
  deps: ImportDeps,
  records: AsyncIterable<ImportRecord>,
  options: ImportOptions,
): Promise<ImportSummary> {
  const summary: ImportSummary = {
    lines: 0,
    created: 0,
    updated: 0,
    unchanged: 0,
    rejected: 0,
    problems: [],
    warnings: [],
  };
  const categories = await deps.database.db.transaction((tx) => categoriesBySlug(tx));
  const byId = new Map([...categories.values()].map((category) => [category.id, category]));
  const context: LineContext = { categories };
  const batchSize = options.batchSize ?? IMPORT_BATCH;
  let batch: Line[] = [];

  const reject = (line: number, problem: LineProblem) => {
    summary.rejected += 1;
    summary.problems.push({ line, ...problem });
  };

  const write = async (lines: Line[]) => {
    await withAvatars(deps, lines, summary);
    await withPlaces(deps.database, lines);
    const result = await inTransactionRetried(deps.database, async (tx) => {
      const upserted = await upsertListings(
        tx,
        lines.map((line) => line.listing),
        { origin: { via: 'import', by: null }, profileUrl: deps.profileUrl, categories: byId, alerts: options.alerts },
      );
      if (options.dryRun) throw new DryRun(upserted);
      return upserted;
    }).catch((error: unknown) => {
      if (error instanceof DryRun) return error.result;
      throw error;
    });
    result.outcomes.forEach((outcome, index) => {
      if (outcome.outcome === 'taken') {
        const { listing, line } = lines[index];
        reject(line, {
          field: 'username',
          message: `The FanLens page @${listing.username} is a ${PLATFORM_NAMES[outcome.platform]} page: a page of another platform cannot have the same name yet`,
        });
      } else summary[outcome.outcome] += 1;
    });
    if (!options.dryRun && result.created.length > 0)
      await deps.changes.record({ kind: 'creator.added', creatorIds: result.created });
    if (!options.dryRun && result.updated.length > 0)
      await deps.changes.record({ kind: 'creator.edited', creatorIds: result.updated });
  };

  // Batches in flight at once: PostgreSQL works on two while the next is read and checked; the
  // embedded database has one connection.
  // A batch that names a page of one in flight waits for it, so a later line of the file wins.
  const parallel = deps.database.kind === 'server' ? IMPORT_PARALLEL : 1;
  const inFlight = new Map<Promise<void>, Set<string>>();
  const flush = async () => {
    if (batch.length === 0) return;
    const lines = batch;
    batch = [];
    const names = new Set(lines.map((line) => line.listing.username.toLowerCase()));
    const sharing = () => [...inFlight].filter(([, held]) => [...names].some((name) => held.has(name)));
    while (inFlight.size >= parallel || sharing().length > 0) await Promise.race(inFlight.keys());
    const running: Promise<void> = write(lines).finally(() => inFlight.delete(running));
    inFlight.set(running, names);
  };

  for await (const record of records) {
    summary.lines += 1;
    if ('problem' in record) {
      reject(record.line, record.problem);
      continue;
    }
    const result = listingOfImportRecord(record.record, context);
    if ('problem' in result) reject(record.line, result.problem);
    else batch.push({ line: record.line, listing: result.listing, avatarUrl: result.avatarUrl });
    if (batch.length >= batchSize) {
      await flush();
      options.onProgress?.(summary.lines);
    }
  }
  await flush();
  await Promise.all(inFlight.keys());
  options.onProgress?.(summary.lines);
  // In the file's order (a CSV reader may report a broken line before the one above it).
  summary.problems.sort((a, b) => a.line - b.line);
  summary.warnings.sort((a, b) => a.line - b.line);
  return summary;
}

interface Line {
  line: number;
  listing: Listing;
  avatarUrl: string | null | undefined;
}

/** Gives the locations of a batch the coordinates (and the spelling) of the places of their labels, in one query. */
async function withPlaces(database: Database, lines: Line[]) {
  const located = lines.filter((line) => line.listing.location);
  if (located.length === 0) return;
  const found = await placesByLabel(
    database,
    located.map((line) => line.listing.location?.label ?? ''),
  );
  for (const line of located) {
    const place = found.get(line.listing.location?.label.trim().toLowerCase() ?? '');
    if (place) line.listing.location = { label: place.label, lat: place.lat, lon: place.lon };
  }
}

/**
 * Gives each line's listing its avatar: an address the page already has from the same source stays
 * (nothing fetched), a new one is fetched and stored (a failure leaves the avatar as it is and is
 * reported as a warning), `null` clears it.
 */
async function withAvatars(deps: ImportDeps, lines: Line[], summary: ImportSummary) {
  const wanted = lines.filter((line) => typeof line.avatarUrl === 'string');
  for (const line of lines) {
    if (line.avatarUrl === null) Object.assign(line.listing, { avatar: null, avatarSource: null });
  }
  if (wanted.length === 0) return;
  const names = `{${wanted.map((line) => `"${line.listing.username.toLowerCase().replace(/[\\"]/g, '\\$&')}"`).join(',')}}`;
  const stored = await deps.database.db.transaction((tx) =>
    txRows<{ key: string; avatar_source: string | null }>(
      tx,
      sql`select lower(username) as key, avatar_source from creators where lower(username) = any(${names}::text[])`,
    ),
  );
  const sources = new Map(stored.map((row) => [row.key, row.avatar_source]));
  const fetches = wanted.filter((line) => sources.get(line.listing.username.toLowerCase()) !== line.avatarUrl);
  for (let start = 0; start < fetches.length; start += AVATAR_FETCHES) {
    await Promise.all(
      fetches.slice(start, start + AVATAR_FETCHES).map(async (line) => {
        const url = line.avatarUrl as string;
        const result = await deps.storeAvatar(url);
        if (result.status === 'stored') Object.assign(line.listing, { avatar: result.url, avatarSource: url });
        else summary.warnings.push({ line: line.line, field: 'avatarUrl', message: result.message });
      }),
    );
  }
}
