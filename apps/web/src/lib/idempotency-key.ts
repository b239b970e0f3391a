/** A random key (hex) for the Idempotency-Key header; getRandomValues works on plain http too. */
function newKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The Idempotency-Key of one kind of creating write (a review, a report, a favorite, a
 * verification): the same key for the same request until it succeeds, so that sending it again
 * after a failure the user cannot see through (a timeout, a lost connection, a 503 while the
 * database restarts) gets the first answer from the server instead of a 409 or a second write. A
 * changed request gets a new key.
 */
export function idempotencyKeys() {
  const keys = new Map<string, string>();
  return {
    /** The key to send with `request`. */
    keyFor(request: unknown): string {
      const id = JSON.stringify(request);
      let key = keys.get(id);
      if (!key) keys.set(id, (key = newKey()));
      return key;
    },
    /** `request` succeeded: the next one like it is a new write. */
    done(request: unknown) {
      keys.delete(JSON.stringify(request));
    },
  };
}

/** Sends `request` with its key and forgets the key once it succeeded. */
export async function withIdempotencyKey<T>(
  keys: ReturnType<typeof idempotencyKeys>,
  request: unknown,
  send: (key: string) => Promise<T>,
): Promise<T> {
  const answer = await send(keys.keyFor(request));
  keys.done(request);
  return answer;
}
