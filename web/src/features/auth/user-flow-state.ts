/**
 * Router state passed between user-flow pages: the email typed so far (so no page asks for it
 * twice), and a notice for the login page after a password reset.
 */
export type UserFlowState = { email?: string; notice?: 'password-changed' };

export function readUserFlowState(state: unknown): UserFlowState {
  if (typeof state !== 'object' || state === null) return {};
  const email = 'email' in state && typeof state.email === 'string' ? state.email : undefined;
  const notice =
    'notice' in state && state.notice === 'password-changed' ? 'password-changed' : undefined;
  return { email, notice };
}
