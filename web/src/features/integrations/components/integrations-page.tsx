import { Alert, Skeleton, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { roleHasRight } from '@contract/team-roles';
import { QueryErrorAlert } from '@/components/error-alert';
import { PageHeading } from '@/components/page-heading';
import {
  useCurrentOrganisation,
  type MyOrganisation,
} from '@/features/team/api/current-organisation';

// Each section is a chunk of its own, loaded only here.
const ApiKeysSection = lazy(() =>
  import('./api-keys-section').then((module) => ({ default: module.ApiKeysSection })),
);
const WebhooksSection = lazy(() =>
  import('../webhooks/webhooks-section').then((module) => ({ default: module.WebhooksSection })),
);

const sectionLoading = (label: string) => (
  <Skeleton h={200} radius="lg" role="status" aria-label={label} />
);

/**
 * `/platform/integrations`: how the organisation chosen in the shell connects other systems,
 * its API keys and its webhooks. Owners and admins manage them; anyone else is told who does.
 */
export function IntegrationsPage() {
  const { query, current } = useCurrentOrganisation();
  return (
    <Stack gap="lg">
      <PageHeading
        title="Integrations"
        description="Connect your other tools: API keys for their requests, webhooks to tell them what happened"
      />
      {query.isPending ? (
        sectionLoading('Loading your organisation')
      ) : query.isError ? (
        <QueryErrorAlert title="Could not load your organisations" query={query} />
      ) : !current ? (
        <Text c="dimmed">Create your first event: your organisation is made with it.</Text>
      ) : (
        <Integrations organisation={current} />
      )}
    </Stack>
  );
}

function Integrations({ organisation }: { organisation: MyOrganisation }) {
  if (!roleHasRight(organisation.role, 'api_keys.manage')) {
    return (
      <Alert
        color="yellow"
        variant="light"
        icon={<IconLock />}
        title="Managed by owners and admins"
      >
        The organisation&apos;s owners and admins make its API keys and webhooks. Ask one of them if
        another tool needs to work with your events.
      </Alert>
    );
  }
  return (
    <Stack gap="xl">
      <Suspense fallback={sectionLoading('Loading the API keys')}>
        <ApiKeysSection orgId={organisation.id} />
      </Suspense>
      <Suspense fallback={sectionLoading('Loading the webhooks')}>
        <WebhooksSection orgId={organisation.id} role={organisation.role} />
      </Suspense>
    </Stack>
  );
}
