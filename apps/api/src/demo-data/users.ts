import { hash, type Algorithm } from '@node-rs/argon2';
import { insertRows } from './insert';
import { FEMALE_FIRST, LAST_NAMES, MALE_FIRST } from './names';
import type { Random } from './random';
import type { Query } from './types';

/** The demo sign-ins (README, tests): the only demo accounts anyone can sign in to. */
export const DEMO_ACCOUNTS = {
  fan: { email: 'fan@fanlens.demo', password: 'fanlens-fan1', name: 'Demo Fan' },
  creator: { email: 'creator@fanlens.demo', password: 'fanlens-creator1', name: 'Demo Creator' },
  moderator: { email: 'moderator@fanlens.demo', password: 'fanlens-moderator1', name: 'Demo Moderator' },
  /** A second moderator: an appeal is decided by a moderator other than the one who decided. */
  secondModerator: { email: 'moderator2@fanlens.demo', password: 'fanlens-moderator2', name: 'Second Moderator' },
} as const;
/**
 * The password hash of every generated account: not an argon2 hash, so no password matches it
 * (a published demo password would open hundreds of accounts on any server that loads the set).
 */
export const UNUSABLE_PASSWORD_HASH = '!demo-account-without-password';

export const DEMO_FAN_ID = 1;
export const DEMO_CREATOR_USER_ID = 2;
/** Generated fans have ids FIRST_FAN_ID .. FIRST_FAN_ID + fans - 1; creators' accounts follow. */
export const FIRST_FAN_ID = 3;

const DAY = 86_400;
const ARGON2ID = 2 as Algorithm;

export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 });
}

/** Rows of the users table, filled column by column, inserted in one statement per chunk. */
export class UserRows {
  ids: number[] = [];
  emails: string[] = [];
  hashes: string[] = [];
  names: string[] = [];
  created: number[] = [];

  add(id: number, email: string, passwordHash: string, name: string, createdAt: number): void {
    this.ids.push(id);
    this.emails.push(email);
    this.hashes.push(passwordHash);
    this.names.push(name);
    this.created.push(createdAt);
  }

  async insert(query: Query): Promise<number> {
    if (this.ids.length === 0) return 0;
    return insertRows(query, 'users', [
      ['id', 'int', this.ids],
      ['email', 'text', this.emails],
      ['password_hash', 'text', this.hashes],
      ['name', 'text', this.names],
      ['created_at', 'timestamptz', this.created],
      ['updated_at', 'timestamptz', this.created],
      // Every account of the demo data has confirmed its address (on the day it signed up).
      ['email_confirmed_at', 'timestamptz', this.created],
    ]);
  }
}

/** Fans count for a creators count: a few hundred for the default set, growing with it. */
export function fanCount(creators: number): number {
  return Math.max(300, Math.round(creators * 0.05));
}

/**
 * The demo accounts and `fans` generated fans; also returns the (unusable) hash for the creators'
 * accounts. Without `signIn` the demo fan and creator get the unusable hash too.
 */
export async function buildFans(
  random: Random,
  fans: number,
  nowSeconds: number,
  signIn = true,
): Promise<{ rows: UserRows; sharedHash: string }> {
  const [fanHash, creatorHash] = signIn
    ? await Promise.all([hashPassword(DEMO_ACCOUNTS.fan.password), hashPassword(DEMO_ACCOUNTS.creator.password)])
    : [UNUSABLE_PASSWORD_HASH, UNUSABLE_PASSWORD_HASH];
  const sharedHash = UNUSABLE_PASSWORD_HASH;
  const rows = new UserRows();
  const { fan, creator } = DEMO_ACCOUNTS;
  rows.add(DEMO_FAN_ID, fan.email, fanHash, fan.name, nowSeconds - 420 * DAY);
  rows.add(DEMO_CREATOR_USER_ID, creator.email, creatorHash, creator.name, nowSeconds - 800 * DAY);
  for (let i = 0; i < fans; i++) {
    const id = FIRST_FAN_ID + i;
    const first = random.pick(random.chance(0.5) ? MALE_FIRST : FEMALE_FIRST);
    const last = random.pick(LAST_NAMES);
    const name = random.chance(0.6) ? `${first} ${last}` : `${first} ${last[0]}.`;
    const email = `${first}.${last}.${id}@example.com`.toLowerCase();
    rows.add(id, email, sharedHash, name, nowSeconds - random.int(380, 1500) * DAY);
  }
  return { rows, sharedHash };
}

/** The demo moderators: added after the generated data (their ids follow every other account). */
export async function insertDemoModerators(query: Query, nowSeconds: number): Promise<void> {
  for (const moderator of [DEMO_ACCOUNTS.moderator, DEMO_ACCOUNTS.secondModerator]) {
    await query(
      `INSERT INTO users (email, password_hash, name, role, created_at, updated_at, email_confirmed_at)
       VALUES ($1, $2, $3, 'moderator', to_timestamp($4), to_timestamp($4), to_timestamp($4))`,
      [moderator.email, await hashPassword(moderator.password), moderator.name, nowSeconds - 900 * DAY],
    );
  }
}
