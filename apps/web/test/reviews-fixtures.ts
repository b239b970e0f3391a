import type { Review } from '@fanlens/shared';
import { screen } from '@testing-library/react';
import type { Creator, List } from '@/types/api';
import { jsonResponse, mockFetch, notFound } from './http-mocks';
import { renderRoute } from './render-route';

let nextId = 100;

/** A review as the API sends it. */
export function buildReview(overrides: Partial<Review> = {}): Review {
  const id = overrides.id ?? nextId++;
  return {
    id,
    createdAt: '2024-03-05T10:00:00.000Z',
    updatedAt: '2024-03-05T10:00:00.000Z',
    name: 'Bea Reviewer',
    creatorName: 'Ada Creates',
    creatorUsername: 'ada_creates',
    avatarUrl: null,
    userId: 7,
    rating: 4,
    comment: `Review number ${id}`,
    helpful: false,
    helpfulCount: 0,
    positive: [],
    negative: [],
    isSubscriber: false,
    anonymous: false,
    reactions: [],
    edited: false,
    editedAt: null,
    hidden: false,
    authorConfirmed: false,
    authorReviewCount: 3,
    authorSince: '2024-01',
    hiddenReason: null,
    held: false,
    invited: false,
    ...overrides,
  };
}

export function listOf<T>(results: T[], { count = results.length, limit = 10, offset = 0 } = {}): List<T> {
  return { results, count, limit, offset };
}

export interface Call {
  method: string;
  url: URL;
  body: unknown;
}

export type Route = (call: Call) => Response | Promise<Response> | undefined;

/**
 * A fetch handler from routes tried in order; the first answer wins. Records every call.
 * An unmatched call answers 404 (so a test sees it in `calls`).
 */
export function apiRoutes(...routes: Route[]) {
  const calls: Call[] = [];
  const handler = async (input: string, init: RequestInit) => {
    const url = new URL(input, 'http://localhost');
    const call = {
      method: init.method ?? 'GET',
      url,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    for (const route of routes) {
      const answer = await route(call);
      if (answer) return answer;
    }
    return notFound();
  };
  return { handler, calls };
}

/** A route for `METHOD /api/path` (path exact, query ignored). */
export function on(method: string, path: string | RegExp, answer: (call: Call) => Response | Promise<Response>): Route {
  return (call) => {
    if (call.method !== method) return undefined;
    const matches = typeof path === 'string' ? call.url.pathname === path : path.test(call.url.pathname);
    return matches ? answer(call) : undefined;
  };
}

/** A promise to resolve by hand (to look at the screen while a call is pending). */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/** The review list address of the fixture creator (`ada_creates`). */
export const REVIEWS_PATH = '/api/reviews/creator/ada_creates';

/** An empty review list. */
export const noReviews = () => jsonResponse(200, listOf([]));

/**
 * Answers the creator's details and its review list (by default empty), then `extra`;
 * anything else is a 404. Returns the recorded calls.
 */
export function serveCreator(
  creator: Creator,
  reviews: (call: Call) => Response | Promise<Response> = noReviews,
  ...extra: Route[]
) {
  const api = apiRoutes(
    on('GET', `/api/creators/details/${creator.username}`, () => jsonResponse(200, creator)),
    on('GET', `/api/reviews/creator/${creator.username}`, reviews),
    ...extra,
  );
  mockFetch(api.handler);
  return api;
}

/** Renders the creator's page and waits for its heading (the first visit loads the lazy screen). */
export async function visitCreator(creator: Pick<Creator, 'username' | 'name'>) {
  const view = renderRoute(`/${creator.username}`);
  const name = (creator.name ?? creator.username).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await screen.findByRole('heading', { level: 1, name: new RegExp(name) }, { timeout: 5000 });
  return view;
}

/** Opens a creator page whose details and reviews come from these routes (plus `extra`). */
export async function openCreator(
  creator: Creator,
  reviews: (call: Call) => Response | Promise<Response>,
  ...extra: Route[]
) {
  const api = serveCreator(creator, reviews, ...extra);
  return { ...(await visitCreator(creator)), api };
}

/** The review card that shows this comment. */
export const cardOf = (comment: string) => screen.getByText(comment).closest('article')!;
