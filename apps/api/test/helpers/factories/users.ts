import { hashPassword } from '../../../src/lib/passwords';
import type { Database } from '../../../src/db/client';

let sequence = 0;
let cachedHash: Promise<string> | undefined;
export const FACTORY_PASSWORD = 'correct-horse-9';

export interface BuiltUser {
  id: number;
  email: string;
  name: string;
  password: string;
}

/** A user with the factory password (hashed once per test file: argon2 is slow on purpose). */
export async function buildUser(
  database: Database,
  overrides: Partial<{ email: string; name: string; password: string; avatarUrl: string | null }> = {},
): Promise<BuiltUser> {
  sequence += 1;
  const unique = `${Date.now().toString(36)}${sequence}`;
  const email = overrides.email ?? `fan${unique}@example.test`;
  const name = overrides.name ?? `Fan ${unique}`;
  const password = overrides.password ?? FACTORY_PASSWORD;
  const passwordHash =
    overrides.password === undefined
      ? await (cachedHash ??= hashPassword(FACTORY_PASSWORD))
      : await hashPassword(password);
  const [row] = await database.query<{ id: number }>(
    'insert into users (email, password_hash, name, avatar_url) values ($1, $2, $3, $4) returning id',
    [email, passwordHash, name, overrides.avatarUrl ?? null],
  );
  return { id: row.id, email, name, password };
}
