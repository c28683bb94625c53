/**
 * Stands in for `@/lib/firebase` with an organiser signed in by password. Use with
 * `vi.mock('@/lib/firebase', () => import('@/features/auth/test-support/signed-in-firebase-mock'))`.
 */
export const auth = { currentUser: { uid: 'user-1', email: 'organiser@example.com' } };
