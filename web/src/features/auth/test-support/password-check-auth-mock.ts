import { vi } from 'vitest';

/*
 * Stands in for `firebase/auth` where a form asks for the password again (reauthentication):
 * the credential is a plain object to compare, the calls are mocks for each test to answer. Use
 * with `vi.mock('firebase/auth', () => import('@/features/auth/test-support/password-check-auth-mock'))`.
 */

export const EmailAuthProvider = { credential: vi.fn(() => ({ providerId: 'password' })) };
export const reauthenticateWithCredential = vi.fn();
export const updatePassword = vi.fn();
