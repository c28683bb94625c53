import { Alert, Button, Code, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { webhookSignatureHeader } from '@contract/webhooks';
import { CopyableLink } from '@/features/events/components/copyable-link';

type SecretModalProps = {
  /** The secret just made; null when there is none to show. */
  secret: string | null;
  /** For whom the secret signs ("https://crm.example/hooks"). */
  url: string;
  /** After a rotation: until when the secret before it still signs. */
  previousSecretUntil?: string;
  onClose: () => void;
};

/**
 * A signing secret, the one time it is shown: to copy and store now, with what it is for.
 * Closing is deliberate (no click outside), so it is not lost by a stray tap.
 */
export function SecretModal({ secret, url, previousSecretUntil, onClose }: SecretModalProps) {
  return (
    <Modal
      opened={secret !== null}
      onClose={onClose}
      title="Your signing secret"
      centered
      radius="lg"
      closeOnClickOutside={false}
    >
      <Stack gap="md">
        <Alert color="yellow" variant="light" icon={<IconAlertTriangle />} title="Store it now">
          It will not be shown again. Keep it where your receiver can read it, like a password.
        </Alert>
        <Text size="sm">
          Each event we send to <Code style={{ overflowWrap: 'anywhere' }}>{url}</Code> is signed
          with this secret in the <Code>{webhookSignatureHeader}</Code> header, so your receiver can
          check it came from us.
        </Text>
        {previousSecretUntil && (
          <Text size="sm">
            The old secret keeps working beside it until {previousSecretUntil}: put the new one in
            your receiver before then.
          </Text>
        )}
        <CopyableLink
          label="Signing secret"
          link={secret ?? ''}
          copyLabel="Copy"
          isPrimary
          copiedFor={2000}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            I have stored it
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
