import { PLATFORM_NAMES, creatorPagePath, formatPrice, type DealCreator } from '@fanlens/shared';
import type { FastifyPluginAsync } from 'fastify';
import { cacheTags } from '../../lib/read-cache/cache-tags';
import { sendFeed } from '../feeds/feed-reply';
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

/**
 * /deals.xml: an Atom feed of the newest deals (the /deals page, newest first). A public read like
 * the deals list: the read limit, the read cache (dropped with every list by a price change), an
 * ETag, and the read replica.
 */
export const dealFeedRoutes: FastifyPluginAsync = async (app) => {
  const site = app.deps.config.publicUrl;
  const schema = {
    tags: ['feeds'],
    summary: 'An Atom feed of the newest deals (the /deals page, newest first)',
    description: `Atom (\`application/atom+xml\`): the ${DEALS_FEED_SIZE} newest promotions and pages gone free.`,
  };
  app.get('/deals.xml', { config: { publicRead: true }, schema }, (request, reply) =>
    sendFeed(request, reply, 'feed:deals', async () => {
      const { results } = await listDeals(app.services.replicas.reader(), {
        sort: 'newest',
        limit: DEALS_FEED_SIZE,
        offset: 0,
        nsfw: true,
        platform: undefined,
        category: undefined,
      });
      return { body: dealsFeedXml(site, results), tags: [cacheTags.creatorLists] };
    }),
  );
};

function dealsFeedXml(site: string, results: DealCreator[]): string {
  const updated = results[0]?.deal.since ?? new Date(0).toISOString();
  return [
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
}
