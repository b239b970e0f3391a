// A stand-in for the creators' platforms (OnlyFans, Patreon, Twitch) during e2e runs: it serves
// a public profile page for any `/{platform}/{username}`, whose bio (for verification) and whose
// published profile (for adding a page: Open Graph and a schema.org ProfilePage, as the readers
// read them) a spec sets through the control endpoints, and the profiles' pictures on a host of
// their own (the avatar server), so verification and adding a page run end to end without the
// internet.
//
//   PUT    /__control/bio       {"platform":"onlyfans","username":"ada","bio":"check out my review …","delayMs":0}
//   PUT    /__control/profile   {"platform":"onlyfans","username":"ada","name":"Ada","bio":"…","price":"9.99",
//                                "subscribers":1200,"likes":54000,"posts":310,"sameAs":["https://…"],"avatar":true}
//   DELETE /__control/bio       forgets every bio and profile
//   GET    /{platform}/{username}   the profile page (HTML; the bio in og:description and the page)
//   GET    /avatars/{username}.png  (avatar server) the profile's picture, a PNG
//
// Run alone with `node e2e/fake-platform.mjs [port] [avatar port]`; start-server.mjs starts both
// beside the product when E2E_FAKE_PLATFORM_PORT is set and points PLATFORM_URL_* and
// PLATFORM_AVATAR_HOSTS at them.
import http from 'node:http';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';

export const PLATFORMS = ['onlyfans', 'patreon', 'twitch'];
const DEFAULT_BIO = 'Hello! New posts every week.';

const escapeHtml = (text) =>
  String(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON inside a script element, `<` escaped as sites do. */
const jsonInHtml = (value) => JSON.stringify(value).replace(/</g, '\\u003c');

const counter = (action, count) => ({
  '@type': 'InteractionCounter',
  interactionType: `https://schema.org/${action}`,
  userInteractionCount: count,
});

/** Google's ProfilePage markup for the profile's creator: a Person with its counters, links and offer. */
function profileJsonLd(username, profile, avatarUrl) {
  const stats = [
    ['FollowAction', profile.subscribers],
    ['LikeAction', profile.likes],
    ['WriteAction', profile.posts],
  ].filter(([, count]) => Number.isInteger(count));
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfilePage',
    mainEntity: {
      '@type': 'Person',
      name: profile.name,
      alternateName: username,
      identifier: `fake-${username.toLowerCase()}`,
      ...(avatarUrl ? { image: avatarUrl } : {}),
      ...(profile.sameAs?.length ? { sameAs: profile.sameAs } : {}),
      ...(stats.length ? { interactionStatistic: stats.map(([action, count]) => counter(action, count)) } : {}),
      ...(profile.price ? { makesOffer: { '@type': 'Offer', price: profile.price, priceCurrency: 'USD' } } : {}),
    },
  };
}

function profilePage(platform, username, bio, profile, avatarUrl) {
  const text = escapeHtml(bio);
  const published = profile
    ? [
        `<meta property="og:title" content="${escapeHtml(profile.name)}">`,
        avatarUrl ? `<meta property="og:image" content="${escapeHtml(avatarUrl)}">` : '',
        `<script type="application/ld+json">${jsonInHtml(profileJsonLd(username, profile, avatarUrl))}</script>`,
      ].join('\n')
    : '';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(username)} · ${platform}</title>
<meta property="og:description" content="${text}"><meta name="description" content="${text}">${published}</head>
<body><h1>@${escapeHtml(username)}</h1><p class="bio">${text}</p></body></html>`;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes) => {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type, data) => {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
};

/** A 128×128 PNG in a colour of the username (a real image: the product re-encodes it). */
export function avatarPng(username) {
  const size = 128;
  let hash = 0;
  for (const char of username) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  const [r, g, b] = [hash & 0xff, (hash >> 8) & 0xff, (hash >> 16) & 0xff];
  const rows = Buffer.alloc(size * (1 + size * 3));
  for (let y = 0; y < size; y++) {
    const row = y * (1 + size * 3);
    for (let x = 0; x < size; x++) {
      const at = row + 1 + x * 3;
      rows[at] = (r + x) & 0xff;
      rows[at + 1] = (g + y) & 0xff;
      rows[at + 2] = b;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function readJson(request) {
  return new Promise((resolve, reject) => {
    let data = '';
    request.setEncoding('utf8');
    request.on('data', (piece) => {
      data += piece;
      if (data.length > 64 * 1024) request.destroy();
    });
    request.on('end', () => {
      try {
        resolve(JSON.parse(data || '{}'));
      } catch (error) {
        reject(error);
      }
    });
    request.on('error', reject);
  });
}

/** The avatar server's port beside the fake platform on `port`. */
export const avatarPortOf = (port) => Number(process.env.E2E_FAKE_AVATAR_PORT ?? port + 1);

/** The PLATFORM_URL_* and PLATFORM_AVATAR_HOSTS values that point the product at the fakes. */
export function fakePlatformEnv(port, avatarPort = avatarPortOf(port)) {
  const origin = `http://127.0.0.1:${port}`;
  return {
    ...Object.fromEntries(PLATFORMS.map((p) => [`PLATFORM_URL_${p.toUpperCase()}`, `${origin}/${p}/{username}`])),
    PLATFORM_AVATAR_HOSTS: `127.0.0.1:${avatarPort}`,
  };
}

const badRequest = (response, text) =>
  response.writeHead(400, { 'content-type': 'application/json' }).end(JSON.stringify({ error: text }));

const listen = (server, port) =>
  new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });

/** The profiles' pictures: `/avatars/{username}.png` for any username. */
function startAvatarServer(port) {
  const server = http.createServer((request, response) => {
    const match = /^\/avatars\/([A-Za-z0-9._-]{1,60})\.png$/.exec(new URL(request.url ?? '/', 'http://fake').pathname);
    if (request.method !== 'GET' || !match) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    response.writeHead(200, { 'content-type': 'image/png', 'cache-control': 'no-store' }).end(avatarPng(match[1]));
  });
  return listen(server, port);
}

export async function startFakePlatform(port, avatarPort = avatarPortOf(port)) {
  const bios = new Map();
  const profiles = new Map();
  const key = (platform, username) => `${platform}/${String(username).toLowerCase()}`;
  const avatarOrigin = `http://127.0.0.1:${avatarPort}`;
  const server = http.createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    try {
      if (url.pathname === '/__control/bio' && request.method === 'PUT') {
        const { platform, username, bio, delayMs = 0 } = await readJson(request);
        if (!PLATFORMS.includes(platform) || typeof username !== 'string' || typeof bio !== 'string') {
          badRequest(response, 'platform, username, bio');
          return;
        }
        bios.set(key(platform, username), { bio, delayMs: Math.min(Math.max(Number(delayMs) || 0, 0), 8000) });
        response.writeHead(204).end();
        return;
      }
      if (url.pathname === '/__control/profile' && request.method === 'PUT') {
        const { platform, username, name, ...rest } = await readJson(request);
        if (!PLATFORMS.includes(platform) || typeof username !== 'string' || typeof name !== 'string') {
          badRequest(response, 'platform, username, name');
          return;
        }
        profiles.set(key(platform, username), { name, ...rest, spelled: username });
        if (typeof rest.bio === 'string') bios.set(key(platform, username), { bio: rest.bio, delayMs: 0 });
        response.writeHead(204).end();
        return;
      }
      if (url.pathname === '/__control/bio' && request.method === 'DELETE') {
        bios.clear();
        profiles.clear();
        response.writeHead(204).end();
        return;
      }
      const [, platform, username] = url.pathname.split('/').map(decodeURIComponent);
      if (request.method !== 'GET' || !PLATFORMS.includes(platform) || !username) {
        response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
        return;
      }
      const { bio, delayMs } = bios.get(key(platform, username)) ?? { bio: DEFAULT_BIO, delayMs: 0 };
      if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
      // A published profile spells the username as it was set, whatever the address's case.
      const profile = profiles.get(key(platform, username));
      const spelled = profile?.spelled ?? username;
      const avatarUrl = profile?.avatar ? `${avatarOrigin}/avatars/${encodeURIComponent(spelled)}.png` : null;
      response
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        .end(profilePage(platform, spelled, bio, profile, avatarUrl));
    } catch {
      response.writeHead(400, { 'content-type': 'text/plain' }).end('Bad request');
    }
  });
  await startAvatarServer(avatarPort);
  return listen(server, port);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const port = Number(process.argv[2] ?? process.env.E2E_FAKE_PLATFORM_PORT ?? 3101);
  const avatarPort = Number(process.argv[3] ?? avatarPortOf(port));
  await startFakePlatform(port, avatarPort);
  console.log(`fake platform on http://127.0.0.1:${port}, avatars on http://127.0.0.1:${avatarPort}`);
}
