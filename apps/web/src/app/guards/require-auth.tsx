import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { selectIsSignedIn, useAuthStore } from '@/lib/auth-store';

/** Signed-in only: others go to /sign-in?redirectTo=<where they wanted to go>. */
export function RequireAuth() {
  const signedIn = useAuthStore(selectIsSignedIn);
  const location = useLocation();
  if (!signedIn) {
    return <Navigate to={paths.signIn({ redirectTo: location.pathname + location.search })} replace />;
  }
  return <Outlet />;
}
