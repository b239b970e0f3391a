/**
 * `fetch` shared by concurrent callers, each given a result fetched after its call: one fetch at a
 * time; a caller arriving while one is under way waits for the next, which starts once that one ends
 * and serves every caller that arrived meanwhile. So the cost does not grow with the callers, and
 * nobody gets an answer older than their call (e.g. a sequence number or a WAL position that must
 * cover every write acknowledged before the call).
 */
export function freshFetch<T>(fetch: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | null = null;
  let queued: Promise<T> | null = null;
  const start = () => {
    const fetching = fetch();
    running = fetching;
    const done = () => {
      if (running === fetching) running = null;
    };
    void fetching.then(done, done);
    return fetching;
  };
  return () => {
    if (!running) return start();
    queued ??= running
      .catch(() => undefined)
      .then(() => {
        queued = null;
        return start();
      });
    return queued;
  };
}
