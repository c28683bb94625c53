import { Button, Modal, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { DialogButtons } from '@/components/dialog-buttons';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { isApiError } from '@/lib/api-error';
import { chooseOrganisation } from '../api/current-organisation';
import { useCreateOrganisation } from '../api/team-api';

/**
 * Founds another organisation (a second brand, a venue's own team) with the person as its
 * owner, and switches to it.
 */
export function NewOrganisationButton() {
  const auth = useAuth();
  const uid = auth.status === 'signed-in' ? auth.user.uid : '';
  const [isOpen, setOpen] = useState(false);
  const [name, setName] = useState('');
  const create = useCreateOrganisation();
  const close = () => {
    setOpen(false);
    setName('');
    create.reset();
  };
  const fields = isApiError(create.error) ? (create.error.fields ?? {}) : {};
  return (
    <>
      <Button variant="default" leftSection={<IconPlus size={16} />} onClick={() => setOpen(true)}>
        New organisation
      </Button>
      <Modal opened={isOpen} onClose={close} title="New organisation" centered radius="lg">
        <form
          noValidate
          onSubmit={(submitted) => {
            submitted.preventDefault();
            create.mutate(
              { name },
              {
                onSuccess: (made) => {
                  chooseOrganisation(uid, made.id);
                  close();
                  notifications.show({
                    color: 'teal',
                    title: `${made.name} is ready`,
                    message: 'You are its owner: invite your team and create its events.',
                  });
                },
              },
            );
          }}
        >
          <Stack gap="lg">
            <TextInput
              label="Name"
              description="As buyers will see it; you can change it later"
              value={name}
              onChange={(changed) => setName(changed.currentTarget.value)}
              error={
                fields.name ?? (create.error && !fields.name ? create.error.message : undefined)
              }
              data-autofocus
            />
            <DialogButtons onClose={close} confirmLabel="Create" isConfirming={create.isPending} />
          </Stack>
        </form>
      </Modal>
    </>
  );
}
