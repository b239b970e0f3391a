import type { FastifyBaseLogger } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { Database } from '../db/client';
import type { BackgroundTasks } from './background';

/** Terms shorter than this are not recorded (single letters while typing say nothing). */
export const MIN_RECORDED_TERM_LENGTH = 2;

/** A search to count: its normalised term, the UTC day and the visitor (see visitorKey below). */
export interface SearchRecord {
  term: string;
  day: string;
  visitor: string;
}

/**
 * Counts each visitor's first search of a term on a day, for a batch of searches in one
 * statement: the visitor rows, then each (term, day) count by the visitors that were new. So one
 * client's repeated searches count once per day, across processes and instances, and no address is
 * stored. Returns whether a count moved.
 */
export async function recordSearches(database: Database, searches: readonly SearchRecord[]): Promise<boolean> {
  const batch = searches.filter((search) => search.term.length >= MIN_RECORDED_TERM_LENGTH);
  if (batch.length === 0) return false;
  const rows = await database.query(
    `with seen as (
       insert into search_query_visitors (term, day, visitor)
       select term, day, visitor from json_to_recordset($1::json) as s(term text, day date, visitor text)
       order by term, day, visitor
       on conflict do nothing returning term, day
     )
     insert into search_queries (term, day, count)
     select term, day, count(*)::int from seen group by term, day order by term, day
     on conflict (term, day) do update set count = search_queries.count + excluded.count
     returning term`,
    [JSON.stringify(batch)],
  );
  return rows.length > 0;
}

/** (client, term) pairs this process remembers having counted today; the database still counts each pair once. */
const COUNTED_PAIRS = 50_000;
/** Searches held between two flushes at most; more are dropped (and logged). */
const MAX_PENDING = 100_000;

/**
 * The searches of the trends without a write per search: a first-page search that found something
 * is counted in memory, once per client, term and UTC day (the pairs this process has counted are
 * remembered, so a client repeating a search costs a lookup); every `flushMs` (and on close) the
 * new pairs are written in one statement, which counts each (visitor, term, day) once across
 * instances and invalidates the trends when a count moved. A failed write keeps the pairs for the
 * next flush. No address is kept: a visitor is a keyed hash of the address and the day.
 */
export interface SearchCounts {
  count(search: { term: string; count: number }, ip: string): void;
  /** Writes the pending searches now (tests, shutdown). */
  flush(): Promise<void>;
  close(): Promise<void>;
}

interface Options {
  database: Database;
  /** The keyed hash of a client's address (see visitorKey). */
  mac(data: string): string;
  flushMs: number;
  background: BackgroundTasks;
  log: FastifyBaseLogger;
  /** Called once a flush has moved a count (the trends changed). */
  onCounted(): Promise<void>;
}

export function createSearchCounts({ database, mac, flushMs, background, log, onCounted }: Options): SearchCounts {
  const counted = new LRUCache<string, true>({ max: COUNTED_PAIRS });
  let countedDay = '';
  let pending: SearchRecord[] = [];
  let dropped = 0;
  let flushing: Promise<void> | null = null;

  async function flushOnce() {
    if (dropped > 0) {
      log.warn({ dropped }, 'searches dropped: too many counted between two flushes');
      dropped = 0;
    }
    const batch = pending;
    if (batch.length > 0) {
      pending = [];
      try {
        if (await recordSearches(database, batch)) await onCounted();
      } catch (error) {
        pending = batch.concat(pending).slice(0, MAX_PENDING);
        throw error;
      }
    }
  }

  const flush = async () => {
    while (flushing) await flushing;
    flushing = flushOnce().finally(() => {
      flushing = null;
    });
    return flushing;
  };

  const timer = setInterval(() => background.run('search counts flush', flush), flushMs);
  timer.unref();

  return {
    count(search, ip) {
      if (search.count <= 0 || search.term.length < MIN_RECORDED_TERM_LENGTH) return;
      const day = new Date().toISOString().slice(0, 10);
      if (day !== countedDay) {
        counted.clear();
        countedDay = day;
      }
      const pair = `${ip}|${search.term}`;
      if (counted.has(pair)) return;
      counted.set(pair, true);
      if (pending.length >= MAX_PENDING) {
        dropped += 1;
        return;
      }
      pending.push({ term: search.term, day, visitor: visitorKey(mac, ip, day) });
    },
    flush,
    async close() {
      clearInterval(timer);
      await flush();
    },
  };
}

/** The client as the trends count it: a keyed hash of its address and the UTC day (no address is kept). */
export function visitorKey(mac: (data: string) => string, ip: string, day: string): string {
  return mac(`search-visitor:${day}:${ip}`).slice(0, 32);
}
