import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../src/db/client';
import { buildCreator, type CreatorOverrides } from './creators';
import { buildUser } from './users';

/** An access token for a user, without going through the auth routes. */
export async function signIn(app: FastifyInstance, userId: number): Promise<string> {
  return app.services.signer.signAccess({ userId });
}

/** Headers for `app.inject` of a signed-in user. */
export async function authAs(app: FastifyInstance, userId: number): Promise<{ authorization: string }> {
  return { authorization: `Bearer ${await signIn(app, userId)}` };
}

/** A user who has claimed and verified a creator page. */
export async function buildCreatorAccount(database: Database, overrides: Partial<CreatorOverrides> = {}) {
  const user = await buildUser(database);
  const creator = await buildCreator(database, { verified: true, ...overrides, userId: user.id });
  return { user, creator };
}

export interface ReviewOverrides {
  creatorId: number;
  userId: number;
  rating: number;
  comment: string;
  positive: string[];
  negative: string[];
  isSubscriber: boolean;
  anonymous: boolean;
  createdAt: Date;
  helpfulCount: number;
}

let sequence = 0;

/**
 * A review inserted directly (creating its author and creator when not given), with the creator's
 * statistics updated in the same statement, like the app's writer does.
 */
export async function buildReview(database: Database, overrides: Partial<ReviewOverrides> = {}) {
  sequence += 1;
  const creatorId = overrides.creatorId ?? (await buildCreator(database)).id;
  const userId = overrides.userId ?? (await buildUser(database)).id;
  const rating = overrides.rating ?? 4;
  const [row] = await database.query<{ id: number }>(
    `with inserted as (
       insert into reviews (creator_id, user_id, rating, comment, positive, negative, is_subscriber, anonymous,
                            helpful_count, created_at, updated_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10) returning id
     ), stats as (
       update creators set review_count = review_count + 1, rating_sum = rating_sum + $3,
         rating_1 = rating_1 + ($3 = 1)::int, rating_2 = rating_2 + ($3 = 2)::int, rating_3 = rating_3 + ($3 = 3)::int,
         rating_4 = rating_4 + ($3 = 4)::int, rating_5 = rating_5 + ($3 = 5)::int
       where id = $1
     )
     select id from inserted`,
    [
      creatorId,
      userId,
      rating,
      overrides.comment ?? `Review number ${sequence}, honest and plain.`,
      overrides.positive ?? [],
      overrides.negative ?? [],
      overrides.isSubscriber ?? false,
      overrides.anonymous ?? false,
      overrides.helpfulCount ?? 0,
      overrides.createdAt ?? new Date(),
    ],
  );
  return { id: row.id, creatorId, userId, rating };
}

export interface CreatorStatistics {
  review_count: number;
  rating_sum: number;
  rating_1: number;
  rating_2: number;
  rating_3: number;
  rating_4: number;
  rating_5: number;
}

/** The statistics columns stored on a creator. */
export async function storedStatistics(database: Database, creatorId: number): Promise<CreatorStatistics> {
  const [row] = await database.query<CreatorStatistics>(
    `select review_count, rating_sum, rating_1, rating_2, rating_3, rating_4, rating_5 from creators where id = $1`,
    [creatorId],
  );
  return row;
}

/** The same statistics computed afresh from the reviews table (hidden and held reviews are not counted). */
export async function aggregateStatistics(database: Database, creatorId: number): Promise<CreatorStatistics> {
  const [row] = await database.query<CreatorStatistics>(
    `select count(*)::int as review_count, coalesce(sum(rating), 0)::int as rating_sum,
       (count(*) filter (where rating = 1))::int as rating_1, (count(*) filter (where rating = 2))::int as rating_2,
       (count(*) filter (where rating = 3))::int as rating_3, (count(*) filter (where rating = 4))::int as rating_4,
       (count(*) filter (where rating = 5))::int as rating_5
     from reviews where creator_id = $1 and hidden_at is null and held_at is null`,
    [creatorId],
  );
  return row;
}

/** Gives the user the moderator role (what `npm run users:role` does). */
export async function makeModerator(database: Database, userId: number): Promise<void> {
  await database.query(`update users set role = 'moderator' where id = $1`, [userId]);
}
