import type { Database } from './client';
import { SESSION_SETTINGS } from './client';

/**
 * Makes SESSION_SETTINGS the defaults of FanLens's role in the server database, so every new session
 * has them, whoever opens it: a connection through PgBouncer in transaction mode, which does not
 * pass on a client's startup settings (`options`), gets them from the server (decision 036). Set
 * with `ALTER ROLE current_user IN DATABASE …` (any role may set its own defaults) after every
 * migration run; the embedded database sets them on its one session (client.ts). Returns whether
 * they could be set.
 */
export async function applyDatabaseSettings(database: Database): Promise<boolean> {
  if (database.kind !== 'server') return true;
  try {
    for (const [name, value] of Object.entries(SESSION_SETTINGS)) {
      if (!/^[a-z_]+(\.[a-z_]+)?$/.test(name)) throw new Error(`not a setting name: ${name}`);
      // PostgreSQL quotes the database and the value itself (format's %I and %L).
      const [{ statement }] = await database.query<{ statement: string }>(
        `select format('alter role current_user in database %I set ${name} = %L', current_database(), $1::text) as statement`,
        [value],
      );
      await database.query(statement);
    }
    return true;
  } catch {
    return false;
  }
}
