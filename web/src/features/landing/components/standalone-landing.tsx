import { useEffect } from 'react';
import { PageLoader } from '@/components/page-loader';
import { paths } from '@/config/paths';
import { isRegisteredUser } from '@/features/auth/auth-context';
import { useLandingAuth } from '../use-landing-auth';
import { LandingContent } from './landing-content';

/**
 * The landing page as a first visit of `/` gets it (landing-entry.tsx): without the router,
 * so somebody signed in goes on to the platform with a page load.
 */
export function StandaloneLanding({
  goTo = (href) => window.location.replace(href),
}: {
  /** Leaves for `href` (a test watches it). */
  goTo?: (href: string) => void;
}) {
  const authState = useLandingAuth();
  const signedIn = isRegisteredUser(authState);
  useEffect(() => {
    if (signedIn) goTo(paths.platform.root.getHref());
  }, [signedIn, goTo]);
  // Waiting avoids flashing the hero at someone who is about to be sent to /platform.
  if (authState.status === 'loading' || signedIn) return <PageLoader />;
  return <LandingContent />;
}
