import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { selectIsSignedIn, useAuthStore } from '@/lib/auth-store';
import { selectIsModerator, useProfileStore } from '@/lib/profile-store';

/** Moderators only: signed-out visitors go to sign-in, other users to / (the API refuses them too). */
export function RequireModerator() {
  const signedIn = useAuthStore(selectIsSignedIn);
  const isModerator = useProfileStore(selectIsModerator);
  const location = useLocation();
  if (!signedIn) {
    return <Navigate to={paths.signIn({ redirectTo: location.pathname + location.search })} replace />;
  }
  if (!isModerator) return <Navigate to={paths.home()} replace />;
  return <Outlet />;
}
