import { rankedFactsSql, rankedIdsSql } from '../../apps/api/src/modules/creators/ranking-queries';

/** What the discovery benchmark measures: the search page's calls (a)–(f) and the home page's calls. */
export interface Scenario {
  key: string;
  title: string;
  /** Paths requested in turn (several values of the same kind of request). */
  paths: string[];
  /** Paths whose statements are EXPLAINed (default: the first). */
  explain?: string[];
  /** Statements EXPLAINed besides those of the requests (work done outside them). */
  explainSql?: { title: string; sql: string; params?: unknown[] }[];
}

const NYC = encodeURIComponent('40.7128, -74.006');
const LOS_ANGELES = encodeURIComponent('34.0522, -118.2437');
const LONDON = encodeURIComponent('51.5074, -0.1278');

export const SCENARIOS: Scenario[] = [
  { key: 'a', title: '(a) no filter', paths: ['/api/creators'] },
  {
    key: 'b',
    title: '(b) a search term (name, tag, city, typos, two words)',
    paths: ['olivia', 'cosplay', 'miami', 'isabela', 'fitnes', 'digital%20art'].map(
      (term) => `/api/creators?search=${term}`,
    ),
    explain: ['/api/creators?search=cosplay', '/api/creators?search=isabela'],
  },
  {
    key: 'c',
    title: '(c) term + platform + price + rating + gender',
    paths: [
      '/api/creators?search=olivia&platform=onlyfans&price=5to15&rating=4&gender=female',
      '/api/creators?search=cosplay&platform=onlyfans&price=under5&rating=3&gender=female',
      '/api/creators?search=london&platform=twitch&price=over15&rating=4&gender=male',
    ],
    explain: [
      '/api/creators?search=olivia&platform=onlyfans&price=5to15&rating=4&gender=female',
      '/api/creators?search=cosplay&platform=onlyfans&price=under5&rating=3&gender=female',
    ],
  },
  {
    key: 'd',
    title: '(d) category + sort=subscribers',
    paths: ['cosplay', 'digital-art', 'just-chatting'].map((slug) => `/api/creators?category=${slug}&sort=subscribers`),
  },
  {
    key: 'e',
    title: '(e) coordinates (nearest first, 100 km)',
    paths: [NYC, LOS_ANGELES, LONDON].map((point) => `/api/creators?coordinates=${point}`),
  },
  { key: 'f', title: '(f) offset 5000', paths: ['/api/creators?offset=5000'] },
  {
    key: 'home-most',
    title: 'home: most reviews this month (6)',
    paths: ['/api/creators/most-reviews?limit=6'],
    explainSql: [
      { title: 'the ranking each API instance recomputes in the background (ranking-queries.ts)', sql: rankedIdsSql() },
      {
        title: 'one of its statements that read the facts, 1,000 creators at a time (ids 1 to 1,000)',
        sql: rankedFactsSql,
        params: [`{${Array.from({ length: 1000 }, (_, index) => index + 1).join(',')}}`],
      },
    ],
  },
  { key: 'home-verified', title: 'home: recently verified (6)', paths: ['/api/creators/recent-verified?limit=6'] },
  {
    key: 'home-platform',
    title: 'home: top 6 of each platform',
    paths: ['onlyfans', 'patreon', 'twitch'].map((platform) => `/api/creators?platform=${platform}&limit=6`),
  },
  { key: 'home-categories', title: 'home: categories (non-NSFW)', paths: ['/api/categories?nsfw=false'] },
  { key: 'home-trends', title: 'home: trending searches', paths: ['/api/creators/trends'] },
  { key: 'home-reviews', title: 'home: recent reviews (6)', paths: ['/api/reviews/recent?limit=6'] },
  { key: 'related', title: 'search page: related searches', paths: ['/api/creators/related?search=cosplay'] },
];
