import { Navigate, useLocation } from 'react-router-dom';
import { PageLoader } from '@/components/page-loader';
import { paths } from '@/config/paths';
import { isRegisteredUser } from '@/features/auth/auth-context';
import { isLoggingOut } from '@/features/auth/log-out-state';
import { useLandingAuth } from '../use-landing-auth';
import { LandingContent } from './landing-content';

/**
 * The landing page inside the app (`/` reached without a page load: after a logout). A first
 * visit of `/` starts landing-entry.tsx instead, without the router.
 */
export function LandingPage() {
  const authState = useLandingAuth();
  const location = useLocation();

  // Waiting avoids flashing the hero at someone who is about to be sent to /platform.
  if (authState.status === 'loading') return <PageLoader />;
  if (isRegisteredUser(authState) && !isLoggingOut(location.state)) {
    return <Navigate to={paths.platform.root.getHref()} replace />;
  }
  return <LandingContent />;
}
