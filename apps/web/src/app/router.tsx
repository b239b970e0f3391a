import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { SplashScreen } from '@/components/splash/splash-screen';
import { paths, routePatterns as r } from '@/config/paths';
import { RequireAuth } from './guards/require-auth';
import { RequireCreator } from './guards/require-creator';
import { RequireModerator } from './guards/require-moderator';
import { RequireSignedOut } from './guards/require-signed-out';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';

/** A screen loaded on first visit; the module's default export is the screen. */
const screen = (load: () => Promise<{ default: ComponentType }>) => async () => ({
  Component: (await load()).default,
});

/** Every route of SPEC.md section 2. */
export const appRoutes: RouteObject[] = [
  {
    id: 'root',
    element: <RootLayout />,
    HydrateFallback: SplashScreen,
    errorElement: <RouteError />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { index: true, lazy: screen(() => import('@/features/home/routes/home')) },
          { path: r.search, lazy: screen(() => import('@/features/search/routes/search')) },
          { path: r.categories, lazy: screen(() => import('@/features/categories/routes/categories')) },
          { path: r.forCreators, lazy: screen(() => import('@/features/creator/routes/for-creators')) },
          { path: r.creator, lazy: screen(() => import('@/features/creator/routes/creator')) },
          { path: r.privacy, lazy: screen(() => import('@/features/static/routes/privacy')) },
          { path: r.terms, lazy: screen(() => import('@/features/static/routes/terms')) },
          { path: r.about, lazy: screen(() => import('@/features/static/routes/about')) },
          { path: r.error, lazy: screen(() => import('@/features/static/routes/error')) },
          {
            element: <RequireAuth />,
            children: [
              { path: r.reviews, element: <Navigate to={paths.reviewsForOthers()} replace /> },
              { path: r.reviewsForOthers, lazy: screen(() => import('@/features/reviews/routes/reviews-for-others')) },
              { path: r.verification, lazy: screen(() => import('@/features/verification/routes/verification')) },
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
            children: [
              { path: r.reviewsLeftForMe, lazy: screen(() => import('@/features/reviews/routes/reviews-left-for-me')) },
              { path: r.creatorEdit, lazy: screen(() => import('@/features/creator-tools/routes/creator-edit')) },
              {
                path: r.creatorAnalytics,
                lazy: screen(() => import('@/features/creator-tools/routes/creator-analytics')),
              },
            ],
          },
          {
            element: <RequireModerator />,
            children: [{ path: r.moderation, lazy: screen(() => import('@/features/moderation/routes/moderation')) }],
          },
          {
            element: <RequireSignedOut />,
            children: [
              { path: r.signIn, lazy: screen(() => import('@/features/auth/routes/sign-in')) },
              { path: r.signUp, lazy: screen(() => import('@/features/auth/routes/sign-up')) },
              { path: r.forgotPassword, lazy: screen(() => import('@/features/auth/routes/forgot-password')) },
              { path: r.resetPassword, lazy: screen(() => import('@/features/auth/routes/reset-password')) },
            ],
          },
          { path: r.notFound, lazy: screen(() => import('@/features/static/routes/not-found')) },
        ],
      },
    ],
  },
];
