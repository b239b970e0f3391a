import { z } from 'zod';
import { idField, pagingQuery } from './common';

/** POST /favorites */
export const addFavoriteBody = z.object({ creatorId: idField });
export type AddFavoriteBody = z.output<typeof addFavoriteBody>;

/** GET /favorites/my */
export const favoriteListQuery = pagingQuery;
export type FavoriteListQuery = z.output<typeof favoriteListQuery>;
