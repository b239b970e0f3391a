import type { IncomingHttpHeaders, IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import proxyAddr from '@fastify/proxy-addr';
import { LRUCache } from 'lru-cache';
import { BROTLI_QUALITY, COMPRESS_THRESHOLD_BYTES, GZIP_LEVEL } from '../compression';
import type { ReadLimiter } from '../rate-limits';
import { REQUEST_ID_HEADER, requestIdOf } from '../request-id';
import type { CachedAnswer, ReadCache } from './read-cache';

/** What a route adds to the guest answers it lets the fast path serve. */
export interface FastRead {
  /** Work each read of the answer does besides sending it (e.g. counting a page view); `ip` is the client's as Fastify's `request.ip`. */
  onServe?: (client: { headers: IncomingHttpHeaders; ip: string }) => void;
}

/** A guest answer Fastify has sent once, with every header it sent, by address. */
interface Entry extends FastRead {
  key: string;
  /** The route pattern, for the per-IP read limit (as limitEveryRead counts it). */
  route: string;
  answer: CachedAnswer;
  /** The headers of the uncompressed answer (security headers, ETag, Cache-Control, Vary…). */
  headers: OutgoingHttpHeaders;
  br?: Buffer;
  gzip?: Buffer;
}

type Encoding = 'br' | 'gzip' | 'identity';

/** Bytes an entry costs beyond its bodies (headers, key, bookkeeping). */
const ENTRY_OVERHEAD = 1024;

export interface FastPath {
  /** Called once Fastify has sent a guest answer of the read cache: later reads of `url` may skip Fastify. */
  remember(
    url: string,
    route: string,
    key: string,
    answer: CachedAnswer,
    headers: OutgoingHttpHeaders,
    read: FastRead,
  ): void;
  /**
   * Answers a guest GET of a remembered address while its answer is still the read cache's fresh
   * one; `false` (at once, or resolved) leaves the request to Fastify.
   */
  serve(req: IncomingMessage, res: ServerResponse): false | Promise<boolean>;
  stats(): { entries: number; bytes: number; hits: number };
  /** From now on every answer says `Connection: close` (the server is draining, see drainOnClose). */
  drain(): void;
}

/**
 * Hot reads at near-static speed: a guest GET whose answer Fastify has already sent, and which the
 * read cache still holds fresh, is answered straight from the HTTP server with the same bytes and
 * headers, without routing, validation, hooks or per-request compression (compressed copies are
 * made once per answer). What the route does on every read still happens: the per-IP read limit
 * (over it, Fastify answers 429) and the route's `onServe` (page views). Requests with a bearer
 * token, a conditional header, an unusual Accept-Encoding or anything other than GET go to Fastify.
 * The fresh check is the read cache's own (`holds`), so invalidations, local or from other
 * instances, apply here exactly as there.
 */
export function createFastPath(options: {
  readCache: ReadCache;
  limiter: ReadLimiter;
  /** Fastify's trustProxy: who may name the client in X-Forwarded-For. */
  trustProxy: false | string[] | ((address: string, hop: number) => boolean);
  maxBytes: number;
  /** Told of each answer the fast path sent: its route pattern and how long it took (the metrics). */
  onServed?: (route: string, seconds: number) => void;
}): FastPath {
  const { readCache, limiter } = options;
  const trust =
    options.trustProxy === false
      ? null
      : typeof options.trustProxy === 'function'
        ? options.trustProxy
        : proxyAddr.compile(options.trustProxy);
  const clientIp = (req: IncomingMessage) => {
    if (!trust) return req.socket.remoteAddress ?? '';
    const addresses = proxyAddr.all(req, trust);
    return addresses[addresses.length - 1] ?? '';
  };
  const entries =
    options.maxBytes > 0
      ? new LRUCache<string, Entry>({
          maxSize: options.maxBytes,
          sizeCalculation: (entry, url) =>
            entry.answer.body.length +
            (entry.br?.length ?? 0) +
            (entry.gzip?.length ?? 0) +
            url.length * 2 +
            ENTRY_OVERHEAD,
        })
      : null;
  let hits = 0;
  let draining = false;

  const send = (req: IncomingMessage, res: ServerResponse, entry: Entry, accepted: Encoding, ip: string) => {
    entry.onServe?.({ headers: req.headers, ip });
    hits += 1;
    const encoding = entry.answer.body.length >= COMPRESS_THRESHOLD_BYTES ? accepted : 'identity';
    if (draining) res.setHeader('connection', 'close');
    // Every answer carries its own request's id, never the one of the answer it replays (a literal
    // key, REQUEST_ID_HEADER's value: a computed key after the spread makes V8 build the object slowly).
    const requestId = requestIdOf(req);
    if (encoding === 'identity') {
      res.writeHead(200, {
        ...entry.headers,
        'content-length': entry.answer.body.length,
        'x-request-id': requestId,
      });
      res.end(entry.answer.body);
      return;
    }
    const body =
      encoding === 'br'
        ? (entry.br ??= brotli(entry.answer.body))
        : (entry.gzip ??= gzipSync(entry.answer.body, { level: GZIP_LEVEL }));
    res.writeHead(200, {
      ...entry.headers,
      vary: appendVary(entry.headers.vary, 'accept-encoding'),
      'content-encoding': encoding,
      'content-length': body.length,
      'x-request-id': requestId,
    });
    res.end(body);
  };

  return {
    remember(url, route, key, answer, headers, read) {
      if (!entries) return;
      entries.set(url, { ...read, key, route, answer, headers: identityHeaders(headers) });
    },
    serve(req, res) {
      if (!entries || req.method !== 'GET' || !req.url) return false;
      const started = performance.now();
      const { headers } = req;
      if (
        headers.authorization ||
        headers['if-none-match'] ||
        headers['if-modified-since'] ||
        headers['x-no-compression']
      ) {
        return false;
      }
      const entry = entries.get(req.url);
      const accepted = encodingFor(headers);
      if (!entry || accepted === null) return false;
      return readCache.holds(entry.key, entry.answer).then((fresh) => {
        if (!fresh) {
          if (entries.get(req.url ?? '') === entry) entries.delete(req.url ?? '');
          return false;
        }
        const ip = clientIp(req);
        if (limiter.hit(ip, entry.route) !== null) return false;
        send(req, res, entry, accepted, ip);
        options.onServed?.(entry.route, (performance.now() - started) / 1000);
        return true;
      });
    },
    stats() {
      return { entries: entries?.size ?? 0, bytes: entries?.calculatedSize ?? 0, hits };
    },
    drain() {
      draining = true;
    },
  };
}

/**
 * The encoding @fastify/compress would choose (see compression.ts): brotli, else gzip, else none;
 * null for an Accept-Encoding with weights or wildcards, left to Fastify to negotiate.
 */
function encodingFor(headers: IncomingHttpHeaders): Encoding | null {
  const accept = headers['accept-encoding'];
  if (!accept) return 'identity';
  let gzip = false;
  for (const part of accept.split(',')) {
    const token = part.trim().toLowerCase();
    if (token === 'br') return 'br';
    if (token === 'gzip') gzip = true;
    else if (token.includes(';') || token === '*') return null;
  }
  return gzip ? 'gzip' : 'identity';
}

function brotli(body: Buffer): Buffer {
  return brotliCompressSync(body, {
    params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  });
}

/** Headers that belong to one response, never replayed: its encoding and length, date, connection, cookies. */
const PER_RESPONSE = new Set([
  'content-encoding',
  'content-length',
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'set-cookie',
  REQUEST_ID_HEADER,
]);

/** The headers Fastify sent, as they are for the uncompressed answer. */
function identityHeaders(sent: OutgoingHttpHeaders): OutgoingHttpHeaders {
  const headers: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(sent)) {
    const lower = name.toLowerCase();
    if (value === undefined || PER_RESPONSE.has(lower)) continue;
    headers[lower] = value;
  }
  if (headers.vary !== undefined) {
    const vary = String(headers.vary)
      .split(',')
      .map((item) => item.trim())
      .filter((item) => item && item.toLowerCase() !== 'accept-encoding');
    if (vary.length > 0) headers.vary = vary.join(', ');
    else delete headers.vary;
  }
  return headers;
}

function appendVary(current: OutgoingHttpHeaders[string], name: string): string {
  return current === undefined || current === '' ? name : `${String(current)}, ${name}`;
}
