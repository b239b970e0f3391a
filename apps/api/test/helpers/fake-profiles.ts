import type { FakeAnswer, FakePlatform, ReceivedRequest } from './fake-platform';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON inside a script element, `<` escaped as sites do (a `</script>` in a string would end the element). */
const jsonInHtml = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** A profile page as the platforms publish one: Open Graph tags, meta tags and JSON-LD blocks in the head. */
export function profilePage(options: {
  og?: Record<string, string>;
  meta?: Record<string, string>;
  /** Each becomes one `<script type="application/ld+json">` (a string is put in as it is). */
  jsonLd?: unknown[];
  body?: string;
}): string {
  const og = Object.entries(options.og ?? {}).map(
    ([key, value]) => `<meta property="${escapeHtml(key)}" content="${escapeHtml(value)}">`,
  );
  const meta = Object.entries(options.meta ?? {}).map(
    ([key, value]) => `<meta name="${escapeHtml(key)}" content="${escapeHtml(value)}">`,
  );
  const scripts = (options.jsonLd ?? []).map(
    (block) => `<script type="application/ld+json">${typeof block === 'string' ? block : jsonInHtml(block)}</script>`,
  );
  return `<!doctype html><html><head><title>Profile</title>${[...og, ...meta, ...scripts].join('\n')}
<script>window.__STATE__ = {"name": "not the profile"};</script></head>
<body>${options.body ?? '<main><h1>Profile</h1></main>'}</body></html>`;
}

/** Google's ProfilePage markup for a creator (schema.org Person with counters, sameAs and an offer). */
export function profilePageJsonLd(person: Record<string, unknown>): Record<string, unknown> {
  return { '@context': 'https://schema.org', '@type': 'ProfilePage', mainEntity: { '@type': 'Person', ...person } };
}

export const interactionCounter = (action: string, count: unknown) => ({
  '@type': 'InteractionCounter',
  interactionType: `https://schema.org/${action}`,
  userInteractionCount: count,
});

/** A Helix user (GET /helix/users `data` item). */
export interface HelixUser {
  id: string;
  login: string;
  display_name: string;
  description: string;
  profile_image_url: string;
  broadcaster_type?: string;
  followers?: number;
  content_classification_labels?: string[];
}

export interface FakeHelix {
  /** Users by login. */
  users: Map<string, HelixUser>;
  /** Access tokens issued so far, oldest first. */
  issued: string[];
  /** Makes every issued token invalid (a revoked token: 401). */
  revokeAll(): void;
  /** Seconds a new token lives (expires_in); the fake refuses it once they are past. */
  tokenSeconds: number;
  /** The app's rate limit bucket: Ratelimit-Remaining and Ratelimit-Reset (Unix seconds) of every answer. */
  bucket: { limit: number; remaining: number; reset: number };
  /** Refuse every token, new ones too (a broken or revoked client). */
  refuseAll: boolean;
}

const HELIX_PATHS = ['/helix/users', '/helix/channels/followers', '/helix/channels'];

/**
 * Twitch's token endpoint and the Helix calls the reader makes, on the fake platform, in the
 * documented shapes: POST /oauth2/token (client-credentials grant, form body) answers
 * `{ access_token, expires_in, token_type }`; Helix calls need `Authorization: Bearer` with a live
 * token and the matching `Client-Id` (401 otherwise), answer `{ data: [...] }`, carry the
 * Ratelimit-* headers and answer 429 once the bucket is empty.
 */
export function installFakeHelix(
  fake: FakePlatform,
  credentials: { clientId: string; clientSecret: string },
): FakeHelix {
  const live = new Map<string, number>();
  const helix: FakeHelix = {
    users: new Map(),
    issued: [],
    tokenSeconds: 3600,
    refuseAll: false,
    bucket: { limit: 800, remaining: 800, reset: Math.ceil(Date.now() / 1000) + 60 },
    revokeAll: () => live.clear(),
  };
  fake.set('/oauth2/token', {
    kind: 'handler',
    handle(request) {
      const form = new URLSearchParams(request.body);
      if (request.method !== 'POST' || form.get('grant_type') !== 'client_credentials') {
        return { status: 400, body: { status: 400, message: 'unsupported grant type' } };
      }
      if (form.get('client_id') !== credentials.clientId)
        return { status: 400, body: { status: 400, message: 'invalid client' } };
      if (form.get('client_secret') !== credentials.clientSecret) {
        return { status: 403, body: { status: 403, message: 'invalid client secret' } };
      }
      const token = `token-${helix.issued.length + 1}`;
      helix.issued.push(token);
      live.set(token, Date.now() + helix.tokenSeconds * 1000);
      return { body: { access_token: token, expires_in: helix.tokenSeconds, token_type: 'bearer' } };
    },
  });
  const rateHeaders = () => ({
    'ratelimit-limit': String(helix.bucket.limit),
    'ratelimit-remaining': String(helix.bucket.remaining),
    'ratelimit-reset': String(helix.bucket.reset),
  });
  const handle = (request: ReceivedRequest): FakeAnswer => {
    const token = /^Bearer (.+)$/.exec(String(request.headers.authorization ?? ''))?.[1];
    const expires = token ? live.get(token) : undefined;
    if (helix.refuseAll || !expires || expires < Date.now() || request.headers['client-id'] !== credentials.clientId) {
      return { status: 401, body: { error: 'Unauthorized', status: 401, message: 'Invalid OAuth token' } };
    }
    if (helix.bucket.remaining <= 0) {
      return { status: 429, headers: rateHeaders(), body: { error: 'Too Many Requests', status: 429, message: '' } };
    }
    helix.bucket.remaining -= 1;
    const byId = (id: string | null) => [...helix.users.values()].find((user) => user.id === id);
    if (request.path === '/helix/users') {
      const user = helix.users.get((request.query.get('login') ?? '').toLowerCase());
      const data = user
        ? [
            {
              id: user.id,
              login: user.login,
              display_name: user.display_name,
              type: '',
              broadcaster_type: user.broadcaster_type ?? '',
              description: user.description,
              profile_image_url: user.profile_image_url,
              offline_image_url: '',
              view_count: 0,
              created_at: '2016-12-14T20:32:28Z',
            },
          ]
        : [];
      return { headers: rateHeaders(), body: { data } };
    }
    const user = byId(request.query.get('broadcaster_id'));
    if (request.path === '/helix/channels/followers') {
      return { headers: rateHeaders(), body: { total: user?.followers ?? 0, data: [], pagination: {} } };
    }
    const channel = user && {
      broadcaster_id: user.id,
      broadcaster_login: user.login,
      broadcaster_name: user.display_name,
      broadcaster_language: 'en',
      game_id: '509670',
      game_name: 'Just Chatting',
      title: 'Live',
      delay: 0,
      tags: [],
      content_classification_labels: user.content_classification_labels ?? [],
      is_branded_content: false,
    };
    return { headers: rateHeaders(), body: { data: channel ? [channel] : [] } };
  };
  for (const path of HELIX_PATHS) fake.set(path, { kind: 'handler', handle });
  return helix;
}
