import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { pruneSearchTerms, recordSearch } from './queries';

/** How often one process prunes the search-terms tables. */
const PRUNE_EVERY_MS = 60 * 60 * 1000;
const lastPruned = new WeakMap<Database, number>();

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
  await recordSearch(database, search.term, visitorKey(app, request)).catch((error: unknown) => {
    request.log.warn({ err: error }, 'could not record a search term');
  });
  const now = Date.now();
  if (now - (lastPruned.get(database) ?? 0) < PRUNE_EVERY_MS) return;
  lastPruned.set(database, now);
  app.services.background.run('prune search terms', () => pruneSearchTerms(database));
}
