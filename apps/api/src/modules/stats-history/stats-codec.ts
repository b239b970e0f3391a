/** The counters a history point holds, in the order they are encoded. */
export const HISTORY_COUNTERS = ['subscribers', 'likes', 'posts', 'photos', 'videos'] as const;
export type HistoryCounter = (typeof HISTORY_COUNTERS)[number];

/** A creator's counters on a day: what a history point records. */
export type Counters = Record<HistoryCounter, number | null>;

/** A dated point of a creator's history. */
export interface DatedPoint {
  date: string;
  values: Counters;
}

/** A creator's counters on one day of a month (1–31); null where the platform publishes none. */
export interface StatsPoint {
  day: number;
  values: Record<HistoryCounter, number | null>;
}

/** Flag of a point's first byte: a byte of which counters are published follows. */
const PUBLISHED_FOLLOWS = 0x80;

/**
 * The points of one creator's month, compactly (a few bytes a point; decision 037): per point, one
 * byte with the day (bits 0–4) and whether a byte of the published counters follows (bit 7: the
 * first point, and whenever that set changes), one byte of the counters that changed since the point
 * before, then for each changed counter its change as a zigzag varint (the first value of a counter
 * is its change from 0). A counter that changes by a hundred a day costs two bytes; one that keeps
 * its value costs nothing. Points are sorted by day, at most one per day.
 */
export function encodeMonth(points: readonly StatsPoint[]): Buffer {
  const bytes: number[] = [];
  let published = -1;
  const last = zeros();
  for (const point of [...points].sort((a, b) => a.day - b.day)) {
    if (!Number.isInteger(point.day) || point.day < 1 || point.day > 31) throw new RangeError(`bad day ${point.day}`);
    const mask = HISTORY_COUNTERS.reduce(
      (bits, counter, bit) => (point.values[counter] === null ? bits : bits | (1 << bit)),
      0,
    );
    if (mask !== published) {
      bytes.push(point.day | PUBLISHED_FOLLOWS, mask);
      // A counter that becomes published starts again from 0.
      HISTORY_COUNTERS.forEach((counter, bit) => {
        if (published < 0 || !(published & (1 << bit))) last[counter] = 0;
      });
      published = mask;
    } else bytes.push(point.day);
    let changed = 0;
    const deltas: number[] = [];
    HISTORY_COUNTERS.forEach((counter, bit) => {
      const value = point.values[counter];
      if (value === null) return;
      if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`bad ${counter} ${value}`);
      if (value === last[counter]) return;
      changed |= 1 << bit;
      deltas.push(value - last[counter]);
      last[counter] = value;
    });
    bytes.push(changed);
    for (const delta of deltas) writeVarint(bytes, delta >= 0 ? delta * 2 : -delta * 2 - 1);
  }
  return Buffer.from(bytes);
}

const zeros = (): Record<HistoryCounter, number> => ({ subscribers: 0, likes: 0, posts: 0, photos: 0, videos: 0 });

export function decodeMonth(buffer: Uint8Array): StatsPoint[] {
  const points: StatsPoint[] = [];
  const last = zeros();
  let published = 0;
  let at = 0;
  while (at < buffer.length) {
    const head = buffer[at++];
    const day = head & 0x1f;
    if (head & PUBLISHED_FOLLOWS) {
      const next = buffer[at++];
      // A counter that becomes published starts again from 0.
      HISTORY_COUNTERS.forEach((counter, bit) => {
        if (!(published & (1 << bit)) && next & (1 << bit)) last[counter] = 0;
      });
      published = next;
    }
    const changed = buffer[at++];
    const values = {} as Record<HistoryCounter, number | null>;
    HISTORY_COUNTERS.forEach((counter, bit) => {
      if (!(published & (1 << bit))) {
        values[counter] = null;
        return;
      }
      if (changed & (1 << bit)) {
        const [zigzag, next] = readVarint(buffer, at);
        at = next;
        last[counter] += zigzag % 2 === 0 ? zigzag / 2 : -(zigzag + 1) / 2;
      }
      values[counter] = last[counter];
    });
    points.push({ day, values });
  }
  return points;
}

/** Appends `value` (a whole number ≥ 0, up to 2^53) as a varint: 7 bits a byte, low bits first. */
function writeVarint(bytes: number[], value: number) {
  let rest = value;
  while (rest >= 0x80) {
    bytes.push((rest % 0x80) | 0x80);
    rest = Math.floor(rest / 0x80);
  }
  bytes.push(rest);
}

function readVarint(buffer: Uint8Array, from: number): [number, number] {
  let value = 0;
  let scale = 1;
  let at = from;
  for (;;) {
    const byte = buffer[at++];
    if (byte === undefined) throw new RangeError('truncated history');
    value += (byte & 0x7f) * scale;
    if (byte < 0x80) return [value, at];
    scale *= 0x80;
  }
}
