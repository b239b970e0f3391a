import type { FastifyBaseLogger } from 'fastify';
import type { IncomingHttpHeaders } from 'node:http';
import type { Database } from '../db/client';
import { isBotAgent } from './bot-agent';
import type { Services } from './services';

/**
 * A public read as a guest makes it: the read cache's key, the answer, the tags that invalidate it
 * and what each read counts. The API route (and the fast path through it) and the server renderer
 * read through the same definition.
 */
export interface PublicRead<T> {
  key: string;
  compute(database: Database, log: FastifyBaseLogger): Promise<{ value: T; tags: string[]; counts: ReadCounts }>;
}

/**
 * What one read of a public answer counts. A read's definition says it once; it is counted for
 * every read served: computed, from the read cache, by the fast path, or rendered into a page.
 */
export interface ReadCounts {
  /** Creator pages viewed, with their owner (the owner's own view is not counted). */
  views?: { creatorId: number; ownerId: number | null }[];
  /** Creators shown on a list: their impressions. */
  impressions?: number[];
  /** A first page of a search, for the trends. */
  searches?: { term: string; count: number }[];
}

/** A read's counts added to those of the other reads of a render. */
export function addCounts(into: ReadCounts, counts: ReadCounts): void {
  if (counts.views) (into.views ??= []).push(...counts.views);
  if (counts.impressions) (into.impressions ??= []).push(...counts.impressions);
  if (counts.searches) (into.searches ??= []).push(...counts.searches);
}

/**
 * Counts one read for the client: its page views and impressions (never a bot's: nothing about the
 * visitor is kept, only the page, the day and the counter), and its searches (per client address).
 */
export function countReads(
  services: Pick<Services, 'analytics' | 'searches'>,
  client: { headers: IncomingHttpHeaders; ip: string; userId?: number | null },
  counts: ReadCounts | undefined,
): void {
  if (!counts) return;
  const { analytics, searches } = services;
  if (analytics.enabled && !isBotAgent(client.headers['user-agent'])) {
    for (const view of counts.views ?? []) {
      if (view.ownerId === null || view.ownerId !== client.userId) analytics.count(view.creatorId, 'views');
    }
    if (counts.impressions?.length) analytics.countEach(counts.impressions, 'impressions');
  }
  for (const search of counts.searches ?? []) searches.count(search, client.ip);
}
