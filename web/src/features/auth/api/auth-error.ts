import { FirebaseError } from 'firebase/app';

const tryLater = 'Wait a few minutes, then try again.';

/**
 * What each Firebase Auth refusal means for the person, and what they can do next, in place of
 * Firebase's own text ("Firebase: Error (auth/user-disabled).") which says neither.
 */
const sentenceByCode: Record<string, string> = {
  'auth/user-disabled':
    'This account has been disabled. If you think that is a mistake, write to the administrators to have it enabled again.',
  'auth/wrong-password':
    'The password is not right. Check it and try again, or set a new one with “Forgot password?” on the login page.',
  'auth/invalid-credential':
    'The email or password is not right. Check both and try again, or choose “Forgot password?” to set a new one.',
  'auth/invalid-login-credentials':
    'The email or password is not right. Check both and try again, or choose “Forgot password?” to set a new one.',
  'auth/user-not-found': 'There is no account with this email. Check it, or sign up for one.',
  'auth/too-many-requests': `Too many attempts in a short time, so we paused them. ${tryLater}`,
  'auth/network-request-failed':
    'We could not reach the sign-in service. Check your internet connection and try again.',
  'auth/email-already-in-use':
    'An account with this email exists already. Log in instead, or reset its password.',
  'auth/invalid-email': 'This email address does not look right. Check it and try again.',
  'auth/missing-password': 'Enter your password.',
  'auth/weak-password': 'This password is too easy to guess. Choose one of at least 6 characters.',
  'auth/requires-recent-login':
    'For your safety, this needs a fresh sign-in. Log out, log in again, then try once more.',
  'auth/expired-action-code': 'This link has expired. Ask for a new one and open it soon.',
  'auth/invalid-action-code':
    'This link is not valid any more: it may have been used already. Ask for a new one.',
  'auth/operation-not-allowed':
    'Signing in this way is switched off. Write to the administrators about it.',
  'auth/quota-exceeded': `The sign-in service is busy. ${tryLater}`,
};

const unexpected =
  'Something went wrong on our side. Try again in a moment; if it keeps happening, tell the administrators the code shown.';

/** A sentence for an `auth/...` code: what happened and what to do next. */
export function authErrorSentence(code: string): string {
  return sentenceByCode[code] ?? unexpected;
}

/**
 * Firebase Auth rejects with FirebaseError (`auth/...` codes): its code, with a sentence for
 * people as the message (never Firebase's internal text). Anything else is unexpected.
 */
export function readAuthError(error: unknown): { code: string; message: string } {
  if (error instanceof FirebaseError) {
    return { code: error.code, message: authErrorSentence(error.code) };
  }
  if (error instanceof Error) return { code: 'unknown', message: error.message };
  return { code: 'unknown', message: String(error) };
}

/** One line for the user: the sentence and the `auth/...` code, or the message of anything else. */
export function authErrorText(error: unknown): string {
  const { code, message } = readAuthError(error);
  return code === 'unknown' ? message : `${message} (${code})`;
}
