import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';

/**
 * The local channel through which `npm run db:backup` asks a running server for a copy of its
 * embedded database: HTTP on a Unix socket in the data directory (mode 600, so only the server's
 * own user reaches it; nothing listens on the network). PGlite lives inside the server's process
 * and only that process may touch its files (db/embedded-lock.ts), so the copy must be made there.
 */
export const backupSocketPath = (dataDir: string) => path.join(dataDir, 'backup.sock');

/** A Unix socket's path must fit in sockaddr_un (108 bytes on Linux, 104 on macOS). */
const MAX_SOCKET_PATH = 100;

/**
 * Listens for backup requests of the embedded `database`; null (with a warning) when the data
 * directory's path is too long for a socket. Call after the database is open (its lock is held,
 * so a socket file left behind by a server that died is this server's to replace).
 */
export async function serveBackups(
  dataDir: string,
  database: Database,
  log: FastifyBaseLogger,
): Promise<{ close(): Promise<void> } | null> {
  const dump = database.dump?.bind(database);
  if (!dump) return null;
  const socket = backupSocketPath(dataDir);
  if (Buffer.byteLength(socket) > MAX_SOCKET_PATH) {
    log.warn(
      { socket },
      'DATA_DIR is too long a path for the backup socket: npm run db:backup needs the server stopped',
    );
    return null;
  }
  const server = http.createServer((req, res) => {
    if (req.method !== 'POST' || req.url !== '/backup') {
      res.writeHead(404).end();
      return;
    }
    const started = Date.now();
    dump()
      .then(async (tarball) => {
        const bytes = Buffer.from(await tarball.arrayBuffer());
        res.writeHead(200, { 'content-type': 'application/gzip', 'content-length': bytes.length }).end(bytes);
        log.info({ bytes: bytes.length, ms: Date.now() - started }, 'backup copy of the embedded database sent');
      })
      .catch((error: unknown) => {
        log.error({ err: error }, 'backup copy of the embedded database failed');
        res
          .writeHead(500, { 'content-type': 'text/plain' })
          .end(error instanceof Error ? error.message : String(error));
      });
  });
  fs.rmSync(socket, { force: true });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socket, () => resolve());
  });
  fs.chmodSync(socket, 0o600);
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
      }),
  };
}

/**
 * Asks the server running on `dataDir` for a copy of its database, written to `file`; false when
 * no server answers there (none runs, or one that died left its socket).
 */
export async function backupFromRunningServer(dataDir: string, file: string): Promise<boolean> {
  const socket = backupSocketPath(dataDir);
  if (!fs.existsSync(socket)) return false;
  const res = await new Promise<http.IncomingMessage | null>((resolve, reject) => {
    const req = http.request({ socketPath: socket, method: 'POST', path: '/backup' }, resolve);
    req.on('error', (error: NodeJS.ErrnoException) =>
      error.code === 'ECONNREFUSED' || error.code === 'ENOENT' ? resolve(null) : reject(error),
    );
    req.end();
  });
  if (!res) return false;
  if (res.statusCode !== 200) {
    let text = '';
    for await (const chunk of res) text += String(chunk);
    throw new Error(`The running server could not make the backup: ${text || res.statusCode}`);
  }
  await pipeline(res, fs.createWriteStream(file, { mode: 0o600 }));
  return true;
}
