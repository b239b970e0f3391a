import { describe, expect, it } from 'vitest';
import { formatsFor } from '@/lib/formats';

/**
 * Compact counts stay short enough for a fifth of the creator page's stats strip: a number and its
 * unit joined by a no-break space (never split over two lines), no decimal from 100 of a unit on.
 */
describe('compact counts', () => {
  it.each([
    ['de', 78_400, '78,4\u00a0Tsd.'],
    ['de', 123_456, '123\u00a0Tsd.'],
    ['de', 999_499, '999\u00a0Tsd.'],
    ['de', 999_600, '1\u00a0Mio.'],
    ['de', 1_828_538, '1,8\u00a0Mio.'],
    ['es', 78_400, '78,4\u00a0mil'],
    ['es', 123_456, '123\u00a0mil'],
    ['es', 1_828_538, '1,8\u00a0M'],
    ['es', 950, '950'],
  ])('%s %d → %s', (language, value, text) => {
    expect(formatsFor(language).compact(value)).toBe(text);
  });
});
