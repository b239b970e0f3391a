import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PageSource } from '@fanlens/shared';

/** A rendered answer of the site: status, headers and the whole HTML document. */
export interface RenderedPage {
  status: number;
  headers: Record<string, string>;
  html: string;
}

interface ServerEntry {
  renderPage(url: string, options: { source: PageSource; publicUrl: string; template: string }): Promise<RenderedPage>;
}

/** Renders one address of the site (path and query) with the page data read from `source`. */
export type PageRenderer = (url: string, source: PageSource) => Promise<RenderedPage>;

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
  return async (url, source) => {
    entry ??= import(pathToFileURL(entryFile).href) as Promise<ServerEntry>;
    return (await entry).renderPage(url, { source, publicUrl: options.publicUrl, template });
  };
}
