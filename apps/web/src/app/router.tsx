import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { SplashScreen } from '@/components/splash/splash-screen';
import { paths, routePatterns as r } from '@/config/paths';
import { RequireAuth } from './guards/require-auth';
import { RequireCreator } from './guards/require-creator';
import { RequireModerator } from './guards/require-moderator';
import { RequireSignedOut } from './guards/require-signed-out';
import { RootLayout } from './root-layout';
import { loadCommonData } from './common-data';
import { type PageLoader, routeLoaderOf } from './page-loader';
import { RouteError } from './route-error';
import { searchParamsOf, parseSearchFilters } from '@/features/search/utils/search-filters';
import { creatorPageQuery } from '@/features/creator/api/get-creator-reviews';
import { errorPageQuery } from '@/features/static/utils/error-page-query';
import { rankedPageQuery } from '@/features/ranked/utils/ranked-page';
import { dealPageQuery, parseDealPage } from '@/features/deals/utils/deal-page';

/** What a route tells the server renderer. */
export interface RouteHandle {
  /** Rendered by the browser alone: the server sends the page shell. */
  browserOnly?: boolean;
  /** The HTTP status of the page (the not-found page: 404). */
  status?: number;
  /**
   * The query parameters the page reads, normalised (see page-address.ts); a page without it
   * reads none. The server caches pages by them and redirects other addresses to them.
   */
  query?: (params: URLSearchParams) => object;
}

interface ScreenModule {
  default: ComponentType;
  /** The screen's server-side data step (public screens). */
  loadPage?: PageLoader;
}

/**
 * A screen loaded on first visit; the module's default export is the screen. In the server
 * build its `loadPage` becomes the route's loader; the browser reads the data from the cache.
 */
const screen = (load: () => Promise<ScreenModule>) => async () => {
  const module = await load();
  return import.meta.env.SSR && module.loadPage
    ? { Component: module.default, loader: routeLoaderOf(module.loadPage) }
    : { Component: module.default };
};

/** Signed-in and signed-out only screens are rendered by the browser alone (their state lives there). */
const browserOnly: RouteHandle = { browserOnly: true };

/** Every route of docs/product/site.md, "Routes". */
export const appRoutes: RouteObject[] = [
  {
    id: 'root',
    element: <RootLayout />,
    HydrateFallback: SplashScreen,
    errorElement: <RouteError />,
    ...(import.meta.env.SSR ? { loader: routeLoaderOf(loadCommonData) } : {}),
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { index: true, lazy: screen(() => import('@/features/home/routes/home')) },
          {
            path: r.search,
            handle: { query: (params) => searchParamsOf(parseSearchFilters(params)) } satisfies RouteHandle,
            lazy: screen(() => import('@/features/search/routes/search')),
          },
          { path: r.categories, lazy: screen(() => import('@/features/categories/routes/categories')) },
          {
            path: r.best,
            handle: { query: rankedPageQuery } satisfies RouteHandle,
            lazy: screen(() => import('@/features/ranked/routes/best')),
          },
          // A category's page reads no query: its platform is the category's.
          { path: r.bestCategory, lazy: screen(() => import('@/features/ranked/routes/best')) },
          {
            path: r.rising,
            handle: { query: rankedPageQuery } satisfies RouteHandle,
            lazy: screen(() => import('@/features/ranked/routes/rising')),
          },
          { path: r.risingCategory, lazy: screen(() => import('@/features/ranked/routes/rising')) },
          {
            path: r.deals,
            handle: { query: (params) => dealPageQuery(parseDealPage(params)) } satisfies RouteHandle,
            lazy: screen(() => import('@/features/deals/routes/deals')),
          },
          { path: r.forCreators, lazy: screen(() => import('@/features/creator/routes/for-creators')) },
          ...[r.creator, r.creatorAtSitePath].map((path) => ({
            path,
            handle: { query: creatorPageQuery } satisfies RouteHandle,
            lazy: screen(() => import('@/features/creator/routes/creator')),
          })),
          { path: r.privacy, lazy: screen(() => import('@/features/static/routes/privacy')) },
          { path: r.terms, lazy: screen(() => import('@/features/static/routes/terms')) },
          { path: r.about, lazy: screen(() => import('@/features/static/routes/about')) },
          { path: r.transparency, lazy: screen(() => import('@/features/transparency/routes/transparency')) },
          { path: r.guidelines, lazy: screen(() => import('@/features/static/routes/guidelines')) },
          {
            path: r.error,
            handle: { query: errorPageQuery } satisfies RouteHandle,
            lazy: screen(() => import('@/features/static/routes/error')),
          },
          {
            path: r.confirmEmail,
            handle: browserOnly,
            lazy: screen(() => import('@/features/auth/routes/confirm-email')),
          },
          {
            element: <RequireAuth />,
            handle: browserOnly,
            children: [
              { path: r.reviews, element: <Navigate to={paths.reviewsForOthers()} replace /> },
              { path: r.reviewsForOthers, lazy: screen(() => import('@/features/reviews/routes/reviews-for-others')) },
              { path: r.verification, lazy: screen(() => import('@/features/verification/routes/verification')) },
              { path: r.add, lazy: screen(() => import('@/features/listings/routes/add-creator')) },
              {
                path: r.verificationSuccess,
                lazy: screen(() => import('@/features/verification/routes/verification-success')),
              },
              {
                path: r.verificationError,
                lazy: screen(() => import('@/features/verification/routes/verification-error')),
              },
              { path: r.myProfile, lazy: screen(() => import('@/features/account/routes/my-profile')) },
              { path: r.myFavorites, lazy: screen(() => import('@/features/favorites/routes/my-favorites')) },
            ],
          },
          {
            element: <RequireCreator />,
            handle: browserOnly,
            children: [
              { path: r.reviewsLeftForMe, lazy: screen(() => import('@/features/reviews/routes/reviews-left-for-me')) },
              { path: r.creatorEdit, lazy: screen(() => import('@/features/creator-tools/routes/creator-edit')) },
              {
                path: r.creatorAnalytics,
                lazy: screen(() => import('@/features/creator-tools/routes/creator-analytics')),
              },
              { path: r.creatorBadge, lazy: screen(() => import('@/features/creator-tools/routes/creator-badge')) },
            ],
          },
          {
            element: <RequireModerator />,
            handle: browserOnly,
            children: [{ path: r.moderation, lazy: screen(() => import('@/features/moderation/routes/moderation')) }],
          },
          {
            element: <RequireSignedOut />,
            handle: browserOnly,
            children: [
              { path: r.signIn, lazy: screen(() => import('@/features/auth/routes/sign-in')) },
              { path: r.signUp, lazy: screen(() => import('@/features/auth/routes/sign-up')) },
              { path: r.forgotPassword, lazy: screen(() => import('@/features/auth/routes/forgot-password')) },
              { path: r.resetPassword, lazy: screen(() => import('@/features/auth/routes/reset-password')) },
            ],
          },
          {
            path: r.notFound,
            handle: { status: 404 } satisfies RouteHandle,
            lazy: screen(() => import('@/features/static/routes/not-found')),
          },
        ],
      },
    ],
  },
];
