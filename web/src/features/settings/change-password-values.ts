import type { FormErrors } from '@mantine/form';

export type ChangePasswordValues = {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
};

// Firebase Auth's own minimum; checking it here saves a round trip to learn it.
const minimumPasswordLength = 6;

export function validateChangePassword(values: ChangePasswordValues): FormErrors {
  const errors: FormErrors = {};
  if (!values.currentPassword) errors.currentPassword = 'Enter your current password';
  if (!values.newPassword) errors.newPassword = 'Enter a new password';
  else if (values.newPassword.length < minimumPasswordLength) {
    errors.newPassword = `Use at least ${minimumPasswordLength} characters`;
  } else if (values.newPassword === values.currentPassword) {
    errors.newPassword = 'Choose a password different from the current one';
  }
  if (values.confirmPassword !== values.newPassword) {
    errors.confirmPassword = 'The passwords do not match';
  }
  return errors;
}

/** Titles for the Firebase codes a password change can meet; the code itself is shown too. */
export const changePasswordErrorTitles: Record<string, string> = {
  'auth/wrong-password': 'The current password is not right',
  'auth/invalid-credential': 'The current password is not right',
  'auth/invalid-login-credentials': 'The current password is not right',
  'auth/weak-password': 'Choose a stronger password',
  'auth/too-many-requests': 'Too many attempts, wait a moment',
  'auth/requires-recent-login': 'Log out and in again, then retry',
  'auth/network-request-failed': 'We could not reach the sign-in service',
};

export const wrongPasswordCodes: ReadonlySet<string> = new Set([
  'auth/wrong-password',
  'auth/invalid-credential',
  'auth/invalid-login-credentials',
]);
