import fs from 'node:fs';
import path from 'node:path';

/** Who holds the embedded database's files (written in DATA_DIR/db.lock). */
interface Holder {
  pid: number;
  what: string;
  since: string;
}

export interface EmbeddedLock {
  release(): void;
}

/** The lock files this process holds. */
const held = new Set<string>();

/**
 * PGlite runs inside the process that opens it, and two processes on the same files corrupt them
 * (each keeps its own buffers and WAL position; PGlite itself does not refuse): whoever opens the
 * embedded database (the server, a migration, `users:role`, a backup or restore) first takes
 * DATA_DIR/db.lock, created exclusively with its pid. A lock whose process is gone (a crash, a
 * kill) is taken over, as is one naming this process's pid that it does not hold (a container
 * restarted after a crash runs its server under the same pid); one held by a live process, this
 * one included, refuses with who holds it.
 */
export function lockEmbeddedDatabase(dataDir: string, what = processName()): EmbeddedLock {
  const file = path.join(dataDir, 'db.lock');
  fs.mkdirSync(dataDir, { recursive: true });
  const holder: Holder = { pid: process.pid, what, since: new Date().toISOString() };
  for (let attempt = 0; ; attempt += 1) {
    try {
      fs.writeFileSync(file, JSON.stringify(holder), { flag: 'wx', mode: 0o600 });
      held.add(file);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 2) throw error;
      const current = readHolder(file);
      const stale = current && current.pid === process.pid && !held.has(file);
      if (current && !stale && alive(current.pid)) {
        throw new Error(
          `The embedded database in ${dataDir} is in use by process ${current.pid} (${current.what}, since ${current.since}). ` +
            `Stop it first (a backup of a running server: npm run db:backup). If no such process runs, delete ${file}.`,
          { cause: error },
        );
      }
      fs.rmSync(file, { force: true }); // left by a process that is gone
    }
  }
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.off('exit', release);
    held.delete(file);
    if (readHolder(file)?.pid === process.pid) fs.rmSync(file, { force: true });
  };
  process.on('exit', release);
  return { release };
}

function readHolder(file: string): Holder | null {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as Holder;
  } catch {
    return null; // gone meanwhile, or half written by a process that died writing it
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function processName(): string {
  return path.basename(process.argv[1] ?? 'node');
}
