import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

type AuthErrorAlertProps = { title: string; error: { code: string; message: string } };

/**
 * SPEC.md's "Error: {code}, {message}" for a Firebase Auth failure; anything that is not an
 * auth error (no code) shows its message alone.
 */
export function AuthErrorAlert({ title, error }: AuthErrorAlertProps) {
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle />} title={title}>
      {error.code === 'unknown' ? error.message : `Error: ${error.code}, ${error.message}`}
    </Alert>
  );
}
