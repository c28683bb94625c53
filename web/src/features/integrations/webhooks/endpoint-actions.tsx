import { Button, Group, Modal, Switch, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconKey, IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import type { WebhookEndpointView, WebhookEndpointWithSecretResponse } from '@contract/webhooks';
import { ConfirmModal } from '@/components/confirm-modal';
import { formatInstant } from '@/lib/event-time';
import { EndpointForm, requestOf } from './endpoint-form';
import { SecretModal } from './secret-modal';
import {
  useDeleteWebhookEndpoint,
  useRotateWebhookSecret,
  useUpdateWebhookEndpoint,
} from './webhooks-api';

const failed = (title: string) => (error: Error) =>
  notifications.show({ color: 'red', title, message: error.message });

type Dialog = 'edit' | 'rotate' | 'delete';

/** What an owner or admin does to one endpoint: on or off, edit, rotate its secret, delete. */
export function EndpointActions({
  orgId,
  endpoint,
}: {
  orgId: string;
  endpoint: WebhookEndpointView;
}) {
  const update = useUpdateWebhookEndpoint(orgId);
  const rotate = useRotateWebhookSecret(orgId);
  const remove = useDeleteWebhookEndpoint(orgId);
  const [dialog, setDialog] = useState<Dialog>();
  const [rotated, setRotated] = useState<WebhookEndpointWithSecretResponse>();
  const close = () => setDialog(undefined);
  const { url } = endpoint;
  return (
    <>
      <Group gap="sm" wrap="wrap">
        <Switch
          label="Send events"
          aria-label={`Send events to ${url}`}
          checked={endpoint.enabled}
          disabled={update.isPending}
          onChange={(changed) =>
            update.mutate(
              { endpointId: endpoint.id, change: { enabled: changed.currentTarget.checked } },
              { onError: failed('Could not change the endpoint') },
            )
          }
        />
        <Button
          variant="default"
          size="xs"
          leftSection={<IconPencil size={14} />}
          aria-label={`Edit ${url}`}
          onClick={() => setDialog('edit')}
        >
          Edit
        </Button>
        <Button
          variant="default"
          size="xs"
          leftSection={<IconKey size={14} />}
          aria-label={`Rotate secret of ${url}`}
          onClick={() => setDialog('rotate')}
        >
          Rotate secret
        </Button>
        <Button
          variant="subtle"
          color="red"
          size="xs"
          leftSection={<IconTrash size={14} />}
          aria-label={`Delete ${url}`}
          onClick={() => setDialog('delete')}
        >
          Delete
        </Button>
      </Group>
      <Modal opened={dialog === 'edit'} onClose={close} title="Edit endpoint" centered radius="lg">
        <EndpointForm
          initialValues={{
            url: endpoint.url,
            description: endpoint.description,
            types: endpoint.types,
          }}
          submitLabel="Save"
          onClose={close}
          onSave={async (values) => {
            await update.mutateAsync({ endpointId: endpoint.id, change: requestOf(values) });
            close();
          }}
        />
      </Modal>
      <ConfirmModal
        isOpen={dialog === 'rotate'}
        title="Rotate the signing secret?"
        confirmLabel="Rotate secret"
        isConfirming={rotate.isPending}
        onClose={close}
        onConfirm={() =>
          rotate.mutate(endpoint.id, {
            onSuccess: (answer) => {
              // The secret lives in the dialog's state alone, gone when it closes.
              rotate.reset();
              close();
              setRotated(answer);
            },
            onError: (error) => {
              close();
              failed('Could not rotate the secret')(error);
            },
          })
        }
      >
        <Text size="sm">
          A new secret is made and shown once. The current one keeps working beside it for 24 hours,
          so your receiver has a day to change to the new one.
        </Text>
      </ConfirmModal>
      <SecretModal
        secret={rotated?.secret ?? null}
        url={url}
        previousSecretUntil={
          rotated?.endpoint.previousSecretExpiresAt &&
          formatInstant(rotated.endpoint.previousSecretExpiresAt, '')
        }
        onClose={() => setRotated(undefined)}
      />
      <ConfirmModal
        isOpen={dialog === 'delete'}
        title="Delete this endpoint?"
        confirmLabel="Delete"
        confirmColor="red"
        isConfirming={remove.isPending}
        onClose={close}
        onConfirm={() =>
          remove.mutate(endpoint.id, {
            onSuccess: close,
            onError: (error) => {
              close();
              failed('Could not delete the endpoint')(error);
            },
          })
        }
      >
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          No more events are sent to {url}. Deliveries still being tried stop. This cannot be
          undone.
        </Text>
      </ConfirmModal>
    </>
  );
}
