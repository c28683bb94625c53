import { Button, Center, Container, Group, Skeleton, Stack } from '@mantine/core';
import { Link, useParams } from 'react-router-dom';
import { QueryErrorAlert } from '@/components/error-alert';
import { PublicPageNotFound } from '@/features/public-event/components/public-page-not-found';
import { PublicHeader } from '@/components/public-header';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-error';
import { useTicket } from '../api/tickets-api';
import { AddToCalendarMenu } from './add-to-calendar-menu';
import { TicketCard } from './ticket-card';
import { WalletButtons } from './wallet-buttons';
import { TicketTransferSection } from './ticket-transfer-section';
import { TicketAttendeeSection } from './ticket-attendee-section';

/** `/tickets/{code}`: the ticket's own page, opened from the email or the confirmation. */
export function TicketPage() {
  const { code = '' } = useParams();
  const ticket = useTicket(code);

  return (
    <>
      <PublicHeader>
        <Button component={Link} to={paths.platform.tickets.getHref()} variant="light">
          My tickets
        </Button>
      </PublicHeader>
      <Container size="sm" pb="xl">
        <Center>
          {ticket.isPending ? (
            <Stack w="100%" maw={520} aria-busy="true" aria-label="Loading the ticket">
              <Skeleton h={420} radius="lg" />
            </Stack>
          ) : ticket.isError ? (
            isApiError(ticket.error) && [400, 404].includes(ticket.error.status) ? (
              <PublicPageNotFound
                title="Ticket not found"
                description="Check the link in your email: it holds the ticket's whole code."
              />
            ) : (
              <QueryErrorAlert title="Could not load this ticket" query={ticket} />
            )
          ) : (
            <Stack w="100%" maw={520} gap="md" align="stretch">
              <TicketCard ticket={ticket.data} />
              {ticket.data.status === 'valid' && (
                <Stack gap="sm">
                  <Group justify="center">
                    <AddToCalendarMenu ticket={ticket.data} />
                  </Group>
                  <WalletButtons ticket={ticket.data} />
                </Stack>
              )}
              <TicketAttendeeSection code={code} />
              <TicketTransferSection ticket={ticket.data} />
            </Stack>
          )}
        </Center>
      </Container>
    </>
  );
}
