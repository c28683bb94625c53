import { RequireAuth } from '@/features/auth/components/require-auth';
import { SecondStepPrompt } from '@/features/two-step/components/second-step-host';
import { PlatformShell } from './platform-shell';

/**
 * The platform's layout behind the login guard: guarding it guards every page inside. The
 * two-step code prompt answers any of its pages' money requests that need the second step.
 */
export function GuardedPlatformShell() {
  return (
    <RequireAuth>
      <PlatformShell />
      <SecondStepPrompt />
    </RequireAuth>
  );
}
