import type { Platform } from '@fanlens/shared';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { PlatformReaders, ReadResult } from '../../lib/platforms';
import { profileAddress } from '../../lib/platforms';
import type { Listing } from '../listings/listing';
import { categoriesBySlug, type ListedCategory } from '../listings/listing-queries';
import { upsertListings } from '../listings/listing-upsert';
import { listingOfProfile } from '../listings/profile-listing';
import {
  activePages,
  addRefreshRows,
  claimDuePages,
  finishReads,
  markBack,
  markGone,
  type DuePage,
} from './refresh-queries';
import { nextRead, type ReadOutcome } from './schedule';
import type { ChangeRecorder } from '../../lib/changes/change-recorder';

export interface RefreshDeps {
  database: Database;
  readers: PlatformReaders;
  config: Pick<Config, 'platformUrls'>;
  /** Told of the pages that changed (the read cache drops their answers). */
  changes: ChangeRecorder;
}

export interface RefreshOptions {
  /** Pages claimed at most in this round. */
  limit: number;
  /** Reads at once. */
  concurrency?: number;
  /** Pages written in one transaction (WRITE_BATCH unless set). */
  writeBatch?: number;
  /** This round's reads per platform per minute instead of PLATFORM_READS_PER_MINUTE (Infinity: lifted). */
  readsPerMinute?: number;
  platform?: Platform;
  /** One page, due or not (`npm run creators:refresh -- --username`)… */
  username?: string;
  /** …or only when it is due (`--due`). */
  dueOnly?: boolean;
  now?: Date;
}

export interface RefreshSummary {
  read: number;
  changed: number;
  unchanged: number;
  notFound: number;
  gone: number;
  back: number;
  failed: number;
  later: number;
}

/** A summary of no page read: what rounds add to. */
export const emptyRefreshSummary = (): RefreshSummary => ({
  read: 0,
  changed: 0,
  unchanged: 0,
  notFound: 0,
  gone: 0,
  back: 0,
  failed: 0,
  later: 0,
});

/** Pages written in one transaction. */
const WRITE_BATCH = 200;

/** Batches written at once on a server database (the embedded one has one connection). */
const WRITE_PARALLEL = 2;

/**
 * One round of the refresher (decision 037): pages without a schedule get one, pages in use are
 * moved up, then up to `limit` due pages are claimed (never read by two processes at once), read
 * from their platforms through the readers (their budgets, unless lifted), and written back through
 * the one upsert path, in batches: counters always from the platform, fields the verified creator
 * edited kept, a changed price through the history and the alerts, a history point for changed
 * counters. A page missing 3 reads in a row over 3 days is marked gone, and comes back when its
 * profile does. The cached answers of the changed pages are dropped after each batch commits.
 */
export async function refreshRound(deps: RefreshDeps, options: RefreshOptions): Promise<RefreshSummary> {
  const now = options.now ?? new Date();
  const { database } = deps;
  await addRefreshRows(database);
  const pages = await database.db.transaction((tx) =>
    claimDuePages(tx, {
      limit: options.limit,
      platform: options.platform,
      username: options.username,
      dueOnly: options.dueOnly,
      now,
    }),
  );
  const summary = emptyRefreshSummary();
  if (pages.length === 0) return summary;
  const categories = await database.db.transaction((tx) => categoriesBySlug(tx));
  const byId = new Map([...categories.values()].map((category) => [category.id, category]));
  const results = await readAll(deps.readers, pages, options);
  const size = options.writeBatch ?? WRITE_BATCH;
  const batches = Array.from({ length: Math.ceil(pages.length / size) }, (_, index) =>
    pages.slice(index * size, (index + 1) * size),
  );
  // The pages of a round are distinct, so two batches never write one page.
  let next = 0;
  const writer = async () => {
    while (next < batches.length) await writeBatch(deps, batches[next++], results, byId, now, summary);
  };
  const parallel = database.kind === 'server' ? WRITE_PARALLEL : 1;
  await Promise.all(Array.from({ length: Math.min(parallel, batches.length) }, writer));
  return summary;
}

/** Reads every page, `concurrency` at a time; the avatar of a found profile is stored with it. */
async function readAll(readers: PlatformReaders, pages: DuePage[], options: RefreshOptions) {
  const results = new Map<number, { result: ReadResult; avatar: string | null }>();
  let next = 0;
  const worker = async () => {
    while (next < pages.length) {
      const page = pages[next++];
      const result = await readers.read(page.platform, page.username, { readsPerMinute: options.readsPerMinute });
      let avatar: string | null = null;
      if (result.status === 'found' && result.profile.avatarUrl) {
        const stored = await readers.storeAvatar(result.profile.avatarUrl);
        if (stored.status === 'stored') avatar = stored.url;
      }
      results.set(page.creator_id, { result, avatar });
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, options.concurrency ?? 8) }, worker));
  return results;
}

function outcomeOf(result: ReadResult): ReadOutcome {
  switch (result.status) {
    case 'found':
      return { kind: 'found' };
    case 'not_found':
      return { kind: 'not_found' };
    case 'rate_limited':
      return { kind: 'rate_limited', retryAfterMs: result.retryAfterMs };
    case 'not_allowed':
      // An unreadable robots.txt is a failed read (backed off); a path it forbids waits like reading turned off.
      return result.because === 'robots_unavailable' ? { kind: 'failed' } : { kind: 'off' };
    case 'disabled':
      return { kind: 'off' };
    case 'failed':
      return { kind: 'failed' };
  }
}

async function writeBatch(
  deps: RefreshDeps,
  batch: DuePage[],
  results: Map<number, { result: ReadResult; avatar: string | null }>,
  categories: ReadonlyMap<number, ListedCategory>,
  now: Date,
  summary: RefreshSummary,
) {
  const active = await activePages(
    deps.database,
    batch.map((page) => page.creator_id),
    now,
  );
  const found: { page: DuePage; listing: Listing }[] = [];
  const finished: Parameters<typeof finishReads>[1] = [];
  const goneIds: number[] = [];
  for (const page of batch) {
    const read = results.get(page.creator_id);
    if (!read) continue;
    const outcome = outcomeOf(read.result);
    const state = {
      failures: page.failures,
      misses: page.misses,
      firstMissAt: page.first_miss_at ? new Date(page.first_miss_at) : null,
    };
    const next = nextRead(outcome, state, active.has(page.creator_id), now);
    if (read.result.status === 'found') {
      // The username stays the page's; the platform's spelling of it may differ in case.
      found.push({ page, listing: { ...listingOfProfile(read.result.profile, read.avatar), username: page.username } });
    }
    if (next.gone && !page.gone) goneIds.push(page.creator_id);
    summary.read += outcome.kind === 'rate_limited' || outcome.kind === 'off' ? 0 : 1;
    if (outcome.kind === 'not_found') summary.notFound += 1;
    if (outcome.kind === 'failed') summary.failed += 1;
    if (outcome.kind === 'rate_limited' || outcome.kind === 'off') summary.later += 1;
    finished.push({
      id: page.creator_id,
      dueAt: next.dueAt,
      ...next.state,
      outcome: outcome.kind,
      read: outcome.kind !== 'rate_limited' && outcome.kind !== 'off',
    });
  }
  const written = await deps.database.db.transaction(async (tx) => {
    const upserted = await upsertListings(
      tx,
      found.map((item) => item.listing),
      {
        origin: { via: 'import', by: null },
        profileUrl: (platform, username) => profileAddress(deps.config.platformUrls[platform], username),
        categories,
        alerts: true,
        now,
      },
    );
    const back = await markBack(
      tx,
      found.filter((item) => item.page.gone).map((item) => item.page.creator_id),
    );
    const gone = await markGone(tx, goneIds, now);
    const rows = finished.map((row) => {
      const index = found.findIndex((item) => item.page.creator_id === row.id);
      const changed = index >= 0 && upserted.outcomes[index]?.outcome === 'updated';
      return index >= 0 ? { ...row, outcome: changed ? 'found' : 'unchanged' } : row;
    });
    await finishReads(tx, rows, now);
    return { upserted, back, gone };
  });
  summary.changed += written.upserted.updated.length;
  summary.unchanged += found.length - written.upserted.updated.length;
  summary.back += written.back.length;
  summary.gone += written.gone.length;
  const touched = [...written.upserted.updated, ...written.back, ...written.gone];
  if (touched.length > 0) await deps.changes.record({ kind: 'creator.edited', creatorIds: touched });
}
