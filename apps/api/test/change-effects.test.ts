import { describe, expect, it } from 'vitest';
import type { Change, ChangeKind } from '../src/lib/changes/change';
import { CHANGE_EFFECTS } from '../src/lib/changes/change-effects';
import { createChangeRecorder } from '../src/lib/changes/change-recorder';
import { createLocalBus } from '../src/lib/read-cache/invalidation-bus';
import { cacheTags, creatorCardsTags, creatorListTags } from '../src/lib/read-cache/cache-tags';
import { createReadCache } from '../src/lib/read-cache/read-cache';

/**
 * The table of changes, kind by kind: which cached answers each drops, and that every other one
 * stays cached. The answers carry the tags their reads give them (cache-tags.ts); X is the creator
 * the change is about, Y another one, and the author A has reviewed R.
 */
const X = 1;
const Y = 2;
const R = 3;
const A = 10;

const any = { rating: 'any' } as const;
const ANSWERS: Record<string, readonly string[]> = {
  'page X': [cacheTags.creator(X)],
  'page Y': [cacheTags.creator(Y)],
  'reviews X': [cacheTags.creatorReviews(X)],
  'reviews Y': [cacheTags.creatorReviews(Y)],
  'reviews R': [cacheTags.creatorReviews(R)],
  'recent reviews': [cacheTags.recentReviews],
  'liked list showing X': creatorListTags({ ...any, sort: 'liked' }, [X, Y]),
  'liked list without X': creatorListTags({ ...any, sort: 'liked' }, [Y]),
  'subscribers list without X': creatorListTags({ ...any, sort: 'subscribers' }, [Y]),
  'growing list without X': creatorListTags({ ...any, sort: 'growing' }, [Y]),
  'relevant list without X': creatorListTags({ ...any, sort: 'relevant' }, [Y]),
  'rated list without X': creatorListTags({ ...any, sort: 'rated' }, [Y]),
  'top list without X': creatorListTags({ ...any, sort: 'top' }, [Y]),
  '4-star liked list without X': creatorListTags({ rating: '4', sort: 'liked' }, [Y]),
  'deals showing X': creatorCardsTags([X]),
  'deals without X': creatorCardsTags([Y]),
  categories: [cacheTags.categories],
  trends: [cacheTags.trends],
};

const REVIEW_MOVED = [
  'page X',
  'reviews X',
  'recent reviews',
  'liked list showing X',
  'relevant list without X',
  'rated list without X',
  'top list without X',
  '4-star liked list without X',
  'deals showing X',
];
const EVERY_LIST = Object.keys(ANSWERS).filter((name) => / list |^deals /.test(name));

/** Each kind: an example, and the answers it drops (the others must stay). */
const EXPECTED: { [K in ChangeKind]: { change: Extract<Change, { kind: K }>; drops: string[] } } = {
  'review.created': {
    change: { kind: 'review.created', creatorId: X, authorId: A },
    drops: [...REVIEW_MOVED, 'reviews R'],
  },
  'review.edited': { change: { kind: 'review.edited', creatorId: X }, drops: REVIEW_MOVED },
  'review.deleted': {
    change: { kind: 'review.deleted', creatorId: X, authorId: A },
    drops: [...REVIEW_MOVED, 'reviews R'],
  },
  'review.moderated': {
    change: { kind: 'review.moderated', creatorId: X, authorId: A },
    drops: [...REVIEW_MOVED, 'reviews R'],
  },
  'case.decided': {
    change: { kind: 'case.decided', creatorId: X, authorIds: [A] },
    drops: [...REVIEW_MOVED, 'reviews R'],
  },
  'reply.written': { change: { kind: 'reply.written', creatorId: X }, drops: ['reviews X', 'recent reviews'] },
  'helpful.moved': { change: { kind: 'helpful.moved', creatorId: X }, drops: ['reviews X', 'recent reviews'] },
  'author.shown': { change: { kind: 'author.shown', authorId: A }, drops: ['reviews R', 'recent reviews'] },
  'account.deleted': {
    change: { kind: 'account.deleted', reviewedCreatorIds: [X], votedCreatorIds: [Y], releasedCreatorIds: [] },
    drops: [...REVIEW_MOVED, 'reviews Y'],
  },
  'creator.verified': { change: { kind: 'creator.verified', creatorId: X }, drops: ['page X', ...EVERY_LIST] },
  'creator.edited': {
    change: { kind: 'creator.edited', creatorIds: [X] },
    drops: ['page X', 'reviews X', 'recent reviews', ...EVERY_LIST, 'categories'],
  },
  'creator.added': {
    change: { kind: 'creator.added', creatorIds: [X] },
    drops: ['page X', 'reviews X', 'recent reviews', ...EVERY_LIST, 'categories'],
  },
  'creator.reported': { change: { kind: 'creator.reported', creatorId: X }, drops: ['page X'] },
  'top.rescored': { change: { kind: 'top.rescored' }, drops: ['top list without X'] },
  'growth.rescored': { change: { kind: 'growth.rescored' }, drops: EVERY_LIST },
  'trends.counted': { change: { kind: 'trends.counted' }, drops: ['trends'] },
};

/** A read cache holding every answer above, and a recorder in front of it. */
async function world() {
  const cache = createReadCache({ maxBytes: 1 << 20, bus: createLocalBus() });
  for (const [name, tags] of Object.entries(ANSWERS)) await cache.get(name, async () => ({ body: name, tags }));
  const steps: string[] = [];
  const recorder = createChangeRecorder({
    noteWrite: async () => void steps.push('write mark'),
    invalidate: async (tags) => {
      steps.push('invalidate');
      await cache.invalidate(tags);
    },
    lookups: { creatorsReviewedBy: async (userId) => (userId === A ? [R] : []) },
  });
  /** The answers still cached (a read of a dropped one computes it again). */
  const kept = async () => {
    const names: string[] = [];
    for (const name of Object.keys(ANSWERS)) {
      let computed = false;
      await cache.get(name, async () => {
        computed = true;
        return { body: name, tags: ANSWERS[name], keep: false };
      });
      if (!computed) names.push(name);
    }
    return names;
  };
  return { recorder, kept, steps };
}

describe('the table of changes', () => {
  it('has an expectation for every kind', () => {
    expect(Object.keys(EXPECTED).sort()).toEqual(Object.keys(CHANGE_EFFECTS).sort());
  });

  for (const [kind, { change, drops }] of Object.entries(EXPECTED)) {
    it(`${kind} drops only what it can move`, async () => {
      const { recorder, kept, steps } = await world();
      await recorder.record(change as Change);
      const stay = Object.keys(ANSWERS).filter((name) => !drops.includes(name));
      expect(await kept()).toEqual(stay);
      // The replicas' write mark first: a read computed after the drop uses a replica with the write.
      expect(steps).toEqual(['write mark', 'invalidate']);
    });
  }
});
