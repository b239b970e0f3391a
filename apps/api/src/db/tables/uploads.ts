import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { bytea, createdAt } from './columns';

/**
 * Uploaded files (avatars, re-encoded at upload), kept in the database so that every API instance
 * serves them. `key` is the path under /uploads/ (unique per upload: a new file gets a new key, so
 * a key's bytes never change and are served with a long cache lifetime).
 */
export const uploads = pgTable('uploads', {
  key: text('key').primaryKey(),
  contentType: text('content_type').notNull(),
  size: integer('size').notNull(),
  /** Quoted strong ETag of the bytes. */
  etag: text('etag').notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: createdAt(),
});
