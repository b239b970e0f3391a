import type { DehydratedState } from '@tanstack/react-query';
import { type HydrationState, UNSAFE_ErrorResponseImpl, isRouteErrorResponse } from 'react-router';

/** The id of the JSON script that carries the server's state to the browser. */
export const SERVER_STATE_ID = 'fanlens-state';

/** What the server hands to hydration: the query cache and the router's loader state. */
export interface ServerState {
  queries: DehydratedState;
  router: {
    loaderData: Record<string, unknown>;
    errors: Record<string, SerializedError> | null;
  };
}

type SerializedError =
  { kind: 'response'; status: number; statusText: string; data: unknown } | { kind: 'error'; message: string };

export function serializeRouteErrors(errors: Record<string, unknown> | null): ServerState['router']['errors'] {
  if (!errors) return null;
  const result: Record<string, SerializedError> = {};
  for (const [id, error] of Object.entries(errors)) {
    result[id] = isRouteErrorResponse(error)
      ? { kind: 'response', status: error.status, statusText: error.statusText, data: error.data as unknown }
      : { kind: 'error', message: error instanceof Error ? error.message : String(error) };
  }
  return result;
}

/** The router's hydration data, errors revived as the route error boundaries expect them. */
export function hydrationDataOf(state: ServerState): HydrationState {
  const errors = state.router.errors;
  return {
    loaderData: state.router.loaderData,
    errors: errors
      ? Object.fromEntries(
          Object.entries(errors).map(([id, error]) => [
            id,
            error.kind === 'response'
              ? new UNSAFE_ErrorResponseImpl(error.status, error.statusText, error.data)
              : new Error(error.message),
          ]),
        )
      : null,
  };
}

/** The JSON for a `<script type="application/json">`: nothing in it can close the script. */
export function serializeState(state: ServerState): string {
  return JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * The server's queries dated now: a page may come from the server's read cache, rendered a while
 * ago, but it is dropped there by any write that changes its data, so what it carries is current
 * when it is served. Without this, hydration would refetch everything older than the stale time.
 */
export function asOfNow(queries: DehydratedState, now = Date.now()): DehydratedState {
  return {
    ...queries,
    queries: queries.queries.map((query) => ({ ...query, state: { ...query.state, dataUpdatedAt: now } })),
  };
}

/** The server's state on a server-rendered page; null on a page the browser renders alone. */
export function readServerState(): ServerState | null {
  const script = document.getElementById(SERVER_STATE_ID);
  if (!script?.textContent) return null;
  return JSON.parse(script.textContent) as ServerState;
}
