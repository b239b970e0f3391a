/** What the product's charts (Recharts) have in common: axis ticks, grid, tooltip, series lines. */

/** Axis ticks in the muted text colour, at `fontSize` px. */
export const chartAxis = (fontSize: number) => ({ stroke: '#8a8a9e', fontSize });

export const CHART_GRID = 'rgba(255, 255, 255, 0.08)';

export const CHART_TOOLTIP = {
  contentStyle: { background: '#1b1b25', border: '1px solid rgba(255,255,255,0.16)', borderRadius: 10 },
  labelStyle: { color: '#f5f5f7' },
};

/** A series as a bare line: no dots, drawn at once (no animation). */
export const SERIES_LINE = { dot: false, isAnimationActive: false } as const;
