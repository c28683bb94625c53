import { Anchor, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconTicket } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { CsvDownloadButton } from '@/components/csv-download-button';
import { QueryErrorAlert } from '@/components/error-alert';
import { NotFoundState } from '@/components/not-found-state';
import { paths } from '@/config/paths';
import { useMyTickets } from '../api/tickets-api';
import { LostTicketsButton } from './lost-tickets-button';
import { OrderDocumentLinks } from './order-document-links';
import { TicketCard } from './ticket-card';

/** `/platform/tickets`: every ticket of the signed-in user, upcoming events first. */
export function MyTicketsPage() {
  const tickets = useMyTickets();

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="baseline">
        <Title order={1}>My tickets</Title>
        <LostTicketsButton />
      </Group>
      {tickets.isPending ? (
        <SimpleGrid cols={{ base: 1, md: 2 }} aria-busy="true" aria-label="Loading your tickets">
          <Skeleton h={420} radius="lg" />
          <Skeleton h={420} radius="lg" />
        </SimpleGrid>
      ) : tickets.isError ? (
        <QueryErrorAlert title="Could not load your tickets" query={tickets} />
      ) : tickets.data.tickets.length === 0 ? (
        <NotFoundState
          py={60}
          icon={<IconTicket size={32} />}
          title="No tickets yet"
          description="Tickets you buy with this account, or with its email address, show up here."
          action={{ label: 'Back to the platform', href: paths.platform.root.getHref() }}
        />
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          {tickets.data.tickets.map((ticket) => (
            <Stack key={ticket.code} gap={4}>
              <TicketCard ticket={ticket} qrSize={160} />
              <Group justify="space-between" gap="xs">
                <Text size="sm">
                  <Anchor component={Link} to={paths.ticket.getHref(ticket.code)}>
                    Open this ticket on its own
                  </Anchor>
                </Text>
                {ticket.status === 'valid' && (
                  // The order's tickets on one page, for whoever prefers paper at the door.
                  <CsvDownloadButton
                    path={`/api/me/orders/${encodeURIComponent(ticket.orderReference)}/tickets.pdf`}
                    fileName={`tickets-${ticket.orderReference}.pdf`}
                    label="Print (PDF)"
                  />
                )}
              </Group>
              <OrderDocumentLinks ticket={ticket} />
            </Stack>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
