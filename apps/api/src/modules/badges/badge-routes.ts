import {
  BADGE_PNG_SCALE,
  apiErrorSchema,
  badgeParams,
  badgeQuery,
  creatorPagePath,
  isSitePath,
  type BadgeFormat,
  type BadgeOptions,
} from '@fanlens/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import sharp from 'sharp';
import { cacheTags } from '../../lib/read-cache/cache-tags';
import { PUBLIC_CACHE_CONTROL, etagMatches } from '../../lib/read-cache/cached-reply';
import { countPageEvent } from '../creator-tools/page-events';
import { badgeCreator } from './badge-service';
import { badgeSvg } from './badge-svg';

const CONTENT_TYPES: Record<BadgeFormat, string> = { svg: 'image/svg+xml; charset=utf-8', png: 'image/png' };
/** librsvg draws 1 px per SVG unit at 72 dpi: twice that for the 2× PNG. */
const PNG_DENSITY = 72 * BADGE_PNG_SCALE;

/**
 * The rating badge a creator shows on their own site, beside the creator page's address:
 * `/{username}/badge.svg|png`, or `/creators/{username}/badge.svg|png` for a username that is one
 * of the site's paths (decision 007; the other address answers 301). Kept in the read cache under
 * the creator page's tag, so a new review (or an edited name) drops it before it is acknowledged.
 * Each read counts a badge view (not a bot's, not one shown on FanLens itself).
 */
export const badgeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, config } = app.deps;

  async function serve(
    request: FastifyRequest,
    reply: FastifyReply,
    username: string,
    format: BadgeFormat,
    options: BadgeOptions,
    atSitePath: boolean,
  ) {
    const key = `badge:${username.toLowerCase()}:${options.theme}:${options.size}:${format}`;
    const answer = await app.services.readCache.get(key, async () => {
      app.services.misses.spend(request.ip);
      const creator = await badgeCreator(database, config.publicUrl, username);
      const svg = badgeSvg(creator, options);
      const body = format === 'svg' ? svg : await sharp(Buffer.from(svg), { density: PNG_DENSITY }).png().toBuffer();
      return {
        body,
        tags: [cacheTags.creator(creator.id)],
        meta: { creatorId: creator.id, username: creator.username },
      };
    });
    const meta = answer.meta as { creatorId: number; username: string };
    if (isSitePath(meta.username) !== atSitePath) {
      const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      return reply
        .status(301)
        .header('location', `${creatorPagePath(meta.username)}/badge.${format}${search}`)
        .header('cache-control', 'public, max-age=300')
        .send();
    }
    // A badge shown on another site (or opened by itself); FanLens's own preview is not a view.
    if (request.headers['sec-fetch-site'] !== 'same-origin') countPageEvent(app, request, 'badgeViews', meta.creatorId);
    reply
      .header('etag', answer.etag)
      .header('cache-control', PUBLIC_CACHE_CONTROL)
      // Other sites embed it: helmet's same-origin resource policy would make browsers refuse it.
      .header('cross-origin-resource-policy', 'cross-origin')
      .header('access-control-allow-origin', '*');
    if (etagMatches(request.headers['if-none-match'], answer.etag)) return reply.status(304).send();
    return reply.type(CONTENT_TYPES[format]).send(answer.body);
  }

  for (const format of ['svg', 'png'] as const) {
    for (const atSitePath of [false, true]) {
      app.get(
        `${atSitePath ? '/creators' : ''}/:username/badge.${format}`,
        {
          config: { publicRead: true },
          schema: {
            tags: ['creators'],
            summary: atSitePath
              ? `The rating badge (${format.toUpperCase()}) of a creator whose username is one of the site's paths`
              : `A creator's rating badge (${format === 'svg' ? 'SVG' : 'PNG at 2× for sharp screens'}): stars, rating, review count`,
            params: badgeParams,
            querystring: badgeQuery,
            response: { 400: apiErrorSchema, 404: apiErrorSchema, 410: apiErrorSchema },
          },
        },
        (request, reply) => serve(request, reply, request.params.username, format, request.query, atSitePath),
      );
    }
  }
};
