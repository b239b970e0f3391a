import type { IncomingHttpHeaders } from 'node:http';
import type { ReadContext } from './read-context';
import { FetchFailure, safeFetch, type FetchedPage } from './safe-fetch';

/** The app's Twitch credentials and where Twitch's token endpoint and Helix API are. */
export interface HelixCredentials {
  clientId: string;
  clientSecret: string;
  /** `https://id.twitch.tv` (POST /oauth2/token). */
  authUrl: string;
  /** `https://api.twitch.tv` (GET /helix/…). */
  apiUrl: string;
}

/** Helix's rate limit bucket is empty: no call before the reset. */
export class HelixRateLimited extends Error {
  constructor(readonly retryAfterMs: number) {
    super('Twitch API rate limit reached');
    this.name = 'HelixRateLimited';
  }
}

export interface HelixClient {
  /** GET /helix/<path>?<query> with the app access token: the JSON answer. Throws FetchFailure or HelixRateLimited. */
  get(path: string, query: Record<string, string>, deadline: number): Promise<unknown>;
}

/** A 429 without Ratelimit-Reset waits this long. */
const DEFAULT_RETRY_MS = 60_000;
const HELIX_MAX_BYTES = 256 * 1024;

const json = (page: FetchedPage): unknown => {
  try {
    return JSON.parse(page.body);
  } catch {
    throw new FetchFailure('platform_error', 'Twitch answered something other than JSON');
  }
};
const hostOf = (address: string) => new URL(address).host;
const numberHeader = (headers: IncomingHttpHeaders, name: string) => {
  const value = Number(headers[name]);
  return headers[name] === undefined || !Number.isFinite(value) ? null : value;
};

/**
 * Twitch's Helix API with an app access token (OAuth client-credentials grant, POST
 * /oauth2/token), kept until shortly before it expires and shared by concurrent reads (one token
 * request at a time). A 401 (expired or revoked token) renews the token once and retries once.
 * Ratelimit-Remaining / Ratelimit-Reset (a Unix second) are followed: once the bucket is empty no
 * call goes out before the reset (HelixRateLimited), nor after a 429. Every call is a safeFetch
 * to the configured hosts only; the secret goes in the token request's body, never in an address.
 */
export function createHelixClient(
  credentials: HelixCredentials,
  context: ReadContext,
  now: () => number = Date.now,
): HelixClient {
  let token: { value: string; renewAt: number } | null = null;
  let pendingToken: Promise<string> | null = null;
  let bucket: { remaining: number; resetAt: number } | null = null;

  const fetchOptions = (address: string, deadline: number) => ({
    allowedHost: hostOf(address),
    allowPrivate: context.allowPrivate,
    timeoutMs: context.remainingMs(deadline),
    maxBytes: HELIX_MAX_BYTES,
    maxRedirects: 0,
    userAgent: context.userAgent,
  });

  async function requestToken(deadline: number): Promise<string> {
    const address = `${credentials.authUrl}/oauth2/token`;
    let page: FetchedPage;
    try {
      page = await safeFetch(address, {
        ...fetchOptions(address, deadline),
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: new URLSearchParams({
          client_id: credentials.clientId,
          client_secret: credentials.clientSecret,
          grant_type: 'client_credentials',
        }).toString(),
      });
    } catch (error) {
      const status = error instanceof FetchFailure ? error.answer?.status : undefined;
      if (status && status >= 400 && status < 500) {
        throw new FetchFailure('platform_error', `Twitch refused the app's credentials (HTTP ${status})`);
      }
      throw error;
    }
    const answer = json(page) as { access_token?: unknown; expires_in?: unknown };
    const lifetime = Number(answer.expires_in);
    if (typeof answer.access_token !== 'string' || !answer.access_token || !(lifetime > 0)) {
      throw new FetchFailure('platform_error', 'Twitch gave no usable app access token');
    }
    // Renewed a little before it expires: a tenth of its life, at most a minute.
    const lifetimeMs = lifetime * 1000;
    token = { value: answer.access_token, renewAt: now() + lifetimeMs - Math.min(60_000, lifetimeMs / 10) };
    return token.value;
  }

  function appToken(deadline: number): Promise<string> {
    if (token && token.renewAt > now()) return Promise.resolve(token.value);
    pendingToken ??= requestToken(deadline).finally(() => {
      pendingToken = null;
    });
    return pendingToken;
  }

  function note(headers: IncomingHttpHeaders | undefined) {
    if (!headers) return;
    const remaining = numberHeader(headers, 'ratelimit-remaining');
    const reset = numberHeader(headers, 'ratelimit-reset');
    if (remaining !== null && reset !== null) bucket = { remaining, resetAt: reset * 1000 };
  }

  function waitMs(): number {
    if (!bucket || bucket.remaining > 0) return 0;
    return Math.max(0, bucket.resetAt - now());
  }

  return {
    async get(path, query, deadline) {
      const address = `${credentials.apiUrl}/helix/${path}?${new URLSearchParams(query)}`;
      for (let attempt = 0; ; attempt += 1) {
        const wait = waitMs();
        if (wait > 0) throw new HelixRateLimited(wait);
        const value = await appToken(deadline);
        try {
          const page = await safeFetch(address, {
            ...fetchOptions(address, deadline),
            headers: {
              authorization: `Bearer ${value}`,
              'client-id': credentials.clientId,
              accept: 'application/json',
            },
          });
          note(page.headers);
          return json(page);
        } catch (error) {
          if (!(error instanceof FetchFailure)) throw error;
          note(error.answer?.headers);
          const status = error.answer?.status;
          if (status === 401 && attempt === 0) {
            // Expired or revoked: renew once (unless a concurrent read has already) and retry once.
            if (token?.value === value) token = null;
            continue;
          }
          if (status === 429) throw new HelixRateLimited(waitMs() || DEFAULT_RETRY_MS);
          throw error;
        }
      }
    },
  };
}
