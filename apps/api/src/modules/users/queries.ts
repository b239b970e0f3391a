import { sql } from 'drizzle-orm';
import type { Language } from '@fanlens/shared';
import type { Database, Db } from '../../db/client';
import type { CreatorRow } from '../creators/creator-presenter';
import { creatorSelect } from '../creators/creator-select';

/** The drizzle database or a transaction of it: every write here can run inside one. */
export type Executor = Pick<Db, 'execute'>;

/** The rows of a drizzle `execute` result (both drivers answer `{ rows }`). */
export async function rowsOf<T>(result: Promise<unknown>): Promise<T[]> {
  return ((await result) as { rows: T[] }).rows;
}

export interface UserRow {
  id: number;
  email: string;
  name: string;
  avatar_url: string | null;
  password_hash: string;
  role: 'user' | 'moderator' | 'admin';
  email_confirmed_at: Date | string | null;
  /** The account's language (e-mails, API error messages). */
  language: Language;
}

const USER_COLUMNS = sql`id, email, name, avatar_url, password_hash, role, email_confirmed_at, language`;

export async function findUserById(db: Executor, userId: number): Promise<UserRow | undefined> {
  const [row] = await rowsOf<UserRow>(db.execute(sql`select ${USER_COLUMNS} from users where id = ${userId}`));
  return row;
}

/** E-mail addresses are unique case-insensitively (index on lower(email)). */
export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  const [row] = await rowsOf<UserRow>(
    db.execute(sql`select ${USER_COLUMNS} from users where lower(email) = lower(${email})`),
  );
  return row;
}

export async function insertUser(
  db: Executor,
  user: { email: string; name: string; passwordHash: string; language?: Language },
): Promise<UserRow> {
  const [row] = await rowsOf<UserRow>(
    db.execute(sql`insert into users (email, name, password_hash, language)
                   values (${user.email}, ${user.name}, ${user.passwordHash}, ${user.language ?? 'en'})
                   returning ${USER_COLUMNS}`),
  );
  return row;
}

export async function updatePasswordHash(db: Executor, userId: number, passwordHash: string): Promise<void> {
  await db.execute(sql`update users set password_hash = ${passwordHash}, updated_at = now() where id = ${userId}`);
}

/** Sets the given fields (undefined = unchanged); returns the updated row. */
export async function updateUserProfile(
  db: Executor,
  userId: number,
  changes: { name?: string; avatarUrl?: string; language?: Language },
): Promise<UserRow | undefined> {
  const [row] = await rowsOf<UserRow>(
    db.execute(sql`update users
                   set name = coalesce(${changes.name ?? null}::text, name),
                       avatar_url = coalesce(${changes.avatarUrl ?? null}::text, avatar_url),
                       language = coalesce(${changes.language ?? null}::text, language),
                       updated_at = now()
                   where id = ${userId}
                   returning ${USER_COLUMNS}`),
  );
  return row;
}

/** The creator pages the user has claimed (verified), first verified first, with the user as viewer. */
export async function findClaimedCreators(database: Database, userId: number): Promise<CreatorRow[]> {
  return database.query<CreatorRow>(
    `select ${creatorSelect('$1')} from creators c where c.user_id = $1::int and c.verified
     order by c.verified_at, c.id`,
    [userId],
  );
}

/** True for a unique-constraint violation (Postgres 23505), whichever driver or wrapper threw it. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string })?.code ?? (error as { cause?: { code?: string } })?.cause?.code;
  return code === '23505';
}

/** The creators a user has reviewed (where the user's name and avatar are shown). */
export async function reviewedCreatorIds(db: Executor, userId: number): Promise<number[]> {
  const rows = await rowsOf<{ creator_id: number }>(
    db.execute(sql`select creator_id from reviews where user_id = ${userId}`),
  );
  return rows.map((row) => row.creator_id);
}
