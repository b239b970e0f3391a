import clsx from 'clsx';
import { type CSSProperties, type PointerEvent, type ReactNode, useId, useState } from 'react';
import type { PlotPoint } from './chart-scale';
import './chart-frame.css';

/** A label on an axis at `at` percent of the plot (x from the left, y from the top). */
export interface ChartTick {
  at: number;
  label: string;
}

/** A series' colour (the product's tokens). */
export type ChartTone = 'accent' | 'muted' | 'amber' | 'teal' | 'violet';

export interface ChartSeries {
  /** Names the series' path (`data-series`), for tests and styles. */
  id: string;
  /** Shown in the legend when a chart has more than one series. */
  label: string;
  /** The SVG path in the plot's 0–100 box (see linePath). */
  path: string;
  tone: ChartTone;
  dashed?: boolean;
}

/** A point the tooltip can show: where it is, its heading (a date) and its figures. */
export interface ChartMark extends PlotPoint {
  title: string;
  lines: string[];
}

/** The figures as a table for screen readers: column headings, then one row per point. */
export interface ChartTable {
  head: string[];
  rows: string[][];
}

export interface ChartFrameProps {
  title: string;
  /** One sentence read before the table (the chart's gist). */
  summary?: string;
  table: ChartTable;
  xTicks: ChartTick[];
  yTicks: ChartTick[];
  series: ChartSeries[];
  marks?: ChartMark[];
  /** Draws each mark as a dot (a few points, like months); otherwise only the hovered one shows. */
  dots?: boolean;
  /** The plot's height in px (labels included). */
  height?: number;
  /** Beside the title (e.g. a range switch). */
  action?: ReactNode;
  className?: string;
  'data-testid'?: string;
}

/** The nearest mark to a place across the plot. */
const nearest = (marks: ChartMark[], x: number) =>
  marks.reduce<number>(
    (best, mark, index) => (best < 0 || Math.abs(mark.x - x) < Math.abs(marks[best].x - x) ? index : best),
    -1,
  );

/**
 * What the product's charts share: a titled figure, a table copy of its figures for screen
 * readers, y labels in a column sized to the longest, a grid line per y label, x labels under
 * the plot, the series as one small SVG stretched to its box (strokes and dots keep their size,
 * `vector-effect`), and a tooltip of the nearest point under the pointer. No charting library:
 * the charts' owners turn their figures into ticks and paths (chart-scale.ts, chart-days.ts).
 */
export function ChartFrame({
  title,
  summary,
  table,
  xTicks,
  yTicks,
  series,
  marks = [],
  dots = false,
  height = 140,
  action,
  className,
  'data-testid': testId,
}: ChartFrameProps) {
  const id = useId();
  const [active, setActive] = useState(-1);
  const mark = active >= 0 ? marks[active] : undefined;
  const yWidth = Math.max(1, ...yTicks.map((tick) => tick.label.length));
  const style = { '--chart-y-width': `${yWidth}ch`, height: `${height}px` } as CSSProperties;
  const track = (event: PointerEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width > 0 && marks.length > 0) setActive(nearest(marks, ((event.clientX - box.left) / box.width) * 100));
  };
  return (
    <figure className={clsx('chart', className)} aria-labelledby={`${id}-title`} data-testid={testId}>
      <div className="chart__head">
        <figcaption id={`${id}-title`} className="chart__title">
          {title}
        </figcaption>
        {action}
      </div>
      {summary && <p className="visually-hidden">{summary}</p>}
      {/* In a hidden box: a table is never narrower than its cells, so hidden itself it would widen the page. */}
      <div className="visually-hidden">
        <table>
          <thead>
            <tr>
              {table.head.map((heading) => (
                <th key={heading} scope="col">
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row, index) => (
              <tr key={index}>
                {row.map((cell, column) =>
                  column === 0 ? (
                    <th key={column} scope="row">
                      {cell}
                    </th>
                  ) : (
                    <td key={column}>{cell}</td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="chart__plot" style={style} aria-hidden="true">
        <ol className="chart__y">
          {yTicks.map((tick) => (
            <li key={tick.at} style={{ top: `${tick.at}%` }}>
              {tick.label}
            </li>
          ))}
        </ol>
        <div className="chart__area" onPointerMove={track} onPointerLeave={() => setActive(-1)}>
          <svg className="chart__svg" viewBox="0 0 100 100" preserveAspectRatio="none" focusable="false">
            {yTicks.map((tick) => (
              <path key={tick.at} className="chart__grid" d={`M0 ${tick.at} H100`} />
            ))}
            {mark && <path className="chart__guide" d={`M${mark.x} 0 V100`} />}
            {series.map((line) => (
              <path
                key={line.id}
                className={clsx('chart__line', `chart__line--${line.tone}`, line.dashed && 'chart__line--dashed')}
                d={line.path}
                data-series={line.id}
              />
            ))}
            {dots &&
              marks.map((point, index) => <path key={index} className="chart__dot" d={`M${point.x} ${point.y} h0`} />)}
            {mark && <path className="chart__dot chart__dot--active" d={`M${mark.x} ${mark.y} h0`} />}
          </svg>
          {mark && (
            <div
              className="chart__tooltip"
              // Shifted by the share of its own width the point is across: always inside the plot.
              style={{ left: `${mark.x}%`, transform: `translateX(-${mark.x}%)` }}
              data-testid="chart-tooltip"
            >
              <strong>{mark.title}</strong>
              {mark.lines.map((line) => (
                <span key={line}>{line}</span>
              ))}
            </div>
          )}
        </div>
        <ol className={clsx('chart__x', xTicks.length > 7 && 'chart__x--dense')}>
          {xTicks.map((tick) => (
            <li
              key={`${tick.at}-${tick.label}`}
              className={clsx(tick.at < 6 && 'chart__tick--start', tick.at > 94 && 'chart__tick--end')}
              style={{ left: `${tick.at}%` }}
            >
              {tick.label}
            </li>
          ))}
        </ol>
      </div>
      {series.length > 1 && (
        <ul className="cluster chart__legend">
          {series.map((line) => (
            <li
              key={line.id}
              className={clsx('chart__key', `chart__key--${line.tone}`, line.dashed && 'chart__key--dashed')}
            >
              {line.label}
            </li>
          ))}
        </ul>
      )}
    </figure>
  );
}
