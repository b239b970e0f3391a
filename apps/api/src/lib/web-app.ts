import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { Config } from '../config';

const LONG_CACHE = 'public, max-age=31536000, immutable';

/** Where the built web app lives: next to apps/api both from src/ and from dist/. */
function webDistDir(config: Config) {
  return config.webDist ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');
}

/**
 * Serves the SPA: built assets with long cache headers, index.html for every other
 * non-API GET (client-side routes), and a JSON 404 for unknown /api and /uploads paths.
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
      setHeaders: (res, filePath) => {
        const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', isHashedAsset ? LONG_CACHE : 'no-cache');
      },
    });
  } else {
    app.log.warn({ root }, 'web app not built: only the API is served');
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0];
    const isApi = pathname === '/api' || pathname.startsWith('/api/') || pathname.startsWith('/uploads/');
    if (!isApi && hasWeb && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html', root);
    }
    return reply
      .status(404)
      .send({ statusCode: 404, code: 'not_found', message: `No route for ${request.method} ${pathname}` });
  });
}
