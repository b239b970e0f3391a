import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import type { Readable } from 'node:stream';
import zlib from 'node:zlib';
import { isPublicAddress } from './address-policy';

/** Why a fetch of a platform page gave no page (also the verification failure reasons). */
export type FetchFailureReason =
  | 'timeout'
  | 'too_large'
  | 'host_not_allowed'
  | 'too_many_redirects'
  | 'platform_unreachable'
  | 'profile_not_found'
  | 'platform_error';

export class FetchFailure extends Error {
  constructor(
    readonly reason: FetchFailureReason,
    message: string,
  ) {
    super(message);
    this.name = 'FetchFailure';
  }
}

export interface SafeFetchOptions {
  /** The only `host` (name and port) any hop may go to. */
  allowedHost: string;
  /** Let loopback/private/link-local addresses through (tests only). */
  allowPrivate: boolean;
  /** For the whole fetch, redirects included. */
  timeoutMs: number;
  /** Cap on the (decompressed) body. */
  maxBytes: number;
  maxRedirects: number;
}

export interface FetchedPage {
  url: string;
  status: number;
  contentType: string;
  body: string;
}

const USER_AGENT = 'FanLensVerifier/1.0 (+profile link check)';

/**
 * GETs a public page defensively: http(s) only, every hop (redirects followed by hand, at most
 * `maxRedirects`) on `allowedHost`, every resolved address public unless `allowPrivate` (checked
 * in the socket's own DNS lookup, so the checked address is the one connected to), one deadline
 * for everything, and the body cut off past `maxBytes`. Throws FetchFailure.
 */
export async function safeFetch(address: string, options: SafeFetchOptions): Promise<FetchedPage> {
  const deadline = Date.now() + options.timeoutMs;
  let url = parseUrl(address, options);
  for (let redirects = 0; ; redirects += 1) {
    const hop = await fetchOnce(url, options, deadline);
    if (hop.kind === 'page') return hop.page;
    if (redirects >= options.maxRedirects) throw new FetchFailure('too_many_redirects', 'Too many redirects');
    url = redirectTarget(url, hop.location, options);
  }
}

/**
 * Where a redirect from `current` leads, under the same rules as the first address; never from
 * https down to http (the page read there could have been changed on the way).
 */
export function redirectTarget(current: URL, location: string, options: SafeFetchOptions): URL {
  let absolute: string;
  try {
    absolute = new URL(location, current).toString();
  } catch {
    throw new FetchFailure('host_not_allowed', `Not a valid redirect: ${location}`);
  }
  const next = parseUrl(absolute, options);
  if (current.protocol === 'https:' && next.protocol !== 'https:') {
    throw new FetchFailure('host_not_allowed', `A redirect from https to ${next.protocol} is not followed`);
  }
  return next;
}

function parseUrl(address: string, options: SafeFetchOptions): URL {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    throw new FetchFailure('host_not_allowed', `Not a valid address: ${address}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new FetchFailure('host_not_allowed', `Only http and https are fetched, not ${url.protocol}`);
  }
  if (url.host.toLowerCase() !== options.allowedHost.toLowerCase()) {
    throw new FetchFailure('host_not_allowed', `${url.host} is not the platform's host ${options.allowedHost}`);
  }
  const literal = url.hostname.replace(/^\[|\]$/g, '');
  if (net.isIP(literal) && !options.allowPrivate && !isPublicAddress(literal)) {
    throw new FetchFailure('host_not_allowed', `${literal} is not a public address`);
  }
  url.username = '';
  url.password = '';
  url.hash = '';
  return url;
}

/** dns.lookup that refuses non-public addresses (used by the socket itself: no rebinding gap). */
function guardedLookup(allowPrivate: boolean): net.LookupFunction {
  return (hostname, lookupOptions, callback) => {
    dns.lookup(hostname, { ...lookupOptions, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      const list = addresses as dns.LookupAddress[];
      if (!allowPrivate && (list.length === 0 || list.some((entry) => !isPublicAddress(entry.address)))) {
        return callback(new FetchFailure('host_not_allowed', `${hostname} resolves to a non-public address`), '', 0);
      }
      if (lookupOptions.all) return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, list);
      callback(null, list[0].address, list[0].family);
    });
  };
}

type Hop = { kind: 'page'; page: FetchedPage } | { kind: 'redirect'; location: string };

function fetchOnce(url: URL, options: SafeFetchOptions, deadline: number): Promise<Hop> {
  return new Promise<Hop>((resolve, reject) => {
    let settled = false;
    const settle = (fn: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      fn();
    };
    const fail = (failure: FetchFailure) => {
      settle(() => reject(failure));
      request.destroy();
    };
    const timer = setTimeout(
      () => fail(new FetchFailure('timeout', 'The platform did not answer in time')),
      Math.max(0, deadline - Date.now()),
    );

    const client = url.protocol === 'https:' ? https : http;
    const request = client.request(url, {
      method: 'GET',
      agent: false,
      lookup: guardedLookup(options.allowPrivate),
      headers: {
        'user-agent': USER_AGENT,
        accept: 'text/html,application/xhtml+xml,application/json;q=0.9,*/*;q=0.5',
        'accept-encoding': 'gzip, deflate, br',
      },
    });
    request.on('error', (error) => {
      if (error instanceof FetchFailure) return fail(error);
      fail(new FetchFailure('platform_unreachable', `The platform could not be reached: ${error.message}`));
    });
    request.on('response', (response) => {
      const status = response.statusCode ?? 0;
      const location = response.headers.location;
      if (status >= 300 && status < 400 && location) {
        response.resume();
        return settle(() => resolve({ kind: 'redirect', location }));
      }
      if (status === 404 || status === 410) {
        return fail(new FetchFailure('profile_not_found', `The platform has no such profile (HTTP ${status})`));
      }
      if (status < 200 || status >= 300) {
        return fail(new FetchFailure('platform_error', `The platform answered HTTP ${status}`));
      }
      const declared = Number(response.headers['content-length']);
      if (Number.isFinite(declared) && declared > options.maxBytes) {
        return fail(new FetchFailure('too_large', 'The profile page is too large'));
      }
      readBody(decoded(response), options.maxBytes).then(
        (body) =>
          settle(() =>
            resolve({
              kind: 'page',
              page: { url: url.toString(), status, contentType: String(response.headers['content-type'] ?? ''), body },
            }),
          ),
        (error: unknown) =>
          fail(
            error instanceof FetchFailure
              ? error
              : new FetchFailure('platform_unreachable', 'The platform closed the connection'),
          ),
      );
    });
    request.end();
  });
}

/** The response body, decompressed when the platform compressed it. */
function decoded(response: http.IncomingMessage): Readable {
  const encoding = String(response.headers['content-encoding'] ?? '')
    .trim()
    .toLowerCase();
  const unzip =
    encoding === 'gzip' || encoding === 'x-gzip'
      ? zlib.createGunzip()
      : encoding === 'deflate'
        ? zlib.createInflate()
        : encoding === 'br'
          ? zlib.createBrotliDecompress()
          : null;
  if (!unzip) return response;
  response.on('error', (error) => unzip.destroy(error));
  return response.pipe(unzip);
}

function readBody(stream: Readable, maxBytes: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    stream.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        stream.destroy();
        reject(new FetchFailure('too_large', 'The profile page is too large'));
        return;
      }
      chunks.push(chunk);
    });
    stream.on('error', reject);
    stream.on('end', () => resolve(new TextDecoder('utf-8').decode(Buffer.concat(chunks))));
  });
}
