import { describe, expect, it } from 'vitest';
import { decodeMonth, encodeMonth, type StatsPoint } from '../src/modules/stats-history/stats-codec';

const point = (
  day: number,
  subscribers: number | null,
  likes: number | null,
  posts: number | null = 3,
): StatsPoint => ({
  day,
  values: { subscribers, likes, posts, photos: null, videos: 0 },
});

describe('the stats history codec', () => {
  it('gives back what it was given: growth, drops, unpublished counters and ones published again', () => {
    const month = [
      point(1, 1000, 50_000),
      point(2, 1100, 50_000),
      point(3, 950, 49_000, 4),
      point(5, null, 49_500, 4),
      point(6, 10, 49_500, 4),
      point(31, 2_147_483_647, 0, 0),
    ];
    expect(decodeMonth(encodeMonth(month))).toEqual(month);
    expect(decodeMonth(encodeMonth([]))).toEqual([]);
    // Sorted by day, whatever the order given.
    expect(decodeMonth(encodeMonth([month[1], month[0]]))).toEqual([month[0], month[1]]);
  });

  it('keeps a daily point in a few bytes: two counters changing by hundreds, three steady', () => {
    const days = Array.from({ length: 31 }, (_, i) => point(i + 1, 120_000 + i * 150, 2_000_000 + i * 900));
    const bytes = encodeMonth(days).length;
    expect(decodeMonth(encodeMonth(days))).toEqual(days);
    // The first point holds the values (up to 4 bytes each), the others a day, a mask and two changes.
    expect(bytes).toBeLessThanOrEqual(31 * 6 + 12);
  });

  it('refuses a bad day or a negative counter', () => {
    expect(() => encodeMonth([point(0, 1, 1)])).toThrow(RangeError);
    expect(() => encodeMonth([point(32, 1, 1)])).toThrow(RangeError);
    expect(() => encodeMonth([point(2, -1, 1)])).toThrow(RangeError);
  });
});
