import type { PageQuery, PageSource } from '@fanlens/shared';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';

/** What the server hands every route loader: the data source and this render's query cache. */
export interface PageLoadContext {
  source: PageSource;
  queryClient: QueryClient;
}

export interface PageLoadArgs extends PageLoadContext {
  params: LoaderFunctionArgs['params'];
  url: URL;
}

/**
 * A public screen's server-side data step: it fills the query cache with what the screen reads
 * on first render (same keys as in the browser), so the HTML holds the data and hydration does
 * not fetch it again. May throw `data(message, { status: 404 })` for the error page.
 */
export type PageLoader = (args: PageLoadArgs) => Promise<void>;

/** A page loader as a React Router loader (server only: the browser renders from the cache). */
export function routeLoaderOf(load: PageLoader) {
  return async ({ request, params, context }: LoaderFunctionArgs) => {
    await load({ ...(context as PageLoadContext), params, url: new URL(request.url) });
    return null;
  };
}

/**
 * Fills one query from the server source. A failed read leaves the query empty: the browser
 * then fetches it and shows its own state, as without server rendering.
 */
export function prefill<T>(queryClient: QueryClient, queryKey: QueryKey, read: () => Promise<T>): Promise<void> {
  return queryClient.prefetchQuery({ queryKey, queryFn: read });
}

/** API query parameters as the browser sends them (strings; empty values left out). */
export function pageQueryOf(params: object): PageQuery {
  const query: PageQuery = {};
  for (const [key, value] of Object.entries(params) as [string, unknown][]) {
    if (value === undefined || value === null || value === '') continue;
    query[key] = String(value);
  }
  return query;
}
