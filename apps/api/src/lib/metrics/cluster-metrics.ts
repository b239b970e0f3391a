import cluster from 'node:cluster';
import { randomUUID } from 'node:crypto';
import { AggregatorRegistry, type Registry } from 'prom-client';

const REQUEST = 'fanlens:metrics-request';
const ANSWER = 'fanlens:metrics-answer';
/** A worker waits this long for the primary's sum before answering with an error. */
const WAIT_MS = 5000;

interface Answer {
  type: typeof ANSWER;
  id: string;
  text?: string;
  error?: string;
}

/**
 * The text of GET /metrics for this process's `registry`: its own in a single process; in a worker
 * of a multi-process server, every worker's figures combined by the primary (counters summed, each
 * gauge as it declares), whichever worker the scrape reached.
 */
export function clusterMetricsText(registry: Registry): () => Promise<string> {
  if (!cluster.isWorker) return () => registry.metrics();
  // Answers the primary's requests for this worker's figures (prom-client's cluster protocol).
  AggregatorRegistry.setRegistries([registry]);
  new AggregatorRegistry();
  return () =>
    new Promise((resolve, reject) => {
      const id = randomUUID();
      const timer = setTimeout(() => {
        process.off('message', listen);
        reject(new Error('the primary process did not answer with the metrics'));
      }, WAIT_MS);
      const listen = (message: Answer) => {
        if (message?.type !== ANSWER || message.id !== id) return;
        clearTimeout(timer);
        process.off('message', listen);
        if (message.error !== undefined) reject(new Error(message.error));
        else resolve(message.text ?? '');
      };
      process.on('message', listen);
      process.send?.({ type: REQUEST, id });
    });
}

/** In the primary of a multi-process server: answers a worker's request with every worker's figures combined. */
export function serveClusterMetrics(): void {
  const aggregator = new AggregatorRegistry();
  cluster.on('message', (worker, message: { type?: string; id?: string }) => {
    if (message?.type !== REQUEST) return;
    aggregator.clusterMetrics().then(
      (text) => worker.send({ type: ANSWER, id: message.id, text }),
      (error: Error) => worker.send({ type: ANSWER, id: message.id, error: error.message }),
    );
  });
}
