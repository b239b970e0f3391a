import type { DealList, DealListQuery } from '@fanlens/shared';
import type { PublicRead } from '../../lib/public-read';
import { creatorCardsTags } from '../../lib/read-cache/cache-tags';
import { listDeals } from './service';

/** One page of deals (GET /deals, the /deals page): each creator shown is an impression, as on the other lists. */
export const dealListRead = (query: DealListQuery): PublicRead<DealList> => ({
  key: `deals:${JSON.stringify(query)}`,
  async compute(database) {
    const list = await listDeals(database, query);
    const ids = list.results.map((creator) => creator.id);
    return { value: list, tags: creatorCardsTags(ids), counts: { impressions: ids } };
  },
});
