import { Modal, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { DialogButtons } from '@/components/dialog-buttons';
import { readAuthError } from '../api/auth-error';
import { reauthenticateWithPassword } from '../api/reauthenticate';
import { PasswordField } from './password-field';

const wrongPasswordCodes: ReadonlySet<string> = new Set([
  'auth/wrong-password',
  'auth/invalid-credential',
  'auth/invalid-login-credentials',
]);

type ReauthenticateModalProps = {
  isOpen: boolean;
  /** Why the password is asked for again, in a sentence. */
  reason: string;
  /** The action to go on with, once signed in again (the one the server refused). */
  onReauthenticated: () => void;
  onClose: () => void;
};

/** Asks for the password again, for an action that needs a fresh sign-in. */
export function ReauthenticateModal({ isOpen, onClose, ...content }: ReauthenticateModalProps) {
  return (
    <Modal opened={isOpen} onClose={onClose} title="Enter your password again" centered radius="lg">
      {/* Its own component, so the password typed is gone when the dialog opens again. */}
      <ReauthenticateContent onCancel={onClose} {...content} />
    </Modal>
  );
}

function ReauthenticateContent({
  reason,
  onReauthenticated,
  onCancel,
}: Omit<ReauthenticateModalProps, 'isOpen' | 'onClose'> & { onCancel: () => void }) {
  const [password, setPassword] = useState('');
  const signIn = useMutation({
    mutationFn: reauthenticateWithPassword,
    onSuccess: onReauthenticated,
  });
  const failure = signIn.error ? readAuthError(signIn.error) : null;
  const error = !failure
    ? undefined
    : wrongPasswordCodes.has(failure.code)
      ? 'The password is not right'
      : failure.message;

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (password) signIn.mutate(password);
      }}
    >
      <Stack gap="md">
        <Text size="sm">{reason}</Text>
        <PasswordField
          label="Password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          error={error}
          data-autofocus
        />
        <DialogButtons
          onClose={onCancel}
          confirmLabel="Continue"
          isConfirming={signIn.isPending}
          isConfirmDisabled={!password}
        />
      </Stack>
    </form>
  );
}
