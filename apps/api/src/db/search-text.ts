/**
 * creators.search_text: the searchable text of a creator (username, name, location, tags, category
 * names), part of the generated creators.document (migration 0010) with the bio.
 * Whoever changes one of those fields (or a creator's categories) refreshes it, either in JS
 * with creatorSearchText() or in SQL with REFRESH_CREATOR_SEARCH_TEXT_SQL.
 */
export interface CreatorSearchFields {
  username: string;
  name: string;
  location: string | null;
  tags: readonly string[];
  /** Category names ordered by category id. */
  categories: readonly string[];
}

export function creatorSearchText(creator: CreatorSearchFields): string {
  const parts = [creator.username, creator.name, creator.location, creator.tags.join(' ')];
  if (creator.categories.length > 0) parts.push(creator.categories.join(' '));
  return parts.filter((part): part is string => part !== null).join(' ');
}

/** The same text computed in SQL for the creator row aliased `c`. */
export const CREATOR_SEARCH_TEXT_SQL = `concat_ws(' ', c.username, c.name, c.location, array_to_string(c.tags, ' '),
  (SELECT string_agg(cat.name, ' ' ORDER BY cat.id) FROM creator_categories cc
   JOIN categories cat ON cat.id = cc.category_id WHERE cc.creator_id = c.id))`;

/** Refreshes search_text of the creators whose ids are $1 (int[]). */
export const REFRESH_CREATOR_SEARCH_TEXT_SQL = `UPDATE creators c SET search_text = ${CREATOR_SEARCH_TEXT_SQL}
  WHERE c.id = ANY($1::int[])`;
