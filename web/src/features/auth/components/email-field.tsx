import { TextInput, type TextInputProps } from '@mantine/core';

/** The required email field of sign-up and login. */
export function EmailField(props: TextInputProps) {
  return (
    <TextInput
      label="Email"
      type="email"
      autoComplete="email"
      placeholder="you@example.com"
      withAsterisk
      {...props}
    />
  );
}
