import { USER_ROLES } from '../../db/tables/accounts';
import type { Database } from '../../db/client';

export type UserRole = (typeof USER_ROLES)[number];

export function isUserRole(value: unknown): value is UserRole {
  return typeof value === 'string' && (USER_ROLES as readonly string[]).includes(value);
}

/** Gives the account with this e-mail (case-insensitive) the role; false when there is no such account. */
export async function setUserRole(database: Database, email: string, role: UserRole): Promise<boolean> {
  const rows = await database.query('update users set role = $2 where lower(email) = lower($1) returning id', [
    email.trim(),
    role,
  ]);
  return rows.length > 0;
}
