import type { Metric, Registry } from 'prom-client';

interface Figures {
  labels: { route: string; method: string; status: string };
  count: number;
  sum: number;
  /** Answers per bucket (not cumulative): index i counts those within buckets[i] and above buckets[i - 1]. */
  perBucket: number[];
}

type Value = { labels: Record<string, string | number>; value: number; metricName?: string };

/**
 * The requests counter and latency histogram (`fanlens_http_requests_total`,
 * `fanlens_http_request_duration_seconds`): counted in plain objects on every answer (one map
 * lookup, a few additions) and handed to prom-client in its own shape only when Prometheus scrapes
 * (or the workers' figures are gathered: aggregated by sum). prom-client's own inc() and observe()
 * check and hash the labels on every call, which cost the fast path's answers, a few microseconds
 * each, a tenth of their rate.
 */
export function requestFigures(registry: Registry, buckets: readonly number[]) {
  // route → method → status → figures: three lookups and no key built per answer.
  const figures = new Map<string, Map<string, Map<number, Figures>>>();
  const all = () => [...figures.values()].flatMap((methods) => [...methods.values()].flatMap((s) => [...s.values()]));
  const counterName = 'fanlens_http_requests_total';
  const histogramName = 'fanlens_http_request_duration_seconds';

  const register = (metric: { name: string; help: string; type: 'counter' | 'histogram'; values: () => Value[] }) => {
    const { values, ...about } = metric;
    registry.registerMetric({
      ...about,
      aggregator: 'sum',
      get: async () => ({ ...about, aggregator: 'sum', values: values() }),
      reset: () => figures.clear(),
    } as unknown as Metric);
  };

  register({
    name: counterName,
    help: 'HTTP requests answered, by route pattern, method and status',
    type: 'counter',
    values: () => all().map((entry) => ({ labels: entry.labels, value: entry.count })),
  });
  register({
    name: histogramName,
    help: 'Time to answer an HTTP request, by route pattern, method and status',
    type: 'histogram',
    values: () =>
      all().flatMap((entry) => {
        let cumulative = 0;
        const bucketValues: Value[] = buckets.map((bound, index) => {
          cumulative += entry.perBucket[index];
          return { labels: { ...entry.labels, le: bound }, value: cumulative, metricName: `${histogramName}_bucket` };
        });
        return [
          ...bucketValues,
          { labels: { ...entry.labels, le: '+Inf' }, value: entry.count, metricName: `${histogramName}_bucket` },
          { labels: entry.labels, value: entry.sum, metricName: `${histogramName}_sum` },
          { labels: entry.labels, value: entry.count, metricName: `${histogramName}_count` },
        ];
      }),
  });

  return {
    /** One answered request (`route` is the route pattern). */
    observe(route: string, method: string, status: number, seconds: number) {
      let methods = figures.get(route);
      if (!methods) figures.set(route, (methods = new Map()));
      let statuses = methods.get(method);
      if (!statuses) methods.set(method, (statuses = new Map()));
      let entry = statuses.get(status);
      if (!entry) {
        entry = {
          labels: { route, method, status: String(status) },
          count: 0,
          sum: 0,
          perBucket: buckets.map(() => 0),
        };
        statuses.set(status, entry);
      }
      entry.count += 1;
      entry.sum += seconds;
      for (let index = 0; index < buckets.length; index += 1) {
        if (seconds <= buckets[index]) {
          entry.perBucket[index] += 1;
          break;
        }
      }
    },
  };
}
