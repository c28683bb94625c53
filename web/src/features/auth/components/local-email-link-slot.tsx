import { lazy, Suspense } from 'react';
import type { LocalEmailLinkProps } from '../dev/local-email-link';

/**
 * Read straight from import.meta.env (not config/env.ts) so the production build, where the
 * variable is unset, sees `undefined ? … : null` and drops the development module entirely.
 */
const LocalEmailLink = import.meta.env.VITE_AUTH_EMULATOR_URL
  ? lazy(() => import('../dev/local-email-link'))
  : null;

/** The local emulator's email link, in development builds only; nothing in production. */
export function LocalEmailLinkSlot(props: LocalEmailLinkProps) {
  if (!LocalEmailLink) return null;
  return (
    <Suspense fallback={null}>
      <LocalEmailLink {...props} />
    </Suspense>
  );
}
