import { initialsAvatarUrl, type Review } from '@fanlens/shared';
import { toIso } from '../creators/creator-presenter';

/** A row selected with `reviewSelect`. */
export interface ReviewRow {
  id: number;
  created_at: Date | string;
  updated_at: Date | string;
  user_id: number;
  rating: number;
  comment: string;
  positive: string[] | null;
  negative: string[] | null;
  is_subscriber: boolean;
  anonymous: boolean;
  helpful_count: number;
  author_name: string;
  author_avatar: string | null;
  author_confirmed: boolean;
  author_since: string;
  author_review_count: number;
  creator_name: string | null;
  creator_username: string;
  creator_avatar: string | null;
  helpful: boolean;
  reaction_id: number | null;
  reaction_comment: string | null;
  reaction_created_at: Date | string | null;
  reaction_updated_at: Date | string | null;
  edited_at: Date | string | null;
  hidden_at: Date | string | null;
  hidden_reason: string | null;
  held_at: Date | string | null;
  invited: boolean;
}

const time = (value: Date | string | null) => (value === null ? null : new Date(value).getTime());

export const ANONYMOUS_NAME = 'Anonymous';

/**
 * Turns a review row into the review JSON of docs/product/api.md for one viewer. An anonymous review hides
 * its author (name, avatar, user id, review count and member-since month) from everyone except
 * the author; its "Confirmed reviewer" mark stays (it names nobody). Reactions carry the
 * creator page's name and avatar. Comments are plain text: the web renders them as text.
 */
export function presentReview(row: ReviewRow, viewerId: number | null): Review {
  const hidden = row.anonymous && row.user_id !== viewerId;
  const name = hidden ? ANONYMOUS_NAME : row.author_name;
  return {
    id: row.id,
    createdAt: toIso(row.created_at) as string,
    updatedAt: toIso(row.updated_at) as string,
    name,
    creatorName: row.creator_name,
    creatorUsername: row.creator_username,
    avatarUrl: hidden ? initialsAvatarUrl(ANONYMOUS_NAME) : (row.author_avatar ?? initialsAvatarUrl(name)),
    userId: hidden ? null : row.user_id,
    rating: Number(row.rating),
    comment: row.comment,
    helpful: row.helpful,
    helpfulCount: Number(row.helpful_count),
    positive: row.positive ?? [],
    negative: row.negative ?? [],
    isSubscriber: row.is_subscriber,
    anonymous: row.anonymous,
    reactions:
      row.reaction_id === null
        ? []
        : [
            {
              id: row.reaction_id,
              comment: row.reaction_comment ?? '',
              name: row.creator_name,
              avatar: row.creator_avatar,
              createdAt: toIso(row.reaction_created_at) as string,
              answersEarlierVersion:
                row.edited_at !== null && (time(row.reaction_updated_at) ?? 0) < (time(row.edited_at) ?? 0),
            },
          ],
    edited: row.edited_at !== null,
    editedAt: toIso(row.edited_at),
    authorConfirmed: row.author_confirmed,
    authorReviewCount: hidden ? null : Number(row.author_review_count),
    authorSince: hidden ? null : row.author_since,
    hidden: row.hidden_at !== null,
    hiddenReason: row.hidden_at === null ? null : row.hidden_reason,
    held: row.held_at !== null,
    invited: row.invited,
  };
}
