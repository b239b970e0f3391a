import { AppError } from '../../lib/errors';
import { Readable } from 'node:stream';
import { PLATFORMS, creatorPagePath } from '@fanlens/shared';
import type { FastifyPluginAsync } from 'fastify';
import { categorySlugs, creatorChunk, creatorChunkCount } from './sitemap-queries';

/** Pages of the browser's own (account, sign-in, review lists) and the API: not for crawlers. */
const DISALLOWED = [
  '/api/',
  '/my-profile',
  '/my-favorites',
  '/reviews',
  '/verification',
  // The add-a-page form, and nothing else: `/add` alone would also keep crawlers off /addison.
  '/add$',
  '/add?',
  '/sign-in',
  '/sign-up',
  '/forgot-password',
  '/reset-password',
  '/confirm-email',
  '/error',
];
/** Under /api/, what link previews and image search may read: avatars and share images. */
const ALLOWED = ['/api/avatars/', '/api/creators/share/'];
/** The public pages without data of their own. */
const STATIC_PAGES = [
  '/',
  '/categories',
  '/best',
  '/rising',
  '/deals',
  '/creators',
  '/about',
  '/privacy',
  '/terms',
  '/transparency',
  '/guidelines',
];

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const URLSET_OPEN = `${XML_HEAD}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n`;

const urlEntry = (loc: string, lastmod?: string | null) =>
  `<url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>\n`;

/**
 * /robots.txt and the sitemaps: an index (/sitemap.xml) naming the pages chunk and one chunk per
 * 50,000 creator ids, each written from the database as it is read. Addresses from PUBLIC_URL.
 */
export const seoRoutes: FastifyPluginAsync = async (app) => {
  const { database, config } = app.deps;
  const site = config.publicUrl;

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) => {
    const lines = [
      'User-agent: *',
      ...ALLOWED.map((path) => `Allow: ${path}`),
      ...DISALLOWED.map((path) => `Disallow: ${path}`),
      '',
      `Sitemap: ${site}/sitemap.xml`,
      '',
    ];
    return reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(lines.join('\n'));
  });

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const chunks = await creatorChunkCount(database);
    const files = ['pages', ...Array.from({ length: chunks }, (_, index) => `creators-${index + 1}`)];
    const body =
      `${XML_HEAD}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n` +
      files.map((file) => `<sitemap><loc>${escapeXml(`${site}/sitemaps/${file}.xml`)}</loc></sitemap>\n`).join('') +
      '</sitemapindex>\n';
    return reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(body);
  });

  app.get('/sitemaps/pages.xml', { schema: { hide: true } }, async (_request, reply) => {
    const slugs = await categorySlugs(database);
    const paths = [
      ...STATIC_PAGES,
      ...PLATFORMS.map((platform) => `/search?platform=${platform}`),
      ...slugs.map((slug) => `/search?category=${encodeURIComponent(slug)}`),
      // The ranked pages (best-rated, rising): a tab per platform and a page per category.
      ...['/best', '/rising'].flatMap((ranking) => [
        ...PLATFORMS.map((platform) => `${ranking}?platform=${platform}`),
        ...slugs.map((slug) => `${ranking}/${encodeURIComponent(slug)}`),
      ]),
    ];
    const body = URLSET_OPEN + paths.map((path) => urlEntry(`${site}${path}`)).join('') + '</urlset>\n';
    return reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(body);
  });

  app.get<{ Params: { chunk: string } }>(
    '/sitemaps/creators-:chunk.xml',
    { schema: { hide: true } },
    async (request, reply) => {
      const chunk = Number(request.params.chunk);
      const count = await creatorChunkCount(database);
      if (!/^\d{1,6}$/.test(request.params.chunk) || chunk < 1 || chunk > count) {
        throw new AppError(404, 'not_found', 'No such sitemap', 'chunk');
      }
      async function* xml() {
        yield URLSET_OPEN;
        for await (const rows of creatorChunk(database, chunk)) {
          yield rows.map((row) => urlEntry(`${site}${creatorPagePath(row.username)}`, row.lastmod)).join('');
        }
        yield '</urlset>\n';
      }
      return reply
        .type('application/xml; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(Readable.from(xml()));
    },
  );
};
