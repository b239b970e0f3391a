import type { CreatorDetails, CreatorList, CreatorListQuery } from '@fanlens/shared';
import { cacheTags, creatorListTags } from '../../lib/read-cache/cache-tags';
import type { PublicRead } from '../../lib/public-read';
import { getCreatorDetails } from './details-service';
import { listCreators } from './list-service';

/** The public reads of the creators area (lib/public-read.ts). */

/** One page of creators (GET /creators, the home sliders, the search page): each creator shown is an impression; a first page with a term is a search. */
export const creatorListRead = (query: CreatorListQuery): PublicRead<CreatorList> => ({
  key: `creators:${JSON.stringify(query)}`,
  async compute(database, log) {
    const searches: { term: string; count: number }[] = [];
    const list = await listCreators(database, query, {
      viewerId: null,
      log,
      onSearch: async (found) => void searches.push(found),
    });
    const ids = list.results.map((creator) => creator.id);
    return { value: list, tags: creatorListTags(query, ids), counts: { impressions: ids, searches } };
  },
});

/** A creator page by id or username (case-insensitive): each read is a view, but not the page owner's own. */
export const creatorDetailsRead = (idOrUsername: string): PublicRead<CreatorDetails> => {
  const wanted = idOrUsername.trim().toLowerCase();
  return {
    key: `creator:${wanted}`,
    async compute(database) {
      let ownerId: number | null = null;
      const creator = await getCreatorDetails(database, wanted, null, (row) => (ownerId = row.user_id));
      return {
        value: creator,
        tags: [cacheTags.creator(creator.id)],
        counts: { views: [{ creatorId: creator.id, ownerId }] },
      };
    },
  };
};
