import { Alert, Button, List, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAlertTriangle, IconCircleCheck, IconTrash } from '@tabler/icons-react';
import { DialogButtons } from '@/components/dialog-buttons';
import { useEraseMyData } from '../api/erase-my-data';
import { DataLinkSection } from './data-link-section';

/**
 * "Erase my data" on the emailed link's page: a confirm dialog, then the server's sentence on
 * what was erased now and what waits until an event ends.
 */
export function EraseDataSection({ linkId, token }: { linkId: string; token: string }) {
  const [isOpen, dialog] = useDisclosure(false);
  const erasure = useEraseMyData(linkId, token);
  return (
    <DataLinkSection
      title="Erase my data"
      description="Your name, email and answers are removed from your orders, tickets and waiting lists. Amounts, order references and dates stay, since money records are kept for tax."
    >
      {erasure.data ? (
        <Alert
          color="teal"
          variant="light"
          icon={<IconCircleCheck />}
          title={erasure.data.state === 'done' ? 'Erased' : 'Erasure under way'}
          role="status"
        >
          {erasure.data.message}
        </Alert>
      ) : (
        <Button
          color="red"
          variant="light"
          leftSection={<IconTrash size={16} />}
          w="fit-content"
          onClick={dialog.open}
        >
          Erase my data
        </Button>
      )}
      <Modal opened={isOpen} onClose={dialog.close} title="Erase your data?" centered radius="lg">
        <Stack gap="md">
          <Text size="sm">This cannot be undone. For every event you bought tickets for:</Text>
          <List size="sm" spacing={4}>
            <List.Item>if it is over and paid out, your data is erased now</List.Item>
            <List.Item>
              if it is still to come, your tickets stay valid and your data is erased after it ends
            </List.Item>
          </List>
          {erasure.error && (
            <Alert color="red" variant="light" icon={<IconAlertTriangle />} title="Not erased">
              {erasure.error.message}
            </Alert>
          )}
          <DialogButtons
            onClose={dialog.close}
            confirmLabel="Erase my data"
            confirmColor="red"
            confirmIcon={<IconTrash size={16} />}
            isConfirming={erasure.isPending}
            onConfirm={() => erasure.mutate(undefined, { onSuccess: dialog.close })}
          />
        </Stack>
      </Modal>
    </DataLinkSection>
  );
}
