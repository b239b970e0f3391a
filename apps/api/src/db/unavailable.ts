/** Refused without trying: the pool found the database server unreachable and is waiting for it (server-pool.ts). */
export class DatabaseUnavailableError extends Error {
  constructor(reason: string) {
    super(`the database server is unreachable (${reason})`);
    this.name = 'DatabaseUnavailableError';
  }
}

/** Socket errors of a server that is down, restarting or out of reach. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ECONNABORTED',
]);

/**
 * SQLSTATEs of a server that cannot serve now: connection exceptions (class 08), shut down by an
 * administrator or a crash, starting up or shutting down, out of connections.
 */
const UNAVAILABLE_STATES = /^(08...|57P0[123]|53300)$/;

/** What node-postgres says when a connection dies under it or cannot be made in time. */
const DRIVER_MESSAGES = /^(Connection terminated|timeout exceeded when trying to connect)|is not queryable$/;

/** The errors behind `error`: itself, its `cause` chain and an AggregateError's members. */
function* causes(error: unknown, depth = 0): Generator<Record<string, unknown>> {
  if (depth > 5 || !error || typeof error !== 'object') return;
  const item = error as Record<string, unknown>;
  yield item;
  yield* causes(item.cause, depth + 1);
  if (Array.isArray(item.errors)) for (const member of item.errors) yield* causes(member, depth + 1);
}

/**
 * Whether an error means the database could not be reached or lost the connection (an outage),
 * rather than a refused statement: such a request is answered 503 with Retry-After.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const item of causes(error)) {
    if (item instanceof DatabaseUnavailableError) return true;
    const code = typeof item.code === 'string' ? item.code : '';
    if (SOCKET_CODES.has(code) || UNAVAILABLE_STATES.test(code)) return true;
    if (typeof item.message === 'string' && DRIVER_MESSAGES.test(item.message)) return true;
  }
  return false;
}

/**
 * Whether a failed connection is a configuration mistake that waiting will not mend: wrong
 * credentials (28000, 28P01) or no such database (3D000). A start fails at once on these.
 */
export function isConfigurationError(error: unknown): boolean {
  for (const item of causes(error)) {
    if (typeof item.code === 'string' && /^(28000|28P01|3D000)$/.test(item.code)) return true;
  }
  return false;
}
