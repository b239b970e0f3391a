import type { CreatorSort } from '@fanlens/shared';
import { paths } from '@/config/paths';
import type { Creator } from '@/types/api';

/** The ranked lists: the best-rated creators (/best) and the rising ones (/rising). */
export type RankingName = 'best' | 'rising';

export interface Ranking {
  /** Its pages' address and the namespace of its texts. */
  name: RankingName;
  /** The order of GET /creators it lists. */
  sort: CreatorSort;
  /** The address of a platform tab (all platforms without one) and of a category's page. */
  path: (params?: { platform?: string }) => string;
  categoryPath: (slug: string) => string;
  /** Whether a creator of the order has a place in the ranking (the order puts the others last). */
  ranks: (creator: Creator) => boolean;
}

export const RANKINGS: Record<RankingName, Ranking> = {
  // The Bayesian average of the ratings (docs/decisions/021-best-rated-order.md): the unrated have none.
  best: {
    name: 'best',
    sort: 'top',
    path: paths.best,
    categoryPath: paths.bestCategory,
    ranks: (creator) => creator.reviewsStatistic.reviewCount > 0,
  },
  // Subscribers gained over 30 days against a floor (docs/decisions/038-rising-order.md): only growth.
  rising: {
    name: 'rising',
    sort: 'growing',
    path: paths.rising,
    categoryPath: paths.risingCategory,
    ranks: (creator) => creator.growthScore > 0,
  },
};
