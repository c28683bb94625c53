import type { ActionCodeSettings } from 'firebase/auth';
import { paths } from '@/config/paths';

/**
 * Where Firebase's emails continue to. The URL must be absolute, and its domain authorised in
 * the Firebase console: the page's own origin is both in every environment we run.
 */
export function verifyEmailSettings(): ActionCodeSettings {
  return { url: `${window.location.origin}${paths.userFlow.emailVerified.getHref()}` };
}

export function passwordResetSettings(): ActionCodeSettings {
  return { url: `${window.location.origin}${paths.userFlow.login.getHref()}` };
}
