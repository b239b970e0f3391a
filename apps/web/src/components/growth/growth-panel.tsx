import type { StatsRange } from '@fanlens/shared';
import clsx from 'clsx';
import { lazy, Suspense, useState } from 'react';
import { useNearViewport } from '@/lib/use-near-viewport';
import { useStatsHistory } from './get-stats-history';
import { GrowthChange } from './growth-change';
import './growth.css';

/** The chart is its own chunk, fetched with the figures once the panel nears the viewport. */
const GrowthChart = lazy(() => import('./growth-chart'));

/**
 * A page's growth: '+1,240 fans in 30 days' and the chart of its fans with a 30 days / 90 days /
 * 1 year switch. Nothing is fetched until the panel comes near the viewport; a page without
 * history (or whose history fails to load) shows nothing.
 */
export function GrowthPanel({
  creatorId,
  defaultRange = '90d',
  className,
}: {
  creatorId: number;
  defaultRange?: StatsRange;
  className?: string;
}) {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  const [range, setRange] = useState<StatsRange>(defaultRange);
  const history = useStatsHistory(creatorId, range, near);
  const data = history.data;
  // A platform that gives no fan count has nothing to chart.
  const shown = data && data.points.some((point) => point.subscribers !== null);
  return (
    <div ref={ref} className={clsx('growth', shown && className)} data-testid="growth">
      {shown && (
        <>
          {data.change30Days.subscribers !== null && <GrowthChange subscribers={data.change30Days.subscribers} />}
          <Suspense fallback={<div className="growth__placeholder" />}>
            <GrowthChart
              points={data.points}
              range={range}
              onRangeChange={setRange}
              updating={history.isPlaceholderData}
            />
          </Suspense>
        </>
      )}
    </div>
  );
}
