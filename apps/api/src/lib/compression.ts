import { constants } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import compress from '@fastify/compress';

/** Answers smaller than this are sent as they are (compressing them saves nothing). */
export const COMPRESS_THRESHOLD_BYTES = 1024;
/** Brotli's level for dynamic answers (fast; 11 is for the assets compressed at build time). */
export const BROTLI_QUALITY = 5;
export const GZIP_LEVEL = 6;

/**
 * Brotli or gzip, as the client accepts, for HTML, JSON, XML, text and other compressible answers
 * over ~1 KB. Dynamic answers use a fast brotli level; the hashed web assets are compressed at
 * build time at the highest level and served as such (see web-app.ts).
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(compress, {
    global: true,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
    zlibOptions: { level: GZIP_LEVEL },
  });
}
