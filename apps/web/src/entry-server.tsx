import { DEFAULT_LANGUAGE, type Language, type PageSource } from '@fanlens/shared';
import { dehydrate } from '@tanstack/react-query';
import { type ReactNode, StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouterProvider, createStaticHandler, createStaticRouter } from 'react-router';
import { i18n } from '@/lib/i18n';
import type { PageLoadContext } from '@/app/page-loader';
import { AppShell } from '@/app/app-shell';
import { type RouteHandle, appRoutes } from '@/app/router';
import { pageAddressOf, pageAddressText } from '@/app/page-address';
import { SERVER_STATE_ID, type ServerState, serializeRouteErrors, serializeState } from '@/app/server-state';
import { headHtml } from '@/app/server/head-html';
import { inLanguage } from '@/app/server/render-language';
import { type HeadData, HeadContext } from '@/components/page/page-head';
import { SplashScreen } from '@/components/splash/splash-screen';
import { createQueryClient } from '@/lib/query-client';

export interface RenderOptions {
  source: PageSource;
  /** The site's own address (PUBLIC_URL): canonical URLs and share images are absolute. */
  publicUrl: string;
  /** The built index.html. */
  template: string;
  /** The language to write the page in (the visitor's cookie; English without one). */
  language?: Language;
}

/** A rendered answer: the HTML of a page, or a redirect. */
export interface RenderedPage {
  status: number;
  headers: Record<string, string>;
  html: string;
}

export { pageAddressOf };

const handler = createStaticHandler(appRoutes);

async function toHtml(element: ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(element);
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

/** The template with its language, the head tags and the root's content filled in. */
function fillTemplate(
  template: string,
  parts: { language: Language; head: string; body: string; state?: string },
): string {
  return template
    .replace(/<html lang="[^"]*"/, `<html lang="${parts.language}"`)
    .replace(/<!--head-->[\s\S]*?<!--\/head-->/, () => parts.head)
    .replace('<div id="root"></div>', () => `<div id="root">${parts.body}</div>${parts.state ?? ''}`);
}

/**
 * Renders one address of the site as a guest sees it, in `language`: the public screens with their
 * data and head, the signed-in and signed-out screens as a shell the browser renders. Nothing
 * personal is in the answer, so it may be cached (per language).
 */
export function renderPage(url: string, options: RenderOptions): Promise<RenderedPage> {
  const language = options.language ?? DEFAULT_LANGUAGE;
  return inLanguage(language, () => renderInLanguage(url, language, options));
}

async function renderInLanguage(
  url: string,
  language: Language,
  { source, publicUrl, template }: RenderOptions,
): Promise<RenderedPage> {
  const description = i18n.t('head.description');
  // Leading slashes collapsed: '//host/x' is a path of this site, never another host.
  const address = new URL(url.replace(/^\/+/, '/'), `${publicUrl}/`);
  const queryClient = createQueryClient();
  const requestContext: PageLoadContext = { source, queryClient };
  const context = await handler.query(new Request(address.href), { requestContext });
  if (context instanceof Response) {
    return { status: context.status, headers: { location: context.headers.get('location') ?? '/' }, html: '' };
  }
  const handles = context.matches.map((match) => (match.route.handle ?? {}) as RouteHandle);
  // The address a page without its own canonical path names in its head: the page address, whatever
  // the case of the path it was asked for (the server caches the page under it).
  const page = pageAddressOf(url);
  const path = pageAddressText({ path: page.path.toLowerCase(), query: page.query });

  if (handles.some((handle) => handle.browserOnly)) {
    const shell = await toHtml(<SplashScreen />);
    const head = headHtml(
      { robots: 'noindex, follow' },
      { publicUrl, path: page.path.toLowerCase(), language, description },
    );
    return { status: 200, headers: {}, html: fillTemplate(template, { language, head, body: shell }) };
  }

  const router = createStaticRouter(handler.dataRoutes, context);
  const collected: HeadData = {};
  const body = await toHtml(
    <StrictMode>
      <HeadContext value={collected}>
        <AppShell client={queryClient}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppShell>
      </HeadContext>
    </StrictMode>,
  );
  const state: ServerState = {
    queries: dehydrate(queryClient),
    router: { loaderData: context.loaderData, errors: serializeRouteErrors(context.errors) },
  };
  const status = context.errors ? context.statusCode : (handles.at(-1)?.status ?? context.statusCode);
  const head = headHtml(collected, { publicUrl, path, language, description });
  const stateScript = `<script type="application/json" id="${SERVER_STATE_ID}">${serializeState(state)}</script>`;
  return { status, headers: {}, html: fillTemplate(template, { language, head, body, state: stateScript }) };
}
