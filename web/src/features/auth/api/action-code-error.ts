import { readAuthError } from './auth-error';

const reasonByCode: Record<string, string> = {
  'auth/invalid-action-code':
    'the link is malformed, has expired or was already used (auth/invalid-action-code)',
  'auth/expired-action-code': 'the link has expired (auth/expired-action-code)',
  'auth/user-disabled': 'this account is disabled (auth/user-disabled)',
  'auth/user-not-found': 'the account no longer exists (auth/user-not-found)',
  'auth/network-request-failed':
    'we could not reach the sign-in service; check your connection (auth/network-request-failed)',
};

/** Why an emailed link's code was refused, in words, with Firebase's code for support. */
export function actionCodeErrorReason(error: unknown): string {
  const { code, message } = readAuthError(error);
  return reasonByCode[code] ?? (code === 'unknown' ? message : code);
}
