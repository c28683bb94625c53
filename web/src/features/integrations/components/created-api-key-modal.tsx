import { Alert, Button, Code, CopyButton, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconCopy } from '@tabler/icons-react';
import type { CreatedApiKeyResponse } from '@contract/api-keys';

/** The new key, shown this once: copy it now, it is never shown again. */
export function CreatedApiKeyModal({
  created,
  onClose,
}: {
  created: CreatedApiKeyResponse;
  onClose: () => void;
}) {
  return (
    <Modal
      opened
      onClose={onClose}
      title={`Your new key: ${created.apiKey.name}`}
      centered
      radius="lg"
      size="lg"
      closeOnClickOutside={false}
    >
      <Stack gap="md">
        <Alert color="yellow" variant="light" icon={<IconAlertTriangle />} title="Copy it now">
          This is the only time the key is shown: we keep only a fingerprint of it. Store it where
          your other system keeps its secrets; anyone who has it can act as your organisation with
          its role. If it is lost, revoke it and make a new one.
        </Alert>
        {/* Wrapped, not scrolled: a scrolling box keyboard users cannot reach (axe, 390 px). */}
        <Code
          block
          aria-label="The API key"
          style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
        >
          {created.key}
        </Code>
        <Group justify="space-between" gap="sm">
          <Text size="sm" c="dimmed">
            In the list it is the key starting {created.apiKey.prefix}.
          </Text>
          <Group gap="sm">
            <CopyButton value={created.key} timeout={2000}>
              {({ copied, copy }) => (
                <Button
                  color={copied ? 'teal' : undefined}
                  variant={copied ? 'light' : 'filled'}
                  leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                  onClick={copy}
                >
                  {copied ? 'Copied' : 'Copy the key'}
                </Button>
              )}
            </CopyButton>
            <Button variant="default" onClick={onClose}>
              Done
            </Button>
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}
