import { Text } from '@mantine/core';

/** Why an action in a dialog or form failed, beside it, read out as soon as it shows. */
export function InlineError({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <Text size="sm" c="red" role="alert">
      {message}
    </Text>
  );
}
