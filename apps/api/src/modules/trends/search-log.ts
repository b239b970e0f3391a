import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { cacheTags } from '../../lib/read-cache/cache-tags';
import type { Database } from '../../db/client';
import { pruneSearchTerms, recordSearch } from './queries';

/** How often one process prunes the search-terms tables. */
const PRUNE_EVERY_MS = 60 * 60 * 1000;
const lastPruned = new WeakMap<Database, number>();
/**
 * (visitor, term) pairs this process has already counted today (the visitor key holds the day), so
 * a visitor repeating a search costs no database write; the database still counts each pair once
 * across instances.
 */
const counted = new WeakMap<Database, LRUCache<string, true>>();
const COUNTED_PAIRS = 50_000;

/** The client as the trends count it: a keyed hash of its address and the UTC day (no address is kept). */
export function visitorKey(app: FastifyInstance, request: FastifyRequest): string {
  const day = new Date().toISOString().slice(0, 10);
  return app.services.signer.mac(`search-visitor:${day}:${request.ip}`).slice(0, 32);
}

/**
 * Records a search that found something (a term with no results says nothing about what is
 * trending), and now and then prunes the tables in the background. A failure is logged, never
 * returned.
 */
export async function logSearch(
  app: FastifyInstance,
  request: FastifyRequest,
  search: { term: string; count: number },
): Promise<void> {
  const { database } = app.deps;
  if (search.count <= 0) return;
  const visitor = visitorKey(app, request);
  let seen = counted.get(database);
  if (!seen) counted.set(database, (seen = new LRUCache({ max: COUNTED_PAIRS })));
  const pair = `${visitor}:${search.term}`;
  if (seen.has(pair)) return;
  try {
    if (await recordSearch(database, search.term, visitor)) await app.services.readCache.invalidate([cacheTags.trends]);
    seen.set(pair, true);
  } catch (error) {
    request.log.warn({ err: error }, 'could not record a search term');
  }
  const now = Date.now();
  if (now - (lastPruned.get(database) ?? 0) < PRUNE_EVERY_MS) return;
  lastPruned.set(database, now);
  app.services.background.run('prune search terms', () => pruneSearchTerms(database));
}
