import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { etagOf } from './read-cache/read-cache';

/** Where uploaded files live: the database, so every API instance serves every upload. */
export interface Storage {
  /** Stores the bytes under the key (a path such as `avatars/12-ab.webp`) and returns the public URL path. */
  put(key: string, bytes: Buffer): Promise<string>;
  /** The public URL path of the key when it is stored, else null. */
  find(key: string): Promise<string | null>;
  remove(publicUrl: string): Promise<void>;
}

export const UPLOADS_PREFIX = '/uploads';
/** Keys are relative paths of plain names: no `..`, no leading slash, nothing to escape. */
export const UPLOAD_KEY = /^[\w-]+(?:\.[\w-]+)*(?:\/[\w-]+(?:\.[\w-]+)*)*$/;

const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  avif: 'image/avif',
};

/** The content type an upload is served with, from its name (every stored avatar is WebP). */
export function contentTypeOf(key: string): string {
  return CONTENT_TYPES[key.split('.').pop()?.toLowerCase() ?? ''] ?? 'application/octet-stream';
}

function checkedKey(key: string): string {
  if (key.length > 200 || !UPLOAD_KEY.test(key)) throw new Error(`bad storage key: ${key}`);
  return key;
}

/** Stores an upload; an existing key is left as it is (keys are unique per upload). */
export async function insertUpload(db: Pick<Db, 'execute'>, key: string, bytes: Buffer): Promise<void> {
  await db.execute(sql`insert into uploads (key, content_type, size, etag, bytes)
    values (${checkedKey(key)}, ${contentTypeOf(key)}, ${bytes.length}, ${etagOf(bytes)}, ${bytes})
    on conflict (key) do nothing`);
}

export function createDatabaseStorage(db: Db): Storage {
  return {
    async put(key, bytes) {
      await insertUpload(db, key, bytes);
      return `${UPLOADS_PREFIX}/${key}`;
    },
    async find(key) {
      const found = (await db.execute(sql`select 1 as one from uploads where key = ${checkedKey(key)}`)) as unknown as {
        rows: unknown[];
      };
      return found.rows.length > 0 ? `${UPLOADS_PREFIX}/${key}` : null;
    },
    async remove(publicUrl) {
      if (!publicUrl.startsWith(`${UPLOADS_PREFIX}/`)) return;
      await db.execute(sql`delete from uploads where key = ${publicUrl.slice(UPLOADS_PREFIX.length + 1)}`);
    },
  };
}
