/** What sign-up hands the confirm page through router state (absent on a reload). */
export type SignUpConfirmState = { email: string; isVerificationEmailSent: boolean };

export function readSignUpConfirmState(state: unknown): SignUpConfirmState | null {
  if (typeof state !== 'object' || state === null) return null;
  if (!('email' in state) || typeof state.email !== 'string') return null;
  const isVerificationEmailSent =
    'isVerificationEmailSent' in state && state.isVerificationEmailSent === true;
  return { email: state.email, isVerificationEmailSent };
}
