import '@/lib/zod-config';
import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { type RouteObject, createBrowserRouter, matchRoutes } from 'react-router';
import { adoptPageLanguage } from '@/lib/i18n';
import '@/styles/tokens.css';
import '@/styles/base.css';
import '@/styles/layout.css';
import '@/styles/primitives.css';
import { App } from '@/app/app';
import { appRoutes } from '@/app/router';
import { asOfNow, hydrationDataOf, readServerState } from '@/app/server-state';
import { queryClient } from '@/lib/query-client';

/** Loads the screens of the current address first, so hydration renders what the server did. */
async function loadMatchedScreens(routes: RouteObject[]) {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded);
      route.lazy = undefined;
    }),
  );
}

async function start() {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  const state = readServerState();
  // The server wrote the page in the language of its cookie: the browser starts in the same one.
  const language = adoptPageLanguage(document.documentElement.lang);
  if (!state) {
    await language;
    createRoot(root).render(
      <StrictMode>
        <App router={createBrowserRouter(appRoutes)} serverRendered={false} />
      </StrictMode>,
    );
    return;
  }
  hydrate(queryClient, asOfNow(state.queries));
  await Promise.all([loadMatchedScreens(appRoutes), language]);
  const router = createBrowserRouter(appRoutes, { hydrationData: hydrationDataOf(state) });
  // In a transition, hydration yields to the browser every few milliseconds instead of holding
  // the main thread for the whole page (one long task that blocks input).
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <App router={router} serverRendered />
      </StrictMode>,
    );
  });
}

void start();
