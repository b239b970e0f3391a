/** Raw parameterised SQL ($1, $2…) returning rows, e.g. `Database.query` of the API. */
export type Query = (text: string, params?: unknown[]) => Promise<unknown[]>;

export interface DemoOptions {
  /** PRNG seed (default 42): the same seed gives the same data. */
  seed?: number;
  /** Number of creators (default 5000). */
  creators?: number;
  /** Reference time: dates are spread backwards from it (default: now). */
  now?: Date;
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
}
