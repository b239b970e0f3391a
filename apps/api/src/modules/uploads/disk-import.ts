import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { UPLOAD_KEY, insertUpload } from '../../lib/storage';

/**
 * Moves the files an older version kept under DATA_DIR/uploads into the database (same keys, so
 * the stored /uploads/... addresses keep working), removing each file once it is stored. Run at
 * start-up; a file whose name cannot be a key is left where it is (logged).
 */
export async function importDiskUploads(database: Database, root: string, log: FastifyBaseLogger): Promise<number> {
  const files = await listFiles(root);
  let moved = 0;
  for (const file of files) {
    const key = path.relative(root, file).split(path.sep).join('/');
    if (!UPLOAD_KEY.test(key) || key.length > 200) {
      log.warn({ file }, 'upload left on disk: its name cannot be an upload key');
      continue;
    }
    await insertUpload(database.db, key, await fs.readFile(file));
    await fs.rm(file);
    moved += 1;
  }
  if (moved > 0) log.info({ moved }, 'uploads moved from disk into the database');
  return moved;
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true }).catch(() => []);
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return listFiles(full);
      return entry.isFile() ? [full] : [];
    }),
  );
  return nested.flat();
}
