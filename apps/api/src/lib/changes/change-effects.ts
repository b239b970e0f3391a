import { cacheTags } from '../read-cache/cache-tags';
import type { Change, ChangeKind, ChangeOf } from './change';

/** What the effects of a change may need to look up (answered from the primary, after the commit). */
export interface ChangeLookups {
  /** The creators an author has reviewed: their review pages show the author beside the review. */
  creatorsReviewedBy(userId: number): Promise<number[]>;
}

type Effect<K extends ChangeKind> = (change: ChangeOf<K>, lookups: ChangeLookups) => Promise<string[]> | string[];

/** Where reviews of these creators are shown: their review pages and the recent feed. */
const reviewsShown = (creatorIds: Iterable<number>) =>
  [...new Set(creatorIds)].map(cacheTags.creatorReviews).concat(cacheTags.recentReviews);

/**
 * A review joined, left or changed a creator's statistics: its page, its review pages, the recent
 * feed, the lists whose order, filter or counts use review statistics, and the lists showing its card.
 */
const reviewCounted = (creatorId: number) => [
  cacheTags.creator(creatorId),
  cacheTags.creatorCard(creatorId),
  cacheTags.creatorReviews(creatorId),
  cacheTags.recentReviews,
  cacheTags.reviewedLists,
];

/** The author's number of reviews shows beside each of their reviews. */
const authorShown = async (lookups: ChangeLookups, authorIds: Iterable<number>) => {
  const reviewed = await Promise.all([...new Set(authorIds)].map((id) => lookups.creatorsReviewedBy(id)));
  return reviewed.length === 0 ? [] : reviewsShown(reviewed.flat());
};

/** A creator's own fields: its page, where its name shows beside reviews, every list, the category counts. */
const creatorEdited = (creatorIds: Iterable<number>) => {
  const ids = [...new Set(creatorIds)];
  return [...ids.map(cacheTags.creator), ...reviewsShown(ids), cacheTags.creatorLists, cacheTags.categories];
};

/**
 * The cached answers each change drops, here and on every instance, once committed (the read
 * replicas' write mark is raised first for every change: change-recorder.ts). Orders and filters
 * that do not read review statistics (liked, subscribers, verified, growing, deals without a
 * rating filter) keep their cached lists when a review moves, unless the list shows that creator.
 */
export const CHANGE_EFFECTS: { [K in ChangeKind]: Effect<K> } = {
  'review.created': async (change, lookups) => [
    ...reviewCounted(change.creatorId),
    ...(await authorShown(lookups, [change.authorId])),
  ],
  'review.edited': (change) => reviewCounted(change.creatorId),
  'review.deleted': async (change, lookups) => [
    ...reviewCounted(change.creatorId),
    ...(await authorShown(lookups, [change.authorId])),
  ],
  'review.moderated': async (change, lookups) => [
    ...reviewCounted(change.creatorId),
    ...(await authorShown(lookups, [change.authorId])),
  ],
  'case.decided': async (change, lookups) => [
    ...reviewCounted(change.creatorId),
    ...(await authorShown(lookups, change.authorIds)),
  ],
  'reply.written': (change) => reviewsShown([change.creatorId]),
  'helpful.moved': (change) => reviewsShown([change.creatorId]),
  'author.shown': (change, lookups) => authorShown(lookups, [change.authorId]),
  'account.deleted': (change) => [
    ...change.reviewedCreatorIds.flatMap(reviewCounted),
    ...reviewsShown([...change.votedCreatorIds, ...change.releasedCreatorIds]),
    ...change.releasedCreatorIds.map(cacheTags.creator),
    ...(change.releasedCreatorIds.length > 0 ? [cacheTags.creatorLists] : []),
  ],
  // The verified filter, order and badge.
  'creator.verified': (change) => [cacheTags.creator(change.creatorId), cacheTags.creatorLists],
  'creator.edited': (change) => creatorEdited(change.creatorIds),
  'creator.added': (change) => creatorEdited(change.creatorIds),
  // The page counts its creator's reports ("The creator reported N reviews…").
  'creator.reported': (change) => [cacheTags.creator(change.creatorId)],
  // The score is not in any answer: only the lists in that order move.
  'top.rescored': () => [cacheTags.topOrder],
  // Every card carries its growth score.
  'growth.rescored': () => [cacheTags.creatorLists],
  'trends.counted': () => [cacheTags.trends],
};

/** The tags a change drops, without repeats. */
export async function tagsOf(change: Change, lookups: ChangeLookups): Promise<string[]> {
  const effect = CHANGE_EFFECTS[change.kind] as Effect<ChangeKind>;
  return [...new Set(await effect(change, lookups))];
}
