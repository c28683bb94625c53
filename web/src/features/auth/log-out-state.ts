/**
 * Router state of the navigation to the landing page that starts a logout. The landing page
 * sends signed-in users to /platform; for the moment between leaving the platform and Firebase
 * finishing the sign-out, this tells it not to (and leaving first keeps the login guard quiet).
 */
export const logOutState = { isLoggingOut: true } as const;

export function isLoggingOut(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'isLoggingOut' in state;
}
