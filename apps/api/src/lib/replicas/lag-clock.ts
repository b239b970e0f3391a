/** The primary's WAL position as seen at one moment. */
interface Sample {
  at: number;
  lsn: bigint;
}

export interface Lag {
  /** How long the primary has held WAL the replica has not replayed (0: caught up with the last sample). */
  ms: number;
  /** WAL bytes between the primary's last known position and the replica's. */
  bytes: number;
}

/**
 * The primary's WAL position sampled over time, so a replica's replay position can be told in time
 * as well as in bytes: a replica is as far behind as the primary's first sample it has not reached
 * is old. Samples of an unchanged position are not repeated; those older than `keepMs` are dropped.
 */
export function createLagClock(keepMs: number) {
  const samples: Sample[] = [];
  return {
    record(lsn: bigint, at = Date.now()) {
      const last = samples.at(-1);
      if (!last || lsn > last.lsn) samples.push({ at, lsn });
      while (samples.length > 1 && samples[1]!.at < at - keepMs) samples.shift();
    },
    /** Null until the primary has been sampled once. */
    lagOf(replayed: bigint, now = Date.now()): Lag | null {
      const last = samples.at(-1);
      if (!last) return null;
      if (replayed >= last.lsn) return { ms: 0, bytes: 0 };
      const first = samples.find((sample) => sample.lsn > replayed) ?? last;
      return { ms: Math.max(0, now - first.at), bytes: Number(last.lsn - replayed) };
    },
  };
}
