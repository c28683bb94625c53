import { Button, Center, EmptyState } from '@mantine/core';
import { IconMapQuestion } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

export function NotFoundPage() {
  return (
    <Center mih="100dvh" p="md">
      <EmptyState icon={<IconMapQuestion size={32} />} variant="light">
        <EmptyState.Title order={1}>Page not found</EmptyState.Title>
        <EmptyState.Description>
          There is nothing at this address. Check the link, or start again from the home page.
        </EmptyState.Description>
        <EmptyState.Actions>
          <Button component={Link} to={paths.home.getHref()}>
            Go home
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    </Center>
  );
}
