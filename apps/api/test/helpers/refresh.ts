import type { Platform } from '@fanlens/shared';
import { addRefreshRows } from '../../src/modules/refresh/refresh-queries';
import { refreshRound, type RefreshOptions, type RefreshSummary } from '../../src/modules/refresh/refresh-round';
import type { TestApp } from './app';
import type { FakePlatform } from './fake-platform';
import { interactionCounter, profilePage, profilePageJsonLd } from './fake-profiles';

export const HOUR = 3_600_000;

/** What a fake profile page says. */
export interface FakeProfile {
  name?: string;
  subscribers: number;
  likes?: number;
  posts?: number;
  /** Dollars, as the offer gives it ('9.99'). */
  price?: string;
  /** The page answers after this long (rounds of other workers overlap its read). */
  delayMs?: number;
}

/** Publishes `username`'s profile page on the fake platform (Open Graph and ProfilePage JSON-LD). */
export function publishProfile(fake: FakePlatform, platform: Platform, username: string, profile: FakeProfile) {
  const delayMs = profile.delayMs;
  fake.set(`/${platform}/${username}`, {
    kind: 'page',
    ...(delayMs ? { before: () => new Promise<void>((resolve) => setTimeout(resolve, delayMs)) } : {}),
    body: profilePage({
      og: { 'og:title': profile.name ?? username, 'og:description': 'Weekly photo sets' },
      jsonLd: [
        profilePageJsonLd({
          name: profile.name ?? username,
          identifier: `id-${username}`,
          interactionStatistic: [
            interactionCounter('FollowAction', profile.subscribers),
            ...(profile.likes !== undefined ? [interactionCounter('LikeAction', profile.likes)] : []),
            ...(profile.posts !== undefined ? [interactionCounter('WriteAction', profile.posts)] : []),
          ],
          ...(profile.price !== undefined
            ? { makesOffer: { '@type': 'Offer', price: profile.price, priceCurrency: 'USD' } }
            : {}),
        }),
      ],
    }),
  });
}

/** The platform no longer has the profile (its page answers 404). */
export function unpublishProfile(fake: FakePlatform, platform: Platform, username: string) {
  fake.set(`/${platform}/${username}`, { kind: 'page', status: 404, body: '<h1>No such profile</h1>' });
}

/** How often the fake platform was asked for the profile page of `username`. */
export const profileReads = (fake: FakePlatform, platform: Platform, username: string) =>
  fake.requests.filter((path) => path === `/${platform}/${username}`).length;

/**
 * Gives every page its refresh row and sets every one far in the future: a test then makes its own
 * pages due (the pages of earlier tests in the file are not read again behind its back).
 */
export async function parkRefreshRows(t: TestApp) {
  while ((await addRefreshRows(t.database)) > 0);
  await t.database.query(`update creator_refresh set due_at = 'infinity', lease_until = null`);
}

/** Makes the pages due at `at`. */
export async function makeDueAt(t: TestApp, ids: number[], at: Date) {
  while ((await addRefreshRows(t.database)) > 0);
  await t.database.query('update creator_refresh set due_at = $2 where creator_id = any($1::int[])', [
    ids,
    at.toISOString(),
  ]);
}

/** The page's refresh row. */
export async function refreshRow(t: TestApp, id: number) {
  const [row] = await t.database.query<{ due_at: Date | string; failures: number; misses: number; outcome: string }>(
    'select due_at, failures, misses, outcome from creator_refresh where creator_id = $1',
    [id],
  );
  return { ...row, due_at: new Date(row.due_at) };
}

/** One round of the instance's refresher at `now`, as its job runs it (same readers, cache and budgets). */
export function runRound(t: TestApp, now: Date, options: Partial<RefreshOptions> = {}): Promise<RefreshSummary> {
  return refreshRound(
    {
      database: t.database,
      readers: t.app.services.readers,
      config: t.config,
      changes: t.app.services.changes,
    },
    { limit: 100, now, ...options },
  );
}
