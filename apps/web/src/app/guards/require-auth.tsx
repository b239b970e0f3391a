import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { selectIsSignedIn, useAuthStore } from '@/lib/auth-store';

/**
 * Signed-in only: others go to /sign-in?redirectTo=<where they wanted to go>, or where the
 * visitor's own sign-out said (a deleted account goes home).
 */
export function RequireAuth() {
  const signedIn = useAuthStore(selectIsSignedIn);
  const signedOutTo = useAuthStore((state) => state.signedOutTo);
  const location = useLocation();
  if (!signedIn) {
    const to = signedOutTo ?? paths.signIn({ redirectTo: location.pathname + location.search });
    return <Navigate to={to} replace />;
  }
  return <Outlet />;
}
