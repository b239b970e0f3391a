import {
  apiErrorSchema,
  creatorFacetsSchema,
  creatorListQuery,
  creatorListSchema,
  type CreatorListQuery,
} from '@fanlens/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { replyCached } from '../../lib/read-cache/cached-reply';
import { setEngineLayersOff } from './engine-layers';
import { creatorFacets } from './facets-service';
import { creatorListRead } from './public-reads';
import { GROWTH_DAYS, GROWTH_FLOOR } from '../stats-history/growth';
import { TOP_PRIOR_WEIGHT } from './top-prior';
import { withViewerFlags } from './viewer-flags';

const responses = { 200: creatorListSchema, 400: apiErrorSchema };
/** The home sliders take every filter of GET /creators except the sort, which the path fixes. */
export const sliderQuery = creatorListQuery.omit({ sort: true });
/** The facets take the filters and the term of GET /creators (no page, no sort). */
export const facetsQuery = creatorListQuery.omit({ sort: true, limit: true, offset: true });

/** Discovery: the creators list with every filter and sort, and the two home sliders built on it; each creator shown counts an impression. */
export const creatorListRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, config } = app.deps;
  // The engine's layers (DISCOVERY_LAYERS_OFF, for the benchmark): every one on unless named.
  setEngineLayersOff(config.discoveryLayersOff);
  // Guest answers are read from a read replica that has every acknowledged write (026).
  const { replicas } = app.services;

  /**
   * One page from the read cache (the guest answer, with the viewer's flags overlaid by one
   * query). A guest's repeated read of the same address is answered by the fast path, which
   * counts it the same way.
   */
  const answer = async (request: FastifyRequest, reply: FastifyReply, query: CreatorListQuery) => {
    const read = creatorListRead(query);
    await replyCached(request, reply, {
      key: read.key,
      compute: () => read.compute(replicas.reader(), request.log),
      async personalize(list, viewerId) {
        return { ...list, results: await withViewerFlags(database, list.results, viewerId) };
      },
      fast: true,
    });
    return reply;
  };

  app.get(
    '/creators',
    {
      schema: {
        tags: ['creators'],
        summary: 'Search, filter and sort creators (one page and the total)',
        description: `A term is typo-tolerant (one or two typos, look-alike digits, joined or split names, prefixes). The count is exact unless \`countExact\` is false (an estimate for a very common term). When a search finds fewer than 5 creators and a word of its term looks misspelt, \`suggestion\` holds the corrected term ("Did you mean"). \`sort=top\` is the best-rated order: a Bayesian average of the ratings, (v·R + m·C) / (v + m) with v the creator's reviews, R their average, C the site's mean rating and m = ${TOP_PRIOR_WEIGHT} reviews, so a few 5-star reviews do not outrank hundreds averaging a little less; creators without reviews come last. The \`rating\` of each creator stays the plain average. \`sort=growing\` is the rising order: subscribers gained over the last ${GROWTH_DAYS} days over the subscribers then, with a floor of ${GROWTH_FLOOR.toLocaleString('en')} under them (max(0, now − then) / max(then, ${GROWTH_FLOOR})), so a page going from 3 to 9 fans does not lead; creators that did not grow come last. Measured with each reading and again every day.`,
        querystring: creatorListQuery,
        response: responses,
      },
    },
    async (request, reply) => answer(request, reply, request.query),
  );
  app.get(
    '/creators/facets',
    {
      schema: {
        tags: ['creators'],
        summary: 'How many creators each option of the platform, rating, price and gender filters would give',
        description:
          'Takes the query of GET /creators (without paging and sort). Each option counts the creators of the search with that option and the other filters as they are; `count` has every filter applied. With a very common term the counts are estimates (`countExact: false`).',
        querystring: facetsQuery,
        response: { 200: creatorFacetsSchema, 400: apiErrorSchema },
      },
    },
    async (request) => creatorFacets(replicas.reader(), request.query),
  );
  app.get(
    '/creators/most-reviews',
    {
      schema: {
        tags: ['creators'],
        summary: 'Creators with the most reviews in the last 30 days (same as sort=reviews)',
        querystring: sliderQuery,
        response: responses,
      },
    },
    async (request, reply) => answer(request, reply, { ...request.query, sort: 'reviews' }),
  );
  app.get(
    '/creators/recent-verified',
    {
      schema: {
        tags: ['creators'],
        summary: 'The most recently verified creators (same as sort=verified)',
        querystring: sliderQuery,
        response: responses,
      },
    },
    async (request, reply) => answer(request, reply, { ...request.query, sort: 'verified' }),
  );
};
