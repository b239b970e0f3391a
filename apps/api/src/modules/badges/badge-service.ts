import { creatorPagePath } from '@fanlens/shared';
import type { Database } from '../../db/client';
import { notFound, pageRemoved } from '../../lib/errors';
import type { BadgeFacts } from './badge-svg';
import { findBadgeCreator } from './badge-queries';

export interface BadgeCreator extends BadgeFacts {
  id: number;
}

/**
 * The facts a badge shows, straight from the creator's statistics (the same columns the page's
 * `reviewsStatistic` comes from, kept by the review writes). 404 unknown, 410 removed.
 */
export async function badgeCreator(database: Database, publicUrl: string, username: string): Promise<BadgeCreator> {
  const row = await findBadgeCreator(database, username);
  if (!row) throw notFound('Creator not found');
  if (row.removed_at) throw pageRemoved();
  return {
    id: row.id,
    username: row.username,
    name: row.name?.trim() || row.username,
    pageUrl: `${publicUrl}${creatorPagePath(row.username)}`,
    rating: Number(row.rating),
    reviewCount: Number(row.review_count),
  };
}
