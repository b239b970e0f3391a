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
}
