import type { Category, CategoryListQuery } from '@fanlens/shared';
import type { Database } from '../../db/client';

/**
 * Categories, the ones with the most creators first (then by name): the home page shows the
 * first 30, the categories page groups them by platform keeping this order. Creator counts come
 * from creator_facet_counts (see modules/creators/facet-counts.ts), not from a scan of the links.
 */
export async function listCategories(database: Database, query: CategoryListQuery): Promise<Category[]> {
  const params: unknown[] = [];
  const where: string[] = [];
  if (query.platform) {
    params.push(query.platform);
    where.push(`cat.platform = $${params.length}`);
  }
  if (!query.nsfw) where.push('not cat.nsfw');
  return database.query<Category>(
    `select cat.id, cat.name, cat.slug, cat.icon, cat.platform, cat.nsfw
     from categories cat
     left join (select category_id, sum(count) as creators from creator_facet_counts
                where category_id <> 0 group by category_id) f on f.category_id = cat.id
     ${where.length > 0 ? `where ${where.join(' and ')}` : ''}
     order by coalesce(f.creators, 0) desc, cat.name, cat.id`,
    params,
  );
}
