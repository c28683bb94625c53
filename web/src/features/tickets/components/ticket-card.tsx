import { Anchor, Badge, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { QRCodeSVG } from 'qrcode.react';
import { Link } from 'react-router-dom';
import type { TicketView } from '@contract/tickets';
import { EventFacts } from '@/components/event-facts';
import { paths } from '@/config/paths';
import { TicketDoorState } from './ticket-door-state';

/**
 * A ticket as it is shown at the door: the event, the type, the holder and the QR code of
 * the ticket's signed code, on white so every scanner reads it in every theme. A void ticket
 * shows no QR code at all, so nobody queues with it.
 */
export function TicketCard({ ticket, qrSize = 220 }: { ticket: TicketView; qrSize?: number }) {
  return (
    <Paper withBorder radius="lg" shadow="sm" p="lg" maw={520} w="100%">
      <Stack gap="md">
        <Stack gap={6}>
          <Badge size="lg" variant="light" w="fit-content" maw="100%">
            {ticket.typeName}
          </Badge>
          <Title order={2} size="h3">
            <Anchor component={Link} to={paths.publicEvent.getHref(ticket.event.id)} inherit>
              {ticket.event.name}
            </Anchor>
          </Title>
          <EventFacts event={ticket.event} />
        </Stack>
        <Divider variant="dashed" />
        <TicketDoorState ticket={ticket} />
        {ticket.status === 'valid' && (
          <Group justify="center">
            <div style={{ background: '#fff', padding: 12, borderRadius: 8, lineHeight: 0 }}>
              <QRCodeSVG
                value={ticket.qrPayload}
                size={qrSize}
                level="M"
                title={`QR code of ticket ${ticket.code}`}
                role="img"
              />
            </div>
          </Group>
        )}
        <Stack gap={2} align="center">
          <Text size="sm" ff="monospace">
            {ticket.code}
          </Text>
          <Text size="sm" c="dimmed">
            {/* The holder's name where the event asked for it (or a friend claimed it). */}
            For{' '}
            {ticket.holderName
              ? `${ticket.holderName} (${ticket.holderEmail})`
              : ticket.holderEmail}{' '}
            · order {ticket.orderReference}
          </Text>
        </Stack>
      </Stack>
    </Paper>
  );
}
