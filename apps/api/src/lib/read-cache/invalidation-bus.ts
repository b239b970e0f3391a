/**
 * How a read cache learns about invalidations made by other instances. `current()` resolves true
 * when this instance has applied every invalidation acknowledged before the call; answers are
 * computed and not kept while it is false.
 */
export interface InvalidationBus {
  current(): Promise<boolean>;
  /** Whether no invalidation is known to be missing right now. */
  isCurrent(): boolean;
  /**
   * Tells every other instance; resolves once they are bound to see it. Never rejects: when the
   * invalidation cannot be shared, this instance stops using its cache until it can (see redis-bus.ts).
   */
  publish(tags: readonly string[]): Promise<void>;
  onInvalidate(listener: (tags: readonly string[]) => void): void;
  /** Called when invalidations may have been missed (a lost connection): drop everything. */
  onReset(listener: () => void): void;
  close(): Promise<void>;
}

/** One process (the embedded database, or a server without REDIS_URL): nothing to tell anyone. */
export function createLocalBus(): InvalidationBus {
  return {
    current: async () => true,
    isCurrent: () => true,
    publish: async () => undefined,
    onInvalidate: () => undefined,
    onReset: () => undefined,
    close: async () => undefined,
  };
}
