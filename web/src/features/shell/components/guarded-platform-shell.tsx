import { RequireAuth } from '@/features/auth/components/require-auth';
import { PlatformShell } from './platform-shell';

/** The platform's layout behind the login guard: guarding it guards every page inside. */
export function GuardedPlatformShell() {
  return (
    <RequireAuth>
      <PlatformShell />
    </RequireAuth>
  );
}
