import type { Database } from './client';

/**
 * A value computed from a database and kept for each database until it expires: a fresh one, or
 * the stale one while a new one is computed (one at a time); the first is waited for. `compute`
 * returns the value and how long it stays fresh (ms); `waited` says whether a request waits for it
 * (the first) or it is computed in the background.
 */
export function refreshedPerDatabase<T>(
  compute: (database: Database, context: { waited: boolean }) => Promise<{ value: T; ttl: number }>,
): (database: Database) => Promise<T> {
  const slots = new WeakMap<Database, { value?: T; expires: number; refreshing?: Promise<T> }>();
  return (database) => {
    // A public read's database (read replicas) shares the slot of its primary.
    const key = database.primary ?? database;
    let slot = slots.get(key);
    if (!slot) slots.set(key, (slot = { expires: 0 }));
    const { value } = slot;
    if (value !== undefined && slot.expires > Date.now()) return Promise.resolve(value);
    if (!slot.refreshing) {
      const owner = slot;
      owner.refreshing = compute(database, { waited: value === undefined })
        .then((computed) => {
          [owner.value, owner.expires] = [computed.value, Date.now() + computed.ttl];
          return computed.value;
        })
        .finally(() => (owner.refreshing = undefined));
      owner.refreshing.catch(() => undefined);
    }
    return value !== undefined ? Promise.resolve(value) : slot.refreshing!;
  };
}
