import { Button, Container, Grid, Skeleton, Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link, useLocation, useParams } from 'react-router-dom';
import { QueryErrorAlert } from '@/components/error-alert';
import { PublicHeader } from '@/components/public-header';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { isRegisteredUser } from '@/features/auth/auth-context';
import { LinkQueryContext } from '@/features/checkout/link-query';
import { usePassiveAuth } from '@/features/auth/hooks/use-auth';
import { isApiError } from '@/lib/api-error';
import { useEvent } from '../api/get-event';
import { EventDetails } from './event-details';
import { PublicPageNotFound } from './public-page-not-found';

/**
 * The public event page: it asks for the event at once, with no session. A buyer's anonymous
 * session is made only when they press Buy (see checkout), so a visit creates no account.
 */
export function PublicEventPage() {
  const { id = '' } = useParams();
  const authState = usePassiveAuth();
  const { search } = useLocation();

  return (
    <>
      <PublicHeader>
        {isRegisteredUser(authState) ? (
          <Button component={Link} to={paths.platform.root.getHref()} variant="light">
            My platform
          </Button>
        ) : (
          <Button component={Link} to={paths.userFlow.login.getHref()} variant="light">
            Login
          </Button>
        )}
      </PublicHeader>
      <Container size="lg" pb="xl">
        <LinkQueryContext value={search}>
          <EventContent id={id} />
        </LinkQueryContext>
      </Container>
    </>
  );
}

function EventContent({ id }: { id: string }) {
  const event = useEvent(id);
  // The tab says which event this is, as the link preview does.
  useDocumentTitle(event.data ? `${event.data.name} · ${env.appTitle}` : env.appTitle);

  if (event.isPending) return <EventSkeleton />;
  if (event.isError) {
    if (isApiError(event.error) && event.error.status === 404) return <EventNotFound />;
    return <QueryErrorAlert title="Could not load this event" query={event} />;
  }
  return <EventDetails event={event.data} />;
}

function EventSkeleton() {
  return (
    <Stack gap="lg" role="status" aria-busy="true" aria-label="Loading the event">
      <Skeleton h={{ base: 200, sm: 340 }} radius="lg" />
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="sm">
            <Skeleton h={36} w="70%" />
            <Skeleton h={16} />
            <Skeleton h={16} />
            <Skeleton h={16} w="80%" />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Skeleton h={200} radius="lg" />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

function EventNotFound() {
  return (
    <PublicPageNotFound
      title="Event not found"
      description="This event does not exist, or it is not open to the public yet. Check the link you were given."
    />
  );
}
