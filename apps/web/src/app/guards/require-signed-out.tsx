import { Navigate, Outlet, useSearchParams } from 'react-router';
import { paths, safeRedirect } from '@/config/paths';
import { selectIsSignedIn, useAuthStore } from '@/lib/auth-store';

/**
 * Signed-out only (sign in, sign up, password reset): a signed-in user goes to / , or to the
 * page `redirectTo` names, so finishing a sign-in lands where the visitor was heading.
 */
export function RequireSignedOut() {
  const signedIn = useAuthStore(selectIsSignedIn);
  const [searchParams] = useSearchParams();
  if (signedIn) return <Navigate to={safeRedirect(searchParams.get('redirectTo'), paths.home())} replace />;
  return <Outlet />;
}
