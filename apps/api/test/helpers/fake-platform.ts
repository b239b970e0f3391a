import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/** A request as the fake platform received it. */
export interface ReceivedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** An answer a handler gives. */
export interface FakeAnswer {
  status?: number;
  headers?: Record<string, string>;
  /** Sent as JSON when not a string or bytes. */
  body?: string | Buffer | object;
}

/** What the fake platform does for one path. */
export type FakeBehaviour =
  | {
      kind: 'page';
      status?: number;
      contentType?: string;
      body: string | Buffer;
      headers?: Record<string, string>;
      /** Runs before the answer is sent (e.g. to change the database while the page is "loading"). */
      before?: () => Promise<void>;
    }
  /** Accepts the request and never answers. */
  | { kind: 'slow' }
  /** Streams `bytes` bytes of HTML; `declared` sends a content-length header first. */
  | { kind: 'huge'; bytes: number; declared?: boolean }
  | { kind: 'redirect'; location: string; status?: number }
  /** Closes the connection without an answer. */
  | { kind: 'hangup' }
  /** Answers from the request (method, query, headers, body): an API standing in for a platform's. */
  | { kind: 'handler'; handle(request: ReceivedRequest): FakeAnswer | Promise<FakeAnswer> };

export interface FakePlatform {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  port: number;
  /** A platform URL template on this server: `${origin}/${prefix}/{username}`. */
  template(prefix: string): string;
  /** Sets what `path` (e.g. '/onlyfans/ada') answers. Unknown paths answer 404. */
  set(path: string, behaviour: FakeBehaviour): void;
  /** An HTML profile page whose bio is `bio` (in og:description, meta description and the page). */
  setHtmlBio(path: string, bio: string): void;
  /** A JSON answer (`application/json`). */
  setJson(path: string, document: unknown): void;
  /** The paths requested so far, oldest first. */
  requests: string[];
  /** The requests so far with their method, query, headers and body, oldest first. */
  received: ReceivedRequest[];
  /** Forgets every path and request. */
  reset(): void;
  /** Stops listening (connections refused) until up(). */
  down(): Promise<void>;
  up(): Promise<void>;
  close(): Promise<void>;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A profile page shaped like the platforms' (bio in the meta tags and in the visible page). */
export function profileHtml(bio: string, name = 'Profile'): string {
  const text = escapeHtml(bio);
  return `<!doctype html><html><head><title>${escapeHtml(name)}</title>
<meta property="og:description" content="${text}"><meta name="description" content="${text}">
<script>window.__STATE__ = {"hidden": "not the bio"};</script></head>
<body><header>Platform</header><main><h1>${escapeHtml(name)}</h1><p class="bio">${text}</p></main></body></html>`;
}

/** A loopback HTTP server standing in for the creators' platforms in tests. */
export async function startFakePlatform(): Promise<FakePlatform> {
  const behaviours = new Map<string, FakeBehaviour>();
  const requests: string[] = [];
  const received: ReceivedRequest[] = [];
  const sockets = new Set<Socket>();

  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    requests.push(url.pathname);
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const entry = {
        method: request.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      received.push(entry);
      void answer(behaviours.get(url.pathname), entry, request, response);
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const origin = `http://127.0.0.1:${port}`;
  const stop = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    });

  return {
    origin,
    port,
    requests,
    received,
    template: (prefix) => `${origin}/${prefix}/{username}`,
    set: (path, behaviour) => void behaviours.set(path, behaviour),
    setHtmlBio: (path, bio) =>
      void behaviours.set(path, { kind: 'page', contentType: 'text/html; charset=utf-8', body: profileHtml(bio) }),
    setJson: (path, document) =>
      void behaviours.set(path, { kind: 'page', contentType: 'application/json', body: JSON.stringify(document) }),
    reset() {
      behaviours.clear();
      requests.length = 0;
      received.length = 0;
    },
    down: stop,
    up: () => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve)),
    close: stop,
  };
}

async function answer(
  behaviour: FakeBehaviour | undefined,
  entry: ReceivedRequest,
  request: http.IncomingMessage,
  response: http.ServerResponse,
) {
  if (!behaviour) {
    response.writeHead(404, { 'content-type': 'text/html' }).end('<h1>No such profile</h1>');
    return;
  }
  switch (behaviour.kind) {
    case 'page':
      await behaviour.before?.();
      response
        .writeHead(behaviour.status ?? 200, {
          'content-type': behaviour.contentType ?? 'text/html',
          ...behaviour.headers,
        })
        .end(behaviour.body);
      return;
    case 'slow':
      return;
    case 'handler': {
      const reply = await behaviour.handle(entry);
      const text = typeof reply.body === 'string' || Buffer.isBuffer(reply.body);
      response
        .writeHead(reply.status ?? 200, {
          'content-type': text ? 'text/html' : 'application/json',
          ...reply.headers,
        })
        .end(text ? reply.body : JSON.stringify(reply.body ?? {}));
      return;
    }
    case 'hangup':
      request.socket.destroy();
      return;
    case 'redirect':
      response.writeHead(behaviour.status ?? 302, { location: behaviour.location }).end();
      return;
    case 'huge': {
      const chunk = `<p>${'x'.repeat(64 * 1024 - 7)}</p>`;
      response.writeHead(200, {
        'content-type': 'text/html',
        ...(behaviour.declared ? { 'content-length': String(behaviour.bytes) } : {}),
      });
      let sent = 0;
      const write = () => {
        while (sent < behaviour.bytes && !response.destroyed) {
          const piece = chunk.slice(0, Math.min(chunk.length, behaviour.bytes - sent));
          sent += piece.length;
          if (!response.write(piece)) return void response.once('drain', write);
        }
        if (!response.destroyed) response.end();
      };
      response.on('error', () => {});
      write();
    }
  }
}
