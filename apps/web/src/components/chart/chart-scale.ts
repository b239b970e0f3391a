/** Where values sit in a chart frame's plot: percent of its box, x from the left and y from the top. */

export interface PlotPoint {
  x: number;
  y: number;
}

/** A value's place along an axis from `min` (0) to `max` (100); the middle when the two are equal. */
export const placeOf = (value: number, min: number, max: number) =>
  max > min ? ((value - min) / (max - min)) * 100 : 50;

/** A value's place down the plot: `max` at the top (0), `min` at the bottom (100). */
export const heightOf = (value: number, min: number, max: number) => 100 - placeOf(value, min, max);

/**
 * About `count` round steps (1, 2, 2.5 or 5 × 10ⁿ) covering `min` to `max`, smallest first; the
 * first is at or under `min` and the last at or over `max`, so the ticks are the axis' domain.
 */
export function niceTicks(min: number, max: number, count = 4): number[] {
  if (!Number.isFinite(min) || !Number.isFinite(max)) return [0, 1];
  if (max <= min) {
    // A flat line sits in the middle of a small range around it.
    const pad = Math.max(1, Math.abs(max) * 0.05);
    [min, max] = [Math.max(0, min - pad), max + pad];
  }
  const raw = (max - min) / Math.max(1, count - 1);
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].map((factor) => factor * power).find((candidate) => candidate >= raw) ?? raw;
  const first = Math.floor(min / step) * step;
  const ticks: number[] = [];
  for (let tick = first; tick < max + step; tick += step) {
    ticks.push(Number(tick.toPrecision(12)));
    if (tick >= max) break;
  }
  return ticks;
}

/** Hundredths of a percent: finer than a pixel on any chart, and a year of points stays short. */
const round = (value: number) => Math.round(value * 100) / 100;

/** An SVG path through the points; `step` holds each value until the next point (a price, a count). */
export function linePath(points: PlotPoint[], { step = false, until }: { step?: boolean; until?: number } = {}) {
  const parts = points.map((point, index) => {
    const [x, y] = [round(point.x), round(point.y)];
    if (index === 0) return `M${x} ${y}`;
    return step ? `H${x} V${y}` : `L${x} ${y}`;
  });
  const last = points.at(-1);
  // A held value runs on to `until` (the plot's right edge, today).
  if (step && last && until !== undefined && until > last.x) parts.push(`H${until}`);
  return parts.join(' ');
}
