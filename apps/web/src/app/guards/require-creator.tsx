import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { selectIsSignedIn, useAuthStore } from '@/lib/auth-store';
import { selectIsCreator, useProfileStore } from '@/lib/profile-store';

/** Verified creators only: signed-out visitors go to sign-in, other users to / . */
export function RequireCreator() {
  const signedIn = useAuthStore(selectIsSignedIn);
  const isCreator = useProfileStore(selectIsCreator);
  const location = useLocation();
  if (!signedIn) {
    return <Navigate to={paths.signIn({ redirectTo: location.pathname + location.search })} replace />;
  }
  if (!isCreator) return <Navigate to={paths.home()} replace />;
  return <Outlet />;
}
