import { matchRoutes } from 'react-router';
import { withQuery } from '@/config/paths';
import { type RouteHandle, appRoutes } from './router';

/**
 * The address a public page is cached under and linked by: its path with the leading slashes
 * collapsed, and only the query parameters the page reads, normalised by the page's own parser
 * (defaults and unknown values left out, a fixed order). `query` is null for the pages the
 * browser renders alone: the server sends them the same shell whatever their query says, so the
 * query is kept as it is (a reset token, a redirect target).
 */
export interface PageAddress {
  path: string;
  query: string | null;
}

export function pageAddressOf(url: string): PageAddress {
  // '//host/x' and '/\host/x' would name another host: leading slashes and backslashes collapse
  // before parsing, and again after it ('/.//host' parses to '//host').
  const address = new URL(url.replace(/^[/\\]+/, '/'), 'http://page.invalid');
  const path = `/${address.pathname.replace(/^\/+/, '')}`;
  const matches = matchRoutes(appRoutes, path) ?? [];
  const handles = matches.map((match) => (match.route.handle ?? {}) as RouteHandle);
  if (handles.some((handle) => handle.browserOnly)) return { path, query: null };
  const read = handles.at(-1)?.query;
  const query = read ? withQuery('', read(address.searchParams)).slice(1) : '';
  return { path, query };
}

/** The page address as a path and query string. */
export const pageAddressText = ({ path, query }: PageAddress) => (query ? `${path}?${query}` : path);
