import type { StatsHistory } from '@fanlens/shared';

/** What the API answers for a page without history. */
export const NO_HISTORY: StatsHistory = {
  points: [],
  change30Days: { subscribers: null, likes: null, posts: null },
};

const DAY = 86_400_000;
const dayBefore = (days: number) => new Date(Date.now() - days * DAY).toISOString().slice(0, 10);

/** A history of these fans, one point every `every` days up to today, with its change over 30 days. */
export function buildStatsHistory(fans: number[], { every = 10, change = fans.at(-1)! - fans[0] } = {}): StatsHistory {
  return {
    points: fans.map((subscribers, index) => ({
      date: dayBefore((fans.length - 1 - index) * every),
      subscribers,
      likes: subscribers * 10,
      posts: 100 + index,
      photos: null,
      videos: null,
    })),
    change30Days: { subscribers: change, likes: change * 10, posts: fans.length - 1 },
  };
}
