import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client';
import { assessWindow, type ReviewFacts } from '../../src/modules/review-checks/burst';
import { BURST_WINDOW_MINUTES } from '../../src/modules/review-checks/thresholds';
import { FACTS_SELECT, factsOf } from '../../src/modules/review-checks/window-queries';
import { createTestDatabase } from '../helpers/database';
import { loadDemoData } from '../../src/demo-data';

/**
 * The demo data's review history raises nothing: replayed review by review, as the checks see each
 * new review (the creator's reviews of the window before it), no window holds a burst.
 */
let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  await loadDemoData(database.query, { creators: 5000 });
}, 600_000);
afterAll(async () => database?.close());

/** Every window the checks would have read, one per review: the bursts found. */
function replay(reviews: readonly (ReviewFacts & { creatorId: number })[]) {
  const bursts: number[] = [];
  const windowMs = BURST_WINDOW_MINUTES * 60_000;
  let start = 0;
  for (let i = 0; i < reviews.length; i += 1) {
    const review = reviews[i];
    while (
      reviews[start].creatorId !== review.creatorId ||
      reviews[start].createdAt.getTime() < review.createdAt.getTime() - windowMs
    ) {
      start += 1;
    }
    if (assessWindow(reviews.slice(start, i + 1)).burst) bursts.push(review.id);
  }
  return bursts;
}

describe('the demo data and the unusual-activity checks', () => {
  it('raise no case on the whole review history', async () => {
    const rows = await database.query<Parameters<typeof factsOf>[0] & { creator_id: number }>(
      `select ${FACTS_SELECT}, r.creator_id from reviews r join users u on u.id = r.user_id
       order by r.creator_id, r.created_at, r.id`,
    );
    expect(rows.length).toBeGreaterThan(10_000);
    const reviews = rows.map((row) => ({ ...factsOf(row), creatorId: row.creator_id }));
    expect(replay(reviews)).toEqual([]);
  }, 120_000);

  it('would find a burst if the history had one (the replay can fail)', () => {
    const now = Date.now();
    const burst = Array.from({ length: 20 }, (_, i) => ({
      id: i + 1,
      creatorId: 7,
      userId: i + 1,
      rating: 5,
      createdAt: new Date(now + i * 30_000),
      accountCreatedAt: new Date(now - 60_000),
      confirmed: false,
      reviewedOthers: false,
      addressHash: null,
      deviceHash: null,
    }));
    expect(replay(burst).length).toBeGreaterThan(0);
  });
});
