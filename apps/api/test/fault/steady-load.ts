import { randomBytes, randomUUID } from 'node:crypto';

/** One request of the load: when it started, how long it took, what it got (0: no answer). */
export interface Sample {
  kind: 'read' | 'write' | 'health';
  what: string;
  started: number;
  ms: number;
  status: number;
  replayed?: boolean;
}

export interface SteadyLoad {
  samples: Sample[];
  /** Reviews answered 201: id → what was asked. */
  acknowledged: Map<number, { userId: number; creatorId: number }>;
  stop(): Promise<void>;
}

/** Longest a client waits for an answer: a request that hangs shows as taking this long. */
const CLIENT_TIMEOUT_MS = 15_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A steady load of guest reads and signed-in writes against `url`, each request recorded. Readers
 * cycle through creator pages, their reviews, lists and the recent reviews. Writers sign up and
 * review creators one after the other, each review with an Idempotency-Key kept over its retries
 * (after a 503 or no answer) as a careful client does, and add favorites; a new account every
 * REVIEWS_PER_DAY reviews. A poller asks /api/health every 200 ms.
 */
export function startSteadyLoad(
  url: string,
  options: {
    readers: number;
    writers: number;
    creators: { id: number; username: string }[];
    reviewsPerAccount: number;
  },
): SteadyLoad {
  const samples: Sample[] = [];
  const acknowledged: SteadyLoad['acknowledged'] = new Map();
  let running = true;
  const { creators } = options;

  const call = async (kind: Sample['kind'], what: string, init: RequestInit & { path: string }) => {
    const started = Date.now();
    let status: number;
    let body: unknown = null;
    let replayed = false;
    try {
      const res = await fetch(`${url}${init.path}`, { ...init, signal: AbortSignal.timeout(CLIENT_TIMEOUT_MS) });
      status = res.status;
      replayed = res.headers.get('idempotent-replayed') === 'true';
      body = await res.json().catch(() => null);
    } catch {
      status = 0;
    }
    samples.push({ kind, what, started, ms: Date.now() - started, status, replayed });
    return { status, body: body as Record<string, unknown> | null };
  };

  const reader = async (n: number) => {
    for (let i = n; running; i += 1) {
      const creator = creators[i % creators.length];
      const paths = [
        ['creator', `/api/creators/details/${creator.id}`],
        ['reviews', `/api/reviews/creator/${creator.username}?limit=10`],
        ['list', '/api/creators?limit=12&sort=rated'],
        ['recent', '/api/reviews/recent?limit=6'],
      ] as const;
      const [what, path] = paths[i % paths.length];
      await call('read', what, { path });
      await sleep(25);
    }
  };

  const json = (token: string | null, payload: unknown, key?: string) => ({
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(key ? { 'idempotency-key': key } : {}),
    },
    body: JSON.stringify(payload),
  });

  /** Retries (as a client would) while the answer is 503 or missing; the same key every time. */
  const untilAnswered = async (what: string, path: string, token: string | null, payload: unknown, key?: string) => {
    for (;;) {
      const res = await call('write', what, { path, ...json(token, payload, key) });
      if ((res.status !== 0 && res.status !== 503) || !running) return res;
      await sleep(250);
    }
  };

  const signUp = async (): Promise<{ token: string; userId: number } | null> => {
    const email = `load-${randomBytes(6).toString('hex')}@example.test`;
    const res = await untilAnswered('register', '/api/auth/register', null, {
      email,
      password: 'steady-load-9',
      name: 'Load Writer',
    });
    if (res.status !== 200 || !res.body) return null;
    const user = res.body.data as { id: number };
    return { token: res.body.accessToken as string, userId: user.id };
  };

  const writer = async (n: number) => {
    let account = await signUp();
    let written = 0;
    for (let i = n * 7; running; i += 1) {
      if (!account || written >= options.reviewsPerAccount) {
        account = await signUp();
        written = 0;
        continue;
      }
      const creator = creators[i % creators.length];
      const review = { creatorId: creator.id, rating: (i % 5) + 1, comment: `Steady load review ${randomUUID()}` };
      const res = await untilAnswered('review', '/api/reviews', account.token, review, randomUUID());
      if (res.status === 201 && res.body) {
        acknowledged.set(res.body.id as number, { userId: account.userId, creatorId: creator.id });
      }
      if (res.status === 201 || res.status === 409 || res.status === 429) written += 1;
      const favorite = creators[(i * 3) % creators.length];
      await untilAnswered('favorite', '/api/favorites', account.token, { creatorId: favorite.id }, randomUUID());
      await sleep(50);
    }
  };

  const health = async () => {
    while (running) {
      await call('health', 'health', { path: '/api/health' });
      await sleep(200);
    }
  };

  const loops = [
    ...Array.from({ length: options.readers }, (_, n) => reader(n)),
    ...Array.from({ length: options.writers }, (_, n) => writer(n)),
    health(),
  ];
  return {
    samples,
    acknowledged,
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}
