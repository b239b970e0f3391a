/**
 * The domain changes a committed write makes, named once by the write after its commit. What each
 * one causes after the commit (the read replicas' write mark, the cached answers it drops) is the
 * table in change-effects.ts; docs/decisions/044-declared-changes.md says why.
 */
export type Change =
  /** A review written (published, or held for a moderator: its author's count moves either way). */
  | { kind: 'review.created'; creatorId: number; authorId: number }
  /** A review's text or rating edited by its author. */
  | { kind: 'review.edited'; creatorId: number }
  /** A review deleted by its author. */
  | { kind: 'review.deleted'; creatorId: number; authorId: number }
  /** A review hidden or shown again by a moderator (or an appeal). */
  | { kind: 'review.moderated'; creatorId: number; authorId: number }
  /** A case of unusual activity decided: its held reviews released or removed. */
  | { kind: 'case.decided'; creatorId: number; authorIds: number[] }
  /** The creator's reply to a review written or edited. */
  | { kind: 'reply.written'; creatorId: number }
  /** A helpful vote that moved a review's count. */
  | { kind: 'helpful.moved'; creatorId: number }
  /** What a review card says of its author changed: name, avatar, the "Confirmed reviewer" mark. */
  | { kind: 'author.shown'; authorId: number }
  /** An account deleted: its reviews, its helpful votes and the pages it had claimed. */
  | { kind: 'account.deleted'; reviewedCreatorIds: number[]; votedCreatorIds: number[]; releasedCreatorIds: number[] }
  /** A creator page claimed (verified) by its creator. */
  | { kind: 'creator.verified'; creatorId: number }
  /**
   * Creator pages whose own fields changed: edited by their creator, read again from their
   * platform, a promotion lapsed, removed or restored by a moderator.
   */
  | { kind: 'creator.edited'; creatorIds: number[] }
  /** Creator pages added (through the API, a fan's suggestion or an import). */
  | { kind: 'creator.added'; creatorIds: number[] }
  /** A review of the page reported by the page's own creator (the page counts them). */
  | { kind: 'creator.reported'; creatorId: number }
  /** The best-rated order's prior moved and every score was rewritten. */
  | { kind: 'top.rescored' }
  /** The rising order's scores rewritten by their daily round. */
  | { kind: 'growth.rescored' }
  /** Searches of the trends written (a visitor's first search of a term today). */
  | { kind: 'trends.counted' };

export type ChangeKind = Change['kind'];
export type ChangeOf<K extends ChangeKind> = Extract<Change, { kind: K }>;
