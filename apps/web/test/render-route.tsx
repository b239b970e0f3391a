import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { appRoutes } from '@/app/router';
import { createQueryClient } from '@/lib/query-client';

/** Renders the real route table at `url`, as the app does (without the start-up splash). */
export function renderRoute(url: string) {
  const router = createMemoryRouter(appRoutes, { initialEntries: [url] });
  const queryClient = createQueryClient();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router };
}

/** The router's current path with its query, e.g. '/sign-in?redirectTo=%2Fmy-profile'. */
export function currentUrl(router: ReturnType<typeof createMemoryRouter>) {
  const { pathname, search } = router.state.location;
  return pathname + search;
}
