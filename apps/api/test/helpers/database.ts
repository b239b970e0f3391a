import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../../src/db/client';
import { migrate } from '../../src/db/migrate';

/**
 * A fresh, migrated database for one test file or test: in-memory PGlite by default; with
 * DATABASE_URL set, a new database `fanlens_t_<random>` on that server, dropped on close().
 */
export async function createTestDatabase(): Promise<Database> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const database = await openDatabase({});
    await migrate(database);
    return database;
  }

  const { url, drop } = await createServerDatabase(serverUrl);
  let database: Database;
  try {
    database = await openDatabase({ databaseUrl: url });
    await migrate(database);
  } catch (error) {
    await drop();
    throw error;
  }
  const close = database.close.bind(database);
  let dropped = false;
  return {
    ...database,
    async close() {
      await close();
      if (dropped) return;
      dropped = true;
      await drop();
    },
  };
}

/** A new empty database `fanlens_t_<random>` on the server of `serverUrl`: its URL, and how to drop it. */
export async function createServerDatabase(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `fanlens_t_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

async function adminQuery(serverUrl: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}
