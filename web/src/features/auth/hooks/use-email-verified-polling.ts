import { useEffect, useState } from 'react';
import type { User } from 'firebase/auth';

/** SPEC.md: the confirm page checks for the verified status every 2 seconds. */
export const verificationPollMs = 2_000;

/**
 * Whether the user's email is verified, re-read from Firebase every 2 s until it is. The link
 * is usually opened in another tab or on a phone, so nothing here would hear of it otherwise.
 */
export function useEmailVerifiedPolling(user: User): boolean {
  const [isVerified, setIsVerified] = useState(user.emailVerified);

  useEffect(() => {
    if (isVerified) return;
    let isCurrent = true;
    const timer = setInterval(async () => {
      try {
        await user.reload();
      } catch {
        // Offline or rate limited: the next tick tries again.
        return;
      }
      if (isCurrent && user.emailVerified) setIsVerified(true);
    }, verificationPollMs);
    return () => {
      isCurrent = false;
      clearInterval(timer);
    };
  }, [user, isVerified]);

  return isVerified;
}
