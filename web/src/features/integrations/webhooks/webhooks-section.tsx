import { Alert, Button, Group, Modal, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconLock, IconPlus, IconWebhook } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { maxWebhookEndpoints, type WebhookEndpointWithSecretResponse } from '@contract/webhooks';
import { roleHasRight, type TeamRole } from '@contract/team-roles';
import { EmptyCard } from '@/components/empty-card';
import { QueryErrorAlert } from '@/components/error-alert';
import { PlainList } from '@/components/plain-list';
import { EndpointCard } from './endpoint-card';
import { EndpointForm, requestOf } from './endpoint-form';
import { SecretModal } from './secret-modal';
import { useCreateWebhookEndpoint, useWebhookEndpoints } from './webhooks-api';

const headingId = 'webhooks-heading';

/**
 * The Integrations page's Webhooks: the addresses on the organiser's own servers that are
 * told when something happens (a sale, a refund, a check-in). Owners and admins manage them;
 * anyone else is told who does.
 */
export function WebhooksSection({ orgId, role }: { orgId: string; role: TeamRole }) {
  if (roleHasRight(role, 'webhooks.manage')) return <Endpoints orgId={orgId} />;
  return (
    <SectionFrame>
      <Alert
        color="yellow"
        variant="light"
        icon={<IconLock />}
        title="Managed by owners and admins"
      >
        The organisation&apos;s owners and admins choose where its events are sent.
      </Alert>
    </SectionFrame>
  );
}

/** The section under its heading, with its main action (Add endpoint) beside the heading. */
function SectionFrame({ action, children }: { action?: ReactNode; children: ReactNode }) {
  return (
    <Stack component="section" gap="md" aria-labelledby={headingId}>
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={2} style={{ flex: '1 1 300px' }}>
          <Title order={2} size="h3" id={headingId}>
            Webhooks
          </Title>
          <Text size="sm" c="dimmed">
            Tell your other tools (a CRM, a spreadsheet, door gates) when tickets sell, are refunded
            or are checked in: each event is sent to your endpoints as a signed request.
          </Text>
        </Stack>
        {action}
      </Group>
      {children}
    </Stack>
  );
}

function Endpoints({ orgId }: { orgId: string }) {
  const endpoints = useWebhookEndpoints(orgId);
  const create = useCreateWebhookEndpoint(orgId);
  const [isAdding, setIsAdding] = useState(false);
  const [created, setCreated] = useState<WebhookEndpointWithSecretResponse>();
  const list = endpoints.data?.endpoints ?? [];
  const isFull = list.length >= maxWebhookEndpoints;
  return (
    <SectionFrame
      action={
        <Button
          leftSection={<IconPlus size={16} />}
          disabled={!endpoints.isSuccess || isFull}
          onClick={() => setIsAdding(true)}
        >
          Add endpoint
        </Button>
      }
    >
      {endpoints.isPending ? (
        <Skeleton h={160} radius="lg" role="status" aria-label="Loading the webhooks" />
      ) : endpoints.isError ? (
        <QueryErrorAlert title="Could not load the webhooks" query={endpoints} />
      ) : list.length === 0 ? (
        <EmptyCard
          icon={<IconWebhook />}
          titleOrder={3}
          title="No endpoints yet"
          description="Add one to tell your other tools when tickets sell."
        />
      ) : (
        <>
          {isFull && (
            <Text size="sm" c="dimmed">
              An organisation has at most {maxWebhookEndpoints} endpoints: delete one to add
              another.
            </Text>
          )}
          <PlainList gap="sm" aria-label="Webhook endpoints">
            {list.map((endpoint) => (
              <EndpointCard key={endpoint.id} orgId={orgId} endpoint={endpoint} />
            ))}
          </PlainList>
        </>
      )}
      <Modal
        opened={isAdding}
        onClose={() => setIsAdding(false)}
        title="Add endpoint"
        centered
        radius="lg"
        size="lg"
      >
        <EndpointForm
          initialValues={{ url: '', description: '', types: [] }}
          submitLabel="Add endpoint"
          onClose={() => setIsAdding(false)}
          onSave={async (values) => {
            const answer = await create.mutateAsync(requestOf(values));
            // The secret lives in the dialog's state alone, gone when it closes.
            create.reset();
            setIsAdding(false);
            setCreated(answer);
          }}
        />
      </Modal>
      <SecretModal
        secret={created?.secret ?? null}
        url={created?.endpoint.url ?? ''}
        onClose={() => setCreated(undefined)}
      />
    </SectionFrame>
  );
}
