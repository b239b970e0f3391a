import fs from 'node:fs';
import path from 'node:path';
import { createEmbeddedClient, embeddedDatabaseDir, openDatabase } from '../db/client';
import { lockEmbeddedDatabase } from '../db/embedded-lock';
import { backupFromRunningServer } from './backup-socket';

/**
 * A backup of the embedded database in `dataDir` to `file` (a gzipped tar of its files, PGlite's
 * dumpDataDir): asked of the server when one runs on it (backup-socket.ts), else made here with
 * the database opened (and locked) for the time of the copy. Either way the copy is taken between
 * two statements: every committed transaction is in it, and one still open is not (a restore
 * replays the WAL up to the last commit). Written beside `file` first, then renamed: a failed
 * backup leaves no half file.
 */
export async function backupEmbedded(dataDir: string, file: string): Promise<{ from: 'server' | 'files' }> {
  const partial = `${file}.partial`;
  try {
    if (await backupFromRunningServer(dataDir, partial)) {
      fs.renameSync(partial, file);
      return { from: 'server' };
    }
    if (!fs.existsSync(path.join(embeddedDatabaseDir(dataDir), 'PG_VERSION'))) {
      throw new Error(`No embedded database in ${dataDir} (no server runs on it either)`);
    }
    const database = await openDatabase({ dataDir });
    try {
      const tarball = await database.dump!();
      fs.writeFileSync(partial, Buffer.from(await tarball.arrayBuffer()), { mode: 0o600 });
    } finally {
      await database.close();
    }
    fs.renameSync(partial, file);
    return { from: 'files' };
  } finally {
    fs.rmSync(partial, { force: true });
  }
}

/**
 * Restores a backupEmbedded() file into `dataDir`, never while a process (a server) has that
 * database open (its lock). A data directory that already holds a database is refused unless
 * `force`, which moves the old files aside (`db.before-restore-<time>`) rather than deleting them.
 * The restored database is opened once before this returns (a backup that does not start fails
 * here, not at the server's start).
 */
export async function restoreEmbedded(
  dataDir: string,
  file: string,
  options: { force: boolean },
): Promise<{ movedAside: string | null }> {
  const tarball = new Blob([fs.readFileSync(file)], { type: 'application/gzip' });
  const lock = lockEmbeddedDatabase(dataDir, 'db:restore');
  const target = embeddedDatabaseDir(dataDir);
  let movedAside: string | null = null;
  let unpacking = false;
  try {
    if (fs.existsSync(target) && fs.readdirSync(target).length > 0) {
      if (!options.force) {
        throw new Error(
          `${target} already holds a database: restore into an empty DATA_DIR, or add --force to move it aside first`,
        );
      }
      movedAside = `${target}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
      fs.renameSync(target, movedAside);
    }
    unpacking = true;
    fs.mkdirSync(target, { recursive: true });
    const client = await createEmbeddedClient(target, tarball);
    try {
      await client.query('select count(*) from creators');
    } finally {
      await client.close();
    }
  } catch (error) {
    // Nothing half restored: the unpacked files go, and the files moved aside come back.
    if (unpacking) {
      fs.rmSync(target, { recursive: true, force: true });
      if (movedAside) fs.renameSync(movedAside, target);
    }
    throw error;
  } finally {
    lock.release();
  }
  return { movedAside };
}
