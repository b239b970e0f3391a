/** The Postgres error behind a driver or drizzle error (drizzle wraps it as `cause`), if any. */
function postgresError(error: unknown): { code?: string; constraint?: string } | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) {
      return {
        code: candidate.code,
        constraint: typeof candidate.constraint === 'string' ? candidate.constraint : undefined,
      };
    }
    current = candidate.cause;
  }
  return undefined;
}

/** SQLSTATE 23505: a UNIQUE or primary key constraint refused the row. */
export function isUniqueViolation(error: unknown): boolean {
  return postgresError(error)?.code === '23505';
}

/** SQLSTATE 23503: a referenced row is missing; `constraint` narrows it to one foreign key. */
export function isForeignKeyViolation(error: unknown, constraintPart?: string): boolean {
  const found = postgresError(error);
  if (found?.code !== '23503') return false;
  return constraintPart === undefined || (found.constraint ?? '').includes(constraintPart);
}
