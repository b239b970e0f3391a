import {
  categoryListQuery,
  categorySchema,
  creatorFacetsSchema,
  creatorListQuery,
  creatorListSchema,
  creatorDetailsSchema,
  creatorUsernameParam,
  dealListQuery,
  dealListSchema,
  idOrUsernameParam,
  listSchema,
  ratingTrendSchema,
  relatedSearchSchema,
  reviewListQuery,
  reviewSchema,
  transparencyQuery,
  transparencyReportSchema,
  trendSchema,
  type CreatorListQuery,
  type PageQuery,
  type PageSource,
} from '@fanlens/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { isDatabaseUnavailable } from '../../db/unavailable';
import { AppError, badRequest, serviceUnavailable } from '../../lib/errors';
import { cacheTags } from '../../lib/read-cache/cache-tags';
import { addCounts, type PublicRead, type ReadCounts } from '../../lib/public-read';
import { creatorDetailsRead, creatorListRead } from '../creators/public-reads';
import { creatorFacets } from '../creators/facets-service';
import { facetsQuery, sliderQuery } from '../creators/list-routes';
import { getRatingTrend } from '../creator-tools/analytics-service';
import { dealListRead } from '../deals/public-read';
import { categoryListRead } from '../categories/public-read';
import { creatorReviewsRead, recentReviewsRead } from '../reviews/public-reads';
import { relatedSearchesRead, trendsRead } from '../trends/public-reads';
import { recentQuery } from '../reviews/routes';
import { relatedQuery } from '../trends/routes';
import { transparencyReport } from '../transparency/service';

/** The answer exactly as the API serialises it (same schema, same JSON). */
function asSent<T extends z.ZodType>(schema: T, data: z.output<T>): z.output<T> {
  return JSON.parse(JSON.stringify(z.encode(schema, data))) as z.output<T>;
}

/** The query checked as the API checks it; an invalid one is the API's 400. */
function checked<T extends z.ZodType>(schema: T, query: PageQuery): z.output<T> {
  const result = schema.safeParse(query);
  if (!result.success) throw badRequest(String(result.error.issues[0]?.path[0] ?? ''), 'Invalid query');
  return result.data;
}

const isNotFound = (error: unknown) => error instanceof AppError && error.statusCode === 404;
const isRemoved = (error: unknown) => error instanceof AppError && error.statusCode === 410;
const reviewList = listSchema(reviewSchema);
const categoryList = listSchema(categorySchema);

/**
 * What a render read, so its HTML can be cached: the read cache's tags of every answer it used,
 * and what those reads count (creator page views, impressions, searches), counted for each page
 * served, cached or not, as the API counts its answers.
 */
export interface PageReads {
  tags: Set<string>;
  counts: ReadCounts;
  /** The page read figures computed live (the transparency report): serve it, never keep it. */
  live: boolean;
}

export const newPageReads = (): PageReads => ({ tags: new Set(), counts: {}, live: false });

/**
 * The public pages' data, read through the API's own services as a guest (no viewer: the
 * server HTML carries nothing personal). What it reads goes into `reads`: the cache tags of each
 * answer, and the views and searches to count (the browser does not ask again for a page the
 * server rendered).
 */
export function createPageSource(app: FastifyInstance, reads: PageReads, log: FastifyRequest['log']): PageSource {
  const { database } = app.deps;
  // One read replica for the render, once it has every acknowledged write (026); the live report reads the primary.
  const replica = app.services.replicas.reader();
  /** A public read of the API, as its route makes it: its tags and counts go into `reads`. */
  const read = async <T>(definition: PublicRead<T>, database = replica): Promise<T> => {
    const { value, tags, counts } = await definition.compute(database, log);
    for (const tag of tags) reads.tags.add(tag);
    addCounts(reads.counts, counts);
    return value;
  };
  return {
    async creator(idOrUsername) {
      const params = idOrUsernameParam.safeParse({ idOrUsername });
      if (!params.success) return null;
      try {
        // A server-rendered creator page is a view (the browser does not fetch the details again).
        return asSent(creatorDetailsSchema, await read(creatorDetailsRead(params.data.idOrUsername)));
      } catch (error) {
        if (isNotFound(error)) return null;
        if (isRemoved(error)) return 'removed';
        throw error;
      }
    },
    async creatorReviews(username, query) {
      const params = creatorUsernameParam.safeParse({ username });
      if (!params.success) return null;
      try {
        const page = checked(reviewListQuery, query);
        return asSent(reviewList, await read(creatorReviewsRead(params.data.username, page)));
      } catch (error) {
        if (isNotFound(error) || isRemoved(error)) return null;
        throw error;
      }
    },
    async categories() {
      return asSent(categoryList, await read(categoryListRead(checked(categoryListQuery, {}))));
    },
    async creators(list, query) {
      const sort: CreatorListQuery['sort'] = list === 'most-reviews' ? 'reviews' : 'verified';
      const listQuery = list === 'search' ? checked(creatorListQuery, query) : { ...checked(sliderQuery, query), sort };
      return asSent(creatorListSchema, await read(creatorListRead(listQuery)));
    },
    async deals(query) {
      return asSent(dealListSchema, await read(dealListRead(checked(dealListQuery, query)), database));
    },
    async recentReviews(query) {
      return asSent(reviewList, await read(recentReviewsRead(checked(recentQuery, query))));
    },
    async trends() {
      return asSent(z.array(trendSchema), await read(trendsRead()));
    },
    async relatedSearches(query) {
      return asSent(z.array(relatedSearchSchema), await read(relatedSearchesRead(checked(relatedQuery, query))));
    },
    async facets(query) {
      // The counts of the rating options read review statistics.
      reads.tags.add(cacheTags.creatorLists).add(cacheTags.reviewedLists);
      return asSent(creatorFacetsSchema, await creatorFacets(replica, checked(facetsQuery, query)));
    },
    async transparency(query) {
      reads.live = true;
      const { months } = checked(transparencyQuery, query);
      return asSent(transparencyReportSchema, await transparencyReport(database, months));
    },
    async ratingTrend(creatorId) {
      // Months of the creator's reviews: what changes them changes the review pages too.
      reads.tags.add(cacheTags.creatorReviews(creatorId));
      try {
        return asSent(ratingTrendSchema, await getRatingTrend(replica, creatorId));
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
  };
}

/**
 * `source` noting (`note`) when a read failed because the database is out of reach; such a read
 * throws a 503 Response, which the page's router shows as its error page with that status and the
 * API's message (as the browser shows a 503 from the API).
 */
export function noteUnavailable(source: PageSource, note: () => void): PageSource {
  const watched = Object.entries(source).map(([name, read]: [string, (...args: unknown[]) => Promise<unknown>]) => [
    name,
    async (...args: unknown[]) => {
      try {
        return await read(...args);
      } catch (error) {
        if (!isDatabaseUnavailable(error)) throw error;
        note();
        const { message, statusCode } = serviceUnavailable();
        throw new Response(message, { status: statusCode, headers: { 'content-type': 'text/plain; charset=utf-8' } });
      }
    },
  ]);
  return Object.fromEntries(watched) as PageSource;
}
