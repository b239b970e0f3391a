import { useEffect } from 'react';
import { RouterProvider } from 'react-router';
import type { DataRouter } from 'react-router';
import { queryClient } from '@/lib/query-client';
import { AppShell } from './app-shell';
import { AppStartup } from './app-startup';
import { AppProvider } from './provider';

export interface AppProps {
  router: DataRouter;
  /** The page came rendered from the server (guest view) and is being hydrated. */
  serverRendered: boolean;
}

export function App({ router, serverRendered }: AppProps) {
  // Marks the document once React has taken over the page (hydrated, or first rendered): until
  // then a server-rendered page shows but does not respond (the browser tests wait for it).
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  if (serverRendered) {
    return (
      <AppShell client={queryClient}>
        <AppStartup ready>
          <RouterProvider router={router} />
        </AppStartup>
      </AppShell>
    );
  }
  return (
    <AppProvider client={queryClient}>
      <AppStartup>
        <RouterProvider router={router} />
      </AppStartup>
    </AppProvider>
  );
}
