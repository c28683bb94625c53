import { Anchor, Button, Center, Container, Group, Stack, Text } from '@mantine/core';
import { Link, useParams } from 'react-router-dom';
import { LoadedContent } from '@/components/loaded-content';
import { PublicHeader } from '@/components/public-header';
import { paths } from '@/config/paths';
import { useTicket } from '../api/tickets-api';
import { AddToCalendarMenu } from './add-to-calendar-menu';
import { TicketCard } from './ticket-card';
import { WalletButtons } from './wallet-buttons';
import { TicketTransferSection } from './ticket-transfer-section';
import { TicketRefundSection } from './ticket-refund-section';
import { TicketAttendeeSection } from './ticket-attendee-section';
import { OrderDocumentLinks } from './order-document-links';

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
          <LoadedContent
            query={ticket}
            what="the ticket"
            loadingHeight={420}
            notFound={{
              title: 'Ticket not found',
              description: "Check the link in your email: it holds the ticket's whole code.",
            }}
          >
            {(data) => (
              <Stack w="100%" maw={520} gap="md" align="stretch">
                <TicketCard ticket={data} />
                {data.status === 'valid' && (
                  <Stack gap="sm">
                    <Group justify="center">
                      <AddToCalendarMenu ticket={data} />
                    </Group>
                    <WalletButtons ticket={data} />
                  </Stack>
                )}
                <OrderDocumentLinks ticket={data} />
                <TicketAttendeeSection code={code} />
                <TicketTransferSection ticket={data} />
                <TicketRefundSection ticket={data} />
                <Text size="sm" ta="center">
                  <Anchor component={Link} to={paths.myData.getHref()}>
                    See or download the data we keep about you
                  </Anchor>
                </Text>
              </Stack>
            )}
          </LoadedContent>
        </Center>
      </Container>
    </>
  );
}
