import { FirebaseError } from 'firebase/app';

/** Firebase Auth rejects with FirebaseError (`auth/...` codes); anything else is unexpected. */
export function readAuthError(error: unknown): { code: string; message: string } {
  if (error instanceof FirebaseError) return { code: error.code, message: error.message };
  if (error instanceof Error) return { code: 'unknown', message: error.message };
  return { code: 'unknown', message: String(error) };
}

/** One line for the user: the `auth/...` code Firebase gave, or the message of anything else. */
export function authErrorText(error: unknown): string {
  const { code, message } = readAuthError(error);
  return code === 'unknown' ? message : code;
}
