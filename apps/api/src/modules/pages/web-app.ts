import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { languageOfCookies } from '@fanlens/shared';
import type { Config } from '../../config';
import { createPageSource, newPageReads, noteUnavailable } from './page-source';
import { createPageRenderer, type PageAddress } from './page-renderer';
import { UNAVAILABLE_RETRY_SECONDS } from '../../lib/errors';
import { countReads, type ReadCounts } from '../../lib/public-read';
import { localizedBody } from '../../lib/i18n/request-language';

const LONG_CACHE = 'public, max-age=31536000, immutable';
/** A page's redirect to its own address (see the page route): kept briefly, since the pages' parameters may change. */
const REDIRECT_CACHE = 'public, max-age=300';

/** A page address as a path and query. */
const pageAddressUrl = ({ path, query }: PageAddress) => (query ? `${path}?${query}` : path);

/** Where the built web app lives: next to apps/api both from src/ and from dist/. */
function webDistDir(config: Config) {
  return config.webDist ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');
}

/** Where the web app's server renderer lives: beside the built web app. */
function webSsrDir(root: string) {
  return path.join(path.dirname(root), 'dist-ssr');
}

/**
 * Serves the web app: built assets with long cache headers, every other non-API GET rendered
 * on the server (the public pages with their data and status, the signed-in pages as a shell),
 * and a JSON 404 for unknown /api and /uploads paths.
 */
export async function registerWebApp(app: FastifyInstance, config: Config) {
  const root = webDistDir(config);
  const hasWeb = fs.existsSync(path.join(root, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root,
      prefix: '/',
      wildcard: false,
      index: false,
      // The hashed assets have .br and .gz twins made at build time (apps/web/scripts/precompress.mjs).
      preCompressed: true,
      setHeaders: (res, filePath) => {
        const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', isHashedAsset ? LONG_CACHE : 'no-cache');
      },
    });
  } else {
    app.log.warn({ root }, 'web app not built: only the API is served');
  }

  const render = hasWeb
    ? createPageRenderer({ webRoot: root, ssrRoot: webSsrDir(root), publicUrl: config.publicUrl })
    : null;
  if (hasWeb && !render)
    app.log.warn({ root }, 'web app built without its server renderer: pages are rendered by the browser');

  const isApi = (pathname: string) =>
    pathname === '/api' || pathname.startsWith('/api/') || pathname.startsWith('/uploads/');
  const noRoute = (method: string, pathname: string) => ({
    statusCode: 404,
    code: 'not_found',
    message: `No route for ${method} ${pathname}`,
  });

  if (hasWeb) {
    // Every other page address: a route (not the not-found handler) so answers are compressed.
    app.get('/*', { schema: { hide: true } }, async (request, reply) => {
      const pathname = request.url.split('?')[0];
      if (isApi(pathname))
        return reply.status(404).send(await localizedBody(request, noRoute(request.method, pathname)));
      if (!render) return reply.header('cache-control', 'no-cache').sendFile('index.html', root);
      // Every page has one address: the path with one leading slash and only the query parameters
      // the page reads, normalised. Any other address of it (unknown or default parameters, another
      // order) is redirected there without a render, so random parameters cannot make each request
      // a fresh render; the cache keys pages on that address, the path's case aside.
      const address = await render.address(request.url);
      const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      const canonical = address.query === null ? address.path + search : pageAddressUrl(address);
      if (canonical !== request.url) {
        return reply.status(301).header('location', canonical).header('cache-control', REDIRECT_CACHE).send();
      }
      // The server HTML is the guest's page (nothing personal) in the visitor's language (its cookie;
      // English without one, as crawlers get it): kept in the read cache per language with the tags of
      // the answers it was made from, so a write that changes any of them drops it. Only 200 pages are kept.
      const language = languageOfCookies(request.headers.cookie);
      const key = `page:${language}:${pageAddressUrl({ path: address.path.toLowerCase(), query: address.query })}`;
      const cached = await app.services.readCache.get(key, async () => {
        app.services.misses.spend(request.ip);
        const reads = newPageReads();
        let unavailable = false;
        const source = noteUnavailable(createPageSource(app, reads, request.log), () => (unavailable = true));
        const page = await render.render(request.url, source, language);
        const { tags, live, counts } = reads;
        // The database out of reach: the error page, as 503 with Retry-After (never kept).
        const [status, headers] = unavailable
          ? [503, { ...page.headers, 'retry-after': String(UNAVAILABLE_RETRY_SECONDS) }]
          : [page.status, page.headers];
        const meta = { status, headers, counts };
        return { body: page.html, tags: [...tags], meta, keep: status === 200 && !live };
      });
      const page = cached.meta as { status: number; headers: Record<string, string>; counts: ReadCounts };
      countReads(app.services, request, page.counts);
      reply
        .status(page.status)
        .headers(page.headers)
        .header('cache-control', 'no-cache')
        .header('vary', 'Cookie')
        .header('etag', cached.etag);
      if (page.status === 200 && request.headers['if-none-match'] === cached.etag) return reply.status(304).send();
      return reply.type('text/html; charset=utf-8').send(cached.body);
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0];
    return reply.status(404).send(await localizedBody(request, noRoute(request.method, pathname)));
  });
}
