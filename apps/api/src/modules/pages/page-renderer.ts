import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Language, PageSource } from '@fanlens/shared';

/** A rendered answer of the site: status, headers and the whole HTML document. */
export interface RenderedPage {
  status: number;
  headers: Record<string, string>;
  html: string;
}

/**
 * The address a page is cached under: its path (leading slashes collapsed) and the query
 * parameters it reads, normalised; `query` null for pages the browser renders alone (their query
 * is kept as it is). See apps/web/src/app/page-address.ts.
 */
export interface PageAddress {
  path: string;
  query: string | null;
}

interface ServerEntry {
  renderPage(
    url: string,
    options: { source: PageSource; publicUrl: string; template: string; language: Language },
  ): Promise<RenderedPage>;
  pageAddressOf(url: string): PageAddress;
}

export interface PageRenderer {
  /** Renders one address of the site (path and query) in `language`, with the page data read from `source`. */
  render(url: string, source: PageSource, language: Language): Promise<RenderedPage>;
  /** The page address of `url` (no rendering, no data). */
  address(url: string): Promise<PageAddress>;
}

/**
 * The server renderer of the web app: the built index.html (`webRoot`) and the server bundle
 * (`ssrRoot/entry-server.js`), loaded once. Null when the web app is not built for the server.
 */
export function createPageRenderer(options: {
  webRoot: string;
  ssrRoot: string;
  publicUrl: string;
}): PageRenderer | null {
  const entryFile = path.join(options.ssrRoot, 'entry-server.js');
  const templateFile = path.join(options.webRoot, 'index.html');
  if (!fs.existsSync(entryFile) || !fs.existsSync(templateFile)) return null;
  const template = fs.readFileSync(templateFile, 'utf8');
  let entry: Promise<ServerEntry> | null = null;
  const load = () => (entry ??= import(pathToFileURL(entryFile).href) as Promise<ServerEntry>);
  return {
    async render(url, source, language) {
      return (await load()).renderPage(url, { source, publicUrl: options.publicUrl, template, language });
    },
    async address(url) {
      return (await load()).pageAddressOf(url);
    },
  };
}
