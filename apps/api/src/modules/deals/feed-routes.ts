import { PLATFORM_NAMES, creatorPagePath, formatPrice, type DealCreator } from '@fanlens/shared';
import type { FastifyPluginAsync } from 'fastify';
import { listDeals } from './service';

/** How many of the newest deals the feed holds. */
export const DEALS_FEED_SIZE = 30;

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function entry(site: string, creator: DealCreator): string {
  const { deal } = creator;
  const link = `${site}${creatorPagePath(creator.username)}`;
  const name = creator.name || creator.username;
  const price = deal.off === 100 ? 'now free' : `${formatPrice(deal.price)} instead of ${formatPrice(deal.wasPrice)}`;
  const ends = deal.endsAt ? `, until ${deal.endsAt.slice(0, 10)}` : '';
  return [
    '<entry>',
    // One id per deal: a later deal of the same creator is a new entry.
    `<id>${escapeXml(`${link}#deal-${Date.parse(deal.since)}`)}</id>`,
    `<title>${escapeXml(`${name}: ${deal.off}% off on ${PLATFORM_NAMES[creator.platform]}`)}</title>`,
    `<updated>${deal.since}</updated>`,
    `<link rel="alternate" type="text/html" href="${escapeXml(link)}"/>`,
    `<summary>${escapeXml(`${name} (@${creator.username}) is ${price}${ends}.`)}</summary>`,
    '</entry>',
  ].join('');
}

/** /deals.xml: an Atom feed of the newest deals (the /deals page, newest first). */
export const dealFeedRoutes: FastifyPluginAsync = async (app) => {
  const { database, config } = app.deps;
  const site = config.publicUrl;
  app.get('/deals.xml', { schema: { hide: true } }, async (_request, reply) => {
    const { results } = await listDeals(database, {
      sort: 'newest',
      limit: DEALS_FEED_SIZE,
      offset: 0,
      nsfw: true,
      platform: undefined,
      category: undefined,
    });
    const updated = results[0]?.deal.since ?? new Date(0).toISOString();
    const body = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<feed xmlns="http://www.w3.org/2005/Atom">',
      `<id>${escapeXml(`${site}/deals`)}</id>`,
      '<title>FanLens deals: promotions and pages gone free</title>',
      `<updated>${updated}</updated>`,
      '<author><name>FanLens</name></author>',
      `<link rel="self" type="application/atom+xml" href="${escapeXml(`${site}/deals.xml`)}"/>`,
      `<link rel="alternate" type="text/html" href="${escapeXml(`${site}/deals?sort=newest`)}"/>`,
      ...results.map((creator) => entry(site, creator)),
      '</feed>',
      '',
    ].join('\n');
    return reply.type('application/atom+xml; charset=utf-8').header('cache-control', 'public, max-age=300').send(body);
  });
};
