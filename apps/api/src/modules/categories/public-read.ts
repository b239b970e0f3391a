import type { Category, CategoryListQuery, List } from '@fanlens/shared';
import type { PublicRead } from '../../lib/public-read';
import { cacheTags } from '../../lib/read-cache/cache-tags';
import { listCategories } from './queries';

/** Every category in one list (GET /categories, the categories page): limit = count, offset 0. */
export const categoryListRead = (query: CategoryListQuery): PublicRead<List<Category>> => ({
  key: `categories:${JSON.stringify(query)}`,
  async compute(database) {
    const results = await listCategories(database, query);
    return {
      value: { results, count: results.length, limit: results.length, offset: 0 },
      tags: [cacheTags.categories],
      counts: {},
    };
  },
});
