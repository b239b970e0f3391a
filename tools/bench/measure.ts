import autocannon from 'autocannon';

export interface Latency {
  requests: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  failures: number;
}

export interface Throughput {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  failures: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index];
}

/**
 * A few requests of each path first, so the measured ones do not pay for cold caches; returns the
 * slowest first request (cold: buffers, plans, and the most-reviews ranking computed on first use).
 */
export async function warmUp(baseUrl: string, paths: string[], rounds = 3): Promise<number> {
  let cold = 0;
  for (let round = 0; round < rounds; round++) {
    for (const path of paths) {
      const started = performance.now();
      const res = await fetch(baseUrl + path);
      if (res.status !== 200) throw new Error(`${path}: HTTP ${res.status} ${await res.text()}`);
      await res.arrayBuffer();
      if (round === 0) cold = Math.max(cold, performance.now() - started);
    }
  }
  return cold;
}

/** Latency of one request at a time (one connection), the paths in turn; percentiles of every response. */
export async function measureLatency(baseUrl: string, paths: string[], seconds: number): Promise<Latency> {
  const times: number[] = [];
  let failures = 0;
  const instance = autocannon({
    url: baseUrl,
    connections: 1,
    duration: seconds,
    requests: paths.map((path) => ({ path })),
  });
  instance.on('response', (_client: unknown, statusCode: number, _bytes: number, responseTime: number) => {
    if (statusCode !== 200) failures += 1;
    times.push(responseTime);
  });
  const result = await instance;
  times.sort((a, b) => a - b);
  return {
    requests: times.length,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    max: times[times.length - 1] ?? NaN,
    failures: failures + result.errors + result.timeouts,
  };
}

/** Requests per second with `connections` at once (autocannon in a worker thread, off the server's event loop). */
export async function measureThroughput(
  baseUrl: string,
  paths: string[],
  seconds: number,
  connections = 10,
): Promise<Throughput> {
  const result = await autocannon({
    url: baseUrl,
    connections,
    duration: seconds,
    workers: 1,
    requests: paths.map((path) => ({ path })),
  });
  return {
    requestsPerSecond: result.requests.total / Math.max(0.001, result.duration),
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}
