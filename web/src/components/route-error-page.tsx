import { Button, Center, EmptyState } from '@mantine/core';
import { IconBug } from '@tabler/icons-react';
import { useRouteError } from 'react-router-dom';

/** The router's last resort when a page throws while rendering: offer a reload, not a blank. */
export function RouteErrorPage() {
  const error = useRouteError();
  console.error(error);
  return (
    <Center mih="100dvh" p="md">
      <EmptyState icon={<IconBug size={32} />} variant="light" color="red">
        <EmptyState.Title order={1}>Something went wrong</EmptyState.Title>
        <EmptyState.Description>
          This page hit an unexpected problem. Reloading usually helps.
        </EmptyState.Description>
        <EmptyState.Actions>
          <Button onClick={() => window.location.reload()}>Reload the page</Button>
        </EmptyState.Actions>
      </EmptyState>
    </Center>
  );
}
