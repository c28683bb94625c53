import { PasswordInput, type PasswordInputProps } from '@mantine/core';

/**
 * Mantine's PasswordInput, with its show/hide button labelled without the word "password", so
 * the field is the only thing a "Password" label lookup (assistive tech, tests) can find.
 */
export function PasswordField(props: PasswordInputProps) {
  return (
    <PasswordInput visibilityToggleButtonProps={{ 'aria-label': 'Show characters' }} {...props} />
  );
}
