import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { RouterProvider } from 'react-router';
import type { DataRouter } from 'react-router';
import { BootSplash } from '@/components/splash/boot-splash';
import { useAuthStore } from '@/lib/auth-store';
import { queryClient } from '@/lib/query-client';
import { queryRoots, viewerDependentRoots } from '@/lib/query-keys';
import { AppStartup } from './app-startup';
import { AppProvider } from './provider';

export interface AppProps {
  router: DataRouter;
  /** The page came rendered from the server (guest view) and is being hydrated. */
  serverRendered: boolean;
}

/**
 * The server's HTML is what a guest sees; once hydrated, a signed-in user's answers that carry
 * per-viewer flags (favorite, reviewed, helpful) are fetched again in place.
 */
function ViewerRefresh() {
  const client = useQueryClient();
  useEffect(() => {
    if (!useAuthStore.getState().accessToken) return;
    for (const root of [...viewerDependentRoots, queryRoots.reviews])
      void client.invalidateQueries({ queryKey: [root] });
  }, [client]);
  return null;
}

export function App({ router, serverRendered }: AppProps) {
  return (
    <AppProvider client={queryClient}>
      {serverRendered ? (
        <>
          <BootSplash />
          <ViewerRefresh />
          <AppStartup ready>
            <RouterProvider router={router} />
          </AppStartup>
        </>
      ) : (
        <AppStartup>
          <RouterProvider router={router} />
        </AppStartup>
      )}
    </AppProvider>
  );
}
