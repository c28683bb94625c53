import { lazy, Suspense } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router-dom';
import { isLoggingOut } from '@/features/auth/log-out-state';

// Toasts come from the platform's pages; a buyer on the public event page gets none, so
// their code is not part of that page's download.
const Notifications = lazy(() =>
  import('@mantine/notifications').then((module) => ({ default: module.Notifications })),
);

/** What a route says about the frame around it (`handle` in the route table). */
export type RouteFrame = { withoutNotifications?: boolean };

export function RootLayout() {
  const matches = useMatches();
  const location = useLocation();
  // A logout (or an account deletion) lands on the landing page and says how it went there.
  const quiet =
    !isLoggingOut(location.state) &&
    matches.some(
      (match) => (match.handle as RouteFrame | undefined)?.withoutNotifications === true,
    );
  return (
    <>
      {!quiet && (
        <Suspense fallback={null}>
          {/* Bottom right: at the top they covered the header's Login button and avatar. */}
          <Notifications position="bottom-right" />
        </Suspense>
      )}
      <Outlet />
    </>
  );
}
