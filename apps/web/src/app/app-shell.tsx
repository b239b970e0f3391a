import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { BootSplash } from '@/components/splash/boot-splash';
import { useAuthStore } from '@/lib/auth-store';
import { queryRoots, viewerDependentRoots } from '@/lib/query-keys';
import { AppProvider } from './provider';

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

/**
 * The frame of a server-rendered page, the same on the server and in the browser (so hydration
 * finds the same tree, and the same generated ids): providers, the start-up splash, the router.
 */
export function AppShell({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <AppProvider client={client}>
      <BootSplash />
      <ViewerRefresh />
      {children}
    </AppProvider>
  );
}
