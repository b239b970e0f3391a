/** Raw parameterised SQL ($1, $2…) returning rows, e.g. `Database.query` of the API. */
export type Query = (text: string, params?: unknown[]) => Promise<unknown[]>;

export interface DemoOptions {
  /** PRNG seed (default 42): the same seed gives the same data. */
  seed?: number;
  /** Number of creators (default 5000). */
  creators?: number;
  /** Reference time: dates are spread backwards from it (default: now). */
  now?: Date;
  /**
   * Days of counter history before today (default 365 up to 20,000 creators, 90 above): one point
   * per day a counter changed, ending at the creator's current counters.
   */
  historyDays?: number;
  onProgress?: (stage: string, done: number, total: number) => void;
  /**
   * The README's demo sign-ins (fan, creator, moderator) with their published passwords (default
   * true). False: the demo fan's and creator's accounts keep their data but nobody can sign in to
   * them, and there is no demo moderator (a public site must not have them).
   */
  signInAccounts?: boolean;
}

export interface DemoCounts {
  categories: number;
  users: number;
  creators: number;
  creatorCategories: number;
  reviews: number;
  reactions: number;
  helpfulVotes: number;
  favorites: number;
  searchQueries: number;
  /** Rows of the creators' price histories. */
  priceChanges: number;
  /** Rows of the creators' counter histories (one per creator and month). */
  statsMonths: number;
}
