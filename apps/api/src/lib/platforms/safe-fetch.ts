import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { isPublicAddress } from './address-policy';
import { decodedBody, readBody } from './fetch-body';
import { FetchFailure } from './fetch-failure';

export { FetchFailure, type FetchFailureReason } from './fetch-failure';

export interface SafeFetchOptions {
  /** The only `host` (name and port) any hop may go to, or a test of the hosts it may go to. */
  allowedHost: string | ((host: string) => boolean);
  /** Let loopback/private/link-local addresses through (tests only). */
  allowPrivate: boolean;
  /** For the whole fetch, redirects included. */
  timeoutMs: number;
  /** Cap on the (decompressed) body. */
  maxBytes: number;
  maxRedirects: number;
  /** Default: verification's own (VERIFIER_USER_AGENT). */
  userAgent?: string;
  /** GET unless given; a POST is never redirected (maxRedirects is then 0). */
  method?: 'GET' | 'POST';
  /** Sent with the request (names in lower case); they cannot replace user-agent or host. */
  headers?: Record<string, string>;
  /** The request body of a POST. */
  body?: string;
}

export interface FetchedPage {
  url: string;
  status: number;
  contentType: string;
  headers: http.IncomingHttpHeaders;
  /** The body as UTF-8 text. */
  body: string;
  /** The body's bytes (for images). */
  bytes: Buffer;
}

/** How verification names itself to the platforms. */
export const VERIFIER_USER_AGENT = 'FanLensVerifier/1.0 (+profile link check)';

/** The caller's headers, less those safeFetch sets itself (host, user-agent, content-length). */
function extraHeaders(headers: Record<string, string> = {}): Record<string, string> {
  const own = new Set(['host', 'user-agent', 'content-length']);
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !own.has(name.toLowerCase())));
}

/**
 * GETs (or POSTs, unredirected) a public address defensively: http(s) only, every hop (redirects followed by hand, at most
 * `maxRedirects`) on `allowedHost`, every resolved address public unless `allowPrivate` (checked
 * in the socket's own DNS lookup, so the checked address is the one connected to), one deadline
 * for everything, and the body cut off past `maxBytes`. Throws FetchFailure (with the HTTP
 * answer for a non-2xx status).
 */
export async function safeFetch(address: string, options: SafeFetchOptions): Promise<FetchedPage> {
  const deadline = Date.now() + options.timeoutMs;
  let url = parseUrl(address, options);
  const maxRedirects = options.method === 'POST' ? 0 : options.maxRedirects;
  for (let redirects = 0; ; redirects += 1) {
    const hop = await fetchOnce(url, options, deadline);
    if (hop.kind === 'page') return hop.page;
    if (redirects >= maxRedirects) throw new FetchFailure('too_many_redirects', 'Too many redirects');
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
  const allowed = options.allowedHost;
  if (
    typeof allowed === 'string' ? url.host.toLowerCase() !== allowed.toLowerCase() : !allowed(url.host.toLowerCase())
  ) {
    throw new FetchFailure(
      'host_not_allowed',
      typeof allowed === 'string'
        ? `${url.host} is not the platform's host ${allowed}`
        : `${url.host} is not a host this fetch may reach`,
    );
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
      method: options.method ?? 'GET',
      agent: false,
      lookup: guardedLookup(options.allowPrivate),
      headers: {
        accept: 'text/html,application/xhtml+xml,application/json;q=0.9,*/*;q=0.5',
        'accept-encoding': 'gzip, deflate, br',
        ...extraHeaders(options.headers),
        'user-agent': options.userAgent ?? VERIFIER_USER_AGENT,
        ...(options.body === undefined ? {} : { 'content-length': String(Buffer.byteLength(options.body)) }),
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
      const answer = { status, headers: response.headers };
      if (status === 404 || status === 410) {
        response.resume();
        return fail(new FetchFailure('profile_not_found', `The platform has no such profile (HTTP ${status})`, answer));
      }
      if (status < 200 || status >= 300) {
        response.resume();
        return fail(new FetchFailure('platform_error', `The platform answered HTTP ${status}`, answer));
      }
      const declared = Number(response.headers['content-length']);
      if (Number.isFinite(declared) && declared > options.maxBytes) {
        return fail(new FetchFailure('too_large', 'The answer is larger than the size limit'));
      }
      readBody(decodedBody(response), options.maxBytes).then(
        (bytes) =>
          settle(() =>
            resolve({
              kind: 'page',
              page: {
                url: url.toString(),
                status,
                contentType: String(response.headers['content-type'] ?? ''),
                headers: response.headers,
                body: new TextDecoder('utf-8').decode(bytes),
                bytes,
              },
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
    request.end(options.body);
  });
}
