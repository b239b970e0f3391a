import { RELATED_SEARCH_COUNT, type Platform, type RelatedSearch } from '@fanlens/shared';
import type { Database } from '../../db/client';
import type { CreatorFilter } from '../creators/creator-filter';
import { applyCategory, pageCreatorIds } from '../creators/list-queries';
import { resolveSearch } from '../creators/search-resolver';
import { searchWords } from '../creators/search-terms';
import { searchesContaining, trendingTerms } from './queries';

/** The most popular matching creators whose categories and tags make the related searches. */
const SAMPLE_SIZE = 50;
const PER_KIND = 3;

export interface RelatedQuery {
  search?: string;
  category?: string;
  platform?: Platform;
  nsfw: boolean;
}

/**
 * Related searches for a search page: other searches containing the term (or, without a term,
 * trending ones), then the categories and tags most common among the top matching creators,
 * without repeats and without what is already searched. At most RELATED_SEARCH_COUNT.
 */
export async function relatedSearches(database: Database, query: RelatedQuery): Promise<RelatedSearch[]> {
  const filter: CreatorFilter = {
    platform: query.platform,
    nsfw: query.nsfw,
    rating: 'any',
    price: 'any',
    gender: 'all',
    verifiedOnly: false,
  };
  if (query.category && !(await applyCategory(database, filter, query.category))) return [];
  if (query.search) filter.search = await resolveSearch(database, query.search);
  const term = filter.search?.term;

  const searches = term
    ? await searchesContaining(database, term, PER_KIND)
    : (await trendingTerms(database, PER_KIND)).map((trend) => trend.term);
  const ids = await pageCreatorIds(database, filter, 'popularity', { limit: SAMPLE_SIZE, offset: 0 });
  const [categories, tags] =
    ids.length > 0 ? await Promise.all([topCategories(database, ids, filter), topTags(database, ids)]) : [[], []];

  const taken = new Set<string>([term ?? '', ...(term ? searchWords(term) : [])]);
  const related: RelatedSearch[] = [];
  const add = (item: RelatedSearch) => {
    const key = item.term.toLowerCase();
    if (taken.has(key) || related.length >= RELATED_SEARCH_COUNT) return;
    taken.add(key);
    related.push(item);
  };
  searches.forEach((search) => add({ term: search, kind: 'search', slug: null }));
  categories.forEach((category) => add({ term: category.name, kind: 'category', slug: category.slug }));
  tags.forEach((tag) => add({ term: tag, kind: 'tag', slug: null }));
  return related;
}

async function topCategories(database: Database, ids: number[], filter: CreatorFilter) {
  return database.query<{ name: string; slug: string }>(
    `select cat.name, cat.slug from creator_categories cc join categories cat on cat.id = cc.category_id
     where cc.creator_id = any($1::int[]) and cat.id <> $2 and (cat.nsfw = false or $3)
     group by cat.id, cat.name, cat.slug order by count(*) desc, cat.name limit ${PER_KIND + 1}`,
    [ids, filter.categoryId ?? 0, filter.nsfw],
  );
}

/** Tags of the sample, most common first (a few spare ones: some may repeat the term). */
async function topTags(database: Database, ids: number[]): Promise<string[]> {
  const rows = await database.query<{ tag: string }>(
    `select lower(tag) as tag from creators c, unnest(c.tags) as tag where c.id = any($1::int[])
     group by lower(tag) order by count(*) desc, lower(tag) limit ${RELATED_SEARCH_COUNT}`,
    [ids],
  );
  return rows.map((row) => row.tag);
}
