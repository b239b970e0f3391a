/**
 * `npm run users:role -- --email someone@example.com --role moderator`: gives an account a role
 * (`user`, `moderator`, `admin`) in the database the server would use (DATABASE_URL, or the
 * embedded one in DATA_DIR, default ./data). Moderators see the moderation queue.
 */
import { parseArgs } from 'node:util';
import { openDatabase } from '../../db/client';
import { migrate } from '../../db/migrate';
import { USER_ROLES } from '../../db/tables/accounts';
import { isUserRole, setUserRole } from './roles';

const { values } = parseArgs({ options: { email: { type: 'string' }, role: { type: 'string' } } });
if (!values.email || !isUserRole(values.role)) {
  console.error(`Usage: npm run users:role -- --email <e-mail> --role <${USER_ROLES.join('|')}>`);
  process.exit(2);
}

try {
  const database = await openDatabase({
    databaseUrl: process.env.DATABASE_URL || undefined,
    dataDir: process.env.DATA_DIR || './data',
  });
  try {
    await migrate(database);
    if (!(await setUserRole(database, values.email, values.role))) {
      console.error(`No account has the e-mail ${values.email}.`);
      process.exitCode = 1;
    } else {
      console.log(`${values.email} now has the role ${values.role}.`);
    }
  } finally {
    await database.close();
  }
} catch (error) {
  // e.g. the embedded database is open in the running server (db/embedded-lock.ts)
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
