// A stand-in for the creators' platforms (OnlyFans, Patreon, Twitch) during e2e runs: it serves
// a public profile page for any `/{platform}/{username}` whose bio a spec sets through the
// control endpoint, so verification can be exercised end to end without the internet.
//
//   PUT    /__control/bio   {"platform":"onlyfans","username":"ada","bio":"check out my review …","delayMs":0}
//   DELETE /__control/bio   forgets every bio
//   GET    /{platform}/{username}   the profile page (HTML; the bio in og:description and the page)
//
// Run alone with `node e2e/fake-platform.mjs [port]`; start-server.mjs starts it beside the
// product when E2E_FAKE_PLATFORM_PORT is set and points PLATFORM_URL_* at it.
import http from 'node:http';
import { pathToFileURL } from 'node:url';

export const PLATFORMS = ['onlyfans', 'patreon', 'twitch'];

const escapeHtml = (text) =>
  String(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function profilePage(platform, username, bio) {
  const text = escapeHtml(bio);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(username)} · ${platform}</title>
<meta property="og:description" content="${text}"><meta name="description" content="${text}"></head>
<body><h1>@${escapeHtml(username)}</h1><p class="bio">${text}</p></body></html>`;
}

function readJson(request) {
  return new Promise((resolve, reject) => {
    let data = '';
    request.setEncoding('utf8');
    request.on('data', (chunk) => {
      data += chunk;
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

/** The PLATFORM_URL_* values that point the product at the fake platform on `port`. */
export function fakePlatformEnv(port) {
  const origin = `http://127.0.0.1:${port}`;
  return Object.fromEntries(PLATFORMS.map((p) => [`PLATFORM_URL_${p.toUpperCase()}`, `${origin}/${p}/{username}`]));
}

export function startFakePlatform(port) {
  const bios = new Map();
  const key = (platform, username) => `${platform}/${String(username).toLowerCase()}`;
  const server = http.createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    try {
      if (url.pathname === '/__control/bio' && request.method === 'PUT') {
        const { platform, username, bio, delayMs = 0 } = await readJson(request);
        if (!PLATFORMS.includes(platform) || typeof username !== 'string' || typeof bio !== 'string') {
          response.writeHead(400, { 'content-type': 'application/json' }).end('{"error":"platform, username, bio"}');
          return;
        }
        bios.set(key(platform, username), { bio, delayMs: Math.min(Math.max(Number(delayMs) || 0, 0), 8000) });
        response.writeHead(204).end();
        return;
      }
      if (url.pathname === '/__control/bio' && request.method === 'DELETE') {
        bios.clear();
        response.writeHead(204).end();
        return;
      }
      const [, platform, username] = url.pathname.split('/').map(decodeURIComponent);
      if (request.method !== 'GET' || !PLATFORMS.includes(platform) || !username) {
        response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
        return;
      }
      const profile = bios.get(key(platform, username)) ?? { bio: 'Hello! New posts every week.', delayMs: 0 };
      if (profile.delayMs) await new Promise((resolve) => setTimeout(resolve, profile.delayMs));
      const { bio } = profile;
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(profilePage(platform, username, bio));
    } catch {
      response.writeHead(400, { 'content-type': 'text/plain' }).end('Bad request');
    }
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const port = Number(process.argv[2] ?? process.env.E2E_FAKE_PLATFORM_PORT ?? 3101);
  await startFakePlatform(port);
  console.log(`fake platform on http://127.0.0.1:${port}`);
}
