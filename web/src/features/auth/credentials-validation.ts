import { isEmail } from '@mantine/form';

// Firebase Auth's own minimum; checking it here saves a round trip to learn it.
const minimumPasswordLength = 6;

const isEmailFormat = isEmail('Enter a valid email');

export function validateEmail(value: string): string | null {
  if (!value.trim()) return 'Email is required';
  return isEmailFormat(value.trim()) ? 'Enter a valid email' : null;
}

export function validatePassword(value: string): string | null {
  return value ? null : 'Password is required';
}

export function validateNewPassword(value: string): string | null {
  if (!value) return 'Password is required';
  return value.length < minimumPasswordLength
    ? `Use at least ${minimumPasswordLength} characters`
    : null;
}
