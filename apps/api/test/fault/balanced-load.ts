import { randomUUID } from 'node:crypto';
import { REVIEWS_PER_DAY } from '@fanlens/shared';
import { clientFrom, type Call } from './address-client';

/** One request of the load: when it started, how long it took, what it got (0: no answer) and from which instance. */
export interface BalancedSample {
  kind: 'read' | 'review' | 'register';
  started: number;
  ms: number;
  status: number;
  servedBy: string;
  reviewId?: number;
}

export interface BalancedLoad {
  samples: BalancedSample[];
  stop(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A steady load through the balancer, each client from an address of its own (127.0.1.n readers,
 * 127.0.2.n writers), so that the per-IP limits see several clients as in production. Readers
 * cycle through creator pages, their reviews, lists, a search and the recent reviews; writers sign
 * up once, then review one creator after another, each review with an Idempotency-Key. Nothing is
 * retried by the client: every failure shows in `samples`.
 */
export function startBalancedLoad(
  url: string,
  options: { readers: number; writers: number; creators: { id: number; username: string; tags: string[] }[] },
): BalancedLoad {
  const samples: BalancedSample[] = [];
  const clients: (Call & { close(): void })[] = [];
  let running = true;
  const { creators } = options;

  const call = async (
    client: Call,
    kind: BalancedSample['kind'],
    method: string,
    path: string,
    extra: Parameters<Call>[2] = {},
  ) => {
    const started = Date.now();
    const answer = await client(method, path, extra);
    const sample: BalancedSample = {
      kind,
      started,
      ms: Date.now() - started,
      status: answer.status,
      servedBy: String(answer.headers['x-served-by'] ?? '-'),
    };
    samples.push(sample);
    return { sample, answer };
  };

  const reader = async (n: number) => {
    const client = clientFrom(`127.0.1.${n + 1}`, url);
    clients.push(client);
    for (let i = n; running; i += 1) {
      const creator = creators[i % creators.length];
      const paths = [
        `/api/creators/details/${creator.username}`,
        `/api/reviews/creator/${creator.username}?limit=10`,
        '/api/creators?limit=12&sort=rated',
        `/api/creators?search=${encodeURIComponent(creator.tags[0] ?? creator.username)}`,
        '/api/reviews/recent?limit=6',
      ];
      await call(client, 'read', 'GET', paths[i % paths.length]);
      await sleep(50);
    }
  };

  const writer = async (n: number) => {
    const client = clientFrom(`127.0.2.${n + 1}`, url);
    clients.push(client);
    const { answer } = await call(client, 'register', 'POST', '/api/auth/register', {
      json: { email: `balanced-${randomUUID()}@example.test`, password: 'balanced-load-9', name: 'Balanced Writer' },
    });
    if (answer.status !== 200) return;
    const auth = { authorization: `Bearer ${JSON.parse(answer.body).accessToken as string}` };
    // Distinct creators per writer, at most a day's reviews per account.
    for (let i = 0; running && i < REVIEWS_PER_DAY; i += 1) {
      const creator = creators[(n * 13 + i) % creators.length];
      const review = { creatorId: creator.id, rating: (i % 5) + 1, comment: `Balanced load review ${randomUUID()}` };
      const { sample, answer: written } = await call(client, 'review', 'POST', '/api/reviews', {
        headers: { ...auth, 'idempotency-key': randomUUID() },
        json: review,
      });
      if (written.status === 201) sample.reviewId = JSON.parse(written.body).id as number;
      await sleep(700);
    }
  };

  const loops = [
    ...Array.from({ length: options.readers }, (_, n) => reader(n)),
    ...Array.from({ length: options.writers }, (_, n) => writer(n)),
  ];
  return {
    samples,
    async stop() {
      running = false;
      await Promise.all(loops);
      for (const client of clients) client.close();
    },
  };
}
