import { Alert, List, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertTriangle, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { DialogButtons } from '@/components/dialog-buttons';
import { useDeleteAccount } from '../api/delete-account';

const confirmationWord = 'delete';

type DeleteAccountModalProps = { isOpen: boolean; onClose: () => void };

export function DeleteAccountModal({ isOpen, onClose }: DeleteAccountModalProps) {
  return (
    <Modal opened={isOpen} onClose={onClose} title="Delete your account" centered radius="lg">
      {/* Its own component, so the typed word is gone when the dialog opens again. */}
      <DeleteAccountContent onCancel={onClose} />
    </Modal>
  );
}

function DeleteAccountContent({ onCancel }: { onCancel: () => void }) {
  const [typed, setTyped] = useState('');
  const deletion = useDeleteAccount();
  const isConfirmed = typed.trim().toLowerCase() === confirmationWord;

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (isConfirmed) deletion.mutate();
      }}
    >
      <Stack gap="md">
        <Text size="sm">This cannot be undone. We remove:</Text>
        <List size="sm" spacing={4}>
          <List.Item>your profile, name, date of birth and photo</List.Item>
          <List.Item>your sign-in, so this email and password stop working</List.Item>
          <List.Item>
            your name, email and answers in your orders and tickets, once each event is over and
            paid out
          </List.Item>
        </List>
        <Text size="sm" c="dimmed">
          Tickets to events still to come stay valid until the event ends. Amounts, order references
          and dates stay, since money records are kept for tax. Events you organised stay, so the
          people holding their tickets still get in.
        </Text>
        <TextInput
          label={`Type "${confirmationWord}" to confirm`}
          value={typed}
          onChange={(event) => setTyped(event.currentTarget.value)}
          autoComplete="off"
          data-autofocus
        />
        {deletion.error && (
          <Alert color="red" variant="light" icon={<IconAlertTriangle />} title="Not deleted">
            {deletion.error.message}
          </Alert>
        )}
        <DialogButtons
          onClose={onCancel}
          confirmLabel="Delete my account"
          confirmColor="red"
          confirmIcon={<IconTrash size={16} />}
          isConfirming={deletion.isPending}
          isConfirmDisabled={!isConfirmed}
        />
      </Stack>
    </form>
  );
}
