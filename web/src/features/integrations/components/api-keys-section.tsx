import { Button, Group, Modal, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { useState } from 'react';
import type { CreatedApiKeyResponse } from '@contract/api-keys';
import { QueryErrorAlert } from '@/components/error-alert';
import { useApiKeys } from '../api/api-keys-api';
import { ApiKeyList } from './api-key-list';
import { CreatedApiKeyModal } from './created-api-key-modal';
import { NewApiKeyForm } from './new-api-key-form';

/**
 * The organisation's API keys: each other system's key with its role, events and expiry,
 * made here (the key shown once) and revoked here.
 */
export function ApiKeysSection({ orgId }: { orgId: string }) {
  const keys = useApiKeys(orgId);
  const [isMaking, setIsMaking] = useState(false);
  const [created, setCreated] = useState<CreatedApiKeyResponse>();
  return (
    <Stack component="section" gap="md" aria-labelledby="api-keys-heading">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={2}>
          <Title order={2} size="h3" id="api-keys-heading">
            API keys
          </Title>
          <Text size="sm" c="dimmed">
            A key lets another system call the API as your organisation, with the role you give it.
            Send it as <code>Authorization: Bearer tp_…</code>.
          </Text>
        </Stack>
        <Button leftSection={<IconKey size={16} />} onClick={() => setIsMaking(true)}>
          New API key
        </Button>
      </Group>
      {keys.isPending ? (
        <Skeleton h={160} radius="lg" role="status" aria-label="Loading the API keys" />
      ) : keys.isError ? (
        <QueryErrorAlert title="Could not load the API keys" query={keys} />
      ) : (
        <ApiKeyList orgId={orgId} apiKeys={keys.data.apiKeys} />
      )}
      <Modal
        opened={isMaking}
        onClose={() => setIsMaking(false)}
        title="New API key"
        centered
        radius="lg"
      >
        <NewApiKeyForm
          orgId={orgId}
          onCancel={() => setIsMaking(false)}
          onCreated={(answer) => {
            setIsMaking(false);
            setCreated(answer);
          }}
        />
      </Modal>
      {created && <CreatedApiKeyModal created={created} onClose={() => setCreated(undefined)} />}
    </Stack>
  );
}
