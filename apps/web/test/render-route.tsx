import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
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

/** Renders `url` and waits for the screen whose page heading is `heading`. */
export async function openScreen(url: string, heading: string | RegExp) {
  const view = renderRoute(url);
  await screen.findByRole('heading', { level: 1, name: heading });
  return view;
}

type FormScope = Pick<typeof screen, 'getByLabelText' | 'getByRole'>;

/**
 * A form's fields by their labels and its submit button by its name, found in `scope`
 * (the screen, or `within(card)`): `formControls(screen, { email: 'Email' }, 'Log in')`.
 */
export function formControls<Field extends string>(scope: FormScope, labels: Record<Field, string>, submit: string) {
  const fields = {} as Record<Field, HTMLElement>;
  for (const field of Object.keys(labels) as Field[]) fields[field] = scope.getByLabelText(labels[field]);
  return { ...fields, submit: scope.getByRole('button', { name: submit }) };
}
