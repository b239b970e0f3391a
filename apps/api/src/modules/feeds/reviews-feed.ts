import { creatorPagePath, creatorReviewsFeedPath } from '@fanlens/shared';
import type { Database } from '../../db/client';
import { ANONYMOUS_NAME } from '../reviews/review-presenter';
import { PUBLIC_REVIEW } from '../../db/review-states';
import { atomXml, tagIri } from './atom';

/** How many of a creator's newest reviews the feed holds. */
export const REVIEWS_FEED_SIZE = 20;

interface FeedCreator {
  id: number;
  username: string;
  name: string;
  created_at: Date | string;
}

interface FeedReview {
  id: number;
  created_at: Date | string;
  updated_at: Date | string;
  rating: number;
  comment: string;
  positive: string[] | null;
  negative: string[] | null;
  anonymous: boolean;
  author_name: string;
}

/** The creator of a username (any case), unless removed. */
export async function findFeedCreator(database: Database, username: string): Promise<FeedCreator | undefined> {
  const [row] = await database.query<FeedCreator>(
    'select id, username, name, created_at from creators where lower(username) = lower($1) and removed_at is null',
    [username],
  );
  return row;
}

const stars = (rating: number) => `${rating}/5`;

/**
 * The Atom feed of a creator's newest public reviews (hidden and held ones never; an anonymous
 * review's author is "Anonymous", as on the page).
 */
export async function reviewsFeedXml(database: Database, publicUrl: string, creator: FeedCreator): Promise<string> {
  const rows = await database.query<FeedReview>(
    `select r.id, r.created_at, r.updated_at, r.rating, r.comment, r.positive, r.negative, r.anonymous,
            u.name as author_name
     from reviews r join users u on u.id = r.user_id
     where r.creator_id = $1 and ${PUBLIC_REVIEW}
     order by r.created_at desc, r.id desc limit ${REVIEWS_FEED_SIZE}`,
    [creator.id],
  );
  const name = creator.name.trim() || creator.username;
  const page = `${publicUrl}${creatorPagePath(creator.username)}`;
  const self = `${publicUrl}${creatorReviewsFeedPath(creator.username)}`;
  const updated = rows.reduce<Date>(
    (latest, row) => (new Date(row.updated_at) > latest ? new Date(row.updated_at) : latest),
    new Date(creator.created_at),
  );
  return atomXml({
    id: tagIri(publicUrl, `creator-${creator.id}-reviews`),
    title: `Reviews of ${name} (@${creator.username}) on FanLens`,
    subtitle: `The newest reviews of ${name} on FanLens`,
    self,
    alternate: page,
    updated,
    entries: rows.map((row) => {
      const author = row.anonymous ? ANONYMOUS_NAME : row.author_name;
      const liked = row.positive?.length ? `\n\nLiked: ${row.positive.join(', ')}` : '';
      const disliked = row.negative?.length ? `\nDisliked: ${row.negative.join(', ')}` : '';
      return {
        id: tagIri(publicUrl, `review-${row.id}`),
        title: `${stars(Number(row.rating))} from ${author}`,
        updated: row.updated_at,
        published: row.created_at,
        author,
        link: page,
        content: `${row.comment}${liked}${disliked}`,
      };
    }),
  });
}
