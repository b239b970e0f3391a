import autocannon from 'autocannon';

/** Seconds of one autocannon run (BENCH_SECONDS) and its connections (BENCH_CONNECTIONS). */
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 64);

export interface Run {
  rps: number;
  /** Answers received in the run. */
  requests: number;
  p50: number;
  p99: number;
  errors: number;
}

/** One autocannon run: for SECONDS, or (`amount`) until that many requests have been answered. */
export async function cannon(
  url: string,
  requests?: Parameters<typeof autocannon>[0]['requests'],
  amount?: number,
): Promise<Run> {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    timeout: 30,
    requests,
    ...(amount ? { amount } : { duration: SECONDS }),
  });
  if (amount) {
    return {
      rps: result.requests.total / Math.max(0.001, result.duration),
      requests: result.requests.total,
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: result.errors + result.timeouts + result.non2xx,
    };
  }
  return {
    rps: result.requests.average,
    requests: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

export async function json<T>(url: string): Promise<T> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
  return (await res.json()) as T;
}

export type Card = { username: string; tags: string[]; reviewsStatistic: { reviewCount: number } };

/** The endpoints of the table, with real values from the target's data. */
export async function endpoints(base: string): Promise<{ name: string; path: string }[]> {
  const rated = await json<{ results: Card[] }>(`${base}/api/creators?sort=rated&limit=1`);
  const top = rated.results[0];
  const term = top.tags[0] ?? top.username;
  return [
    { name: 'creator details', path: `/api/creators/details/${top.username}` },
    { name: 'creator reviews', path: `/api/reviews/creator/${top.username}` },
    { name: 'creator list, default', path: '/api/creators' },
    { name: 'search term', path: `/api/creators?search=${encodeURIComponent(term)}` },
    {
      name: 'filter combination',
      path: '/api/creators?platform=onlyfans&price=5to15&rating=4&gender=female&sort=liked',
    },
    { name: 'deep page (page 50, by likes)', path: '/api/creators?sort=liked&offset=490' },
    { name: 'home slider (most reviews)', path: '/api/creators/most-reviews' },
    { name: 'trends', path: '/api/creators/trends' },
    { name: 'recent reviews', path: '/api/reviews/recent' },
  ];
}
