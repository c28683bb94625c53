import { Grid, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCalendar, IconMapPin } from '@tabler/icons-react';
import dayjs from 'dayjs';
import type { EventWithTypes } from '@contract/events';
import { resolveApiUrl } from '@/lib/api-url';
import { formatPrice } from '../format-price';
import { BuyTicketForm } from './buy-ticket-form';

export function EventDetails({ event }: { event: EventWithTypes }) {
  const firstType = event.types[0];

  return (
    <Stack gap="lg">
      {event.imageUrl && (
        <Image
          src={resolveApiUrl(event.imageUrl)}
          alt={event.name}
          radius="lg"
          h={{ base: 200, sm: 340 }}
          fit="cover"
        />
      )}
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="md">
            <Title order={1}>{event.name}</Title>
            <EventFacts event={event} />
            {event.description && (
              <Text size="lg" style={{ whiteSpace: 'pre-wrap' }}>
                {event.description}
              </Text>
            )}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Paper withBorder radius="lg" p="lg" shadow="sm">
            <Stack gap="md">
              {firstType ? (
                <Stack gap={0}>
                  <Text size="sm" c="dimmed">
                    {firstType.name}
                  </Text>
                  <Text fz={28} fw={800}>
                    {formatPrice(firstType)}
                  </Text>
                </Stack>
              ) : (
                <Text c="dimmed">Ticket prices are not announced yet.</Text>
              )}
              {/* Always offered: the email step comes first, and checkout explains what is next. */}
              <BuyTicketForm />
            </Stack>
          </Paper>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

function EventFacts({ event }: { event: EventWithTypes }) {
  if (!event.startsAt && !event.locationText) return null;
  return (
    <Stack gap={6}>
      {event.startsAt && (
        <Group gap="xs" c="dimmed" wrap="nowrap">
          <IconCalendar size={18} />
          <Text size="sm">{dayjs(event.startsAt).format('ddd D MMM YYYY, HH:mm')}</Text>
        </Group>
      )}
      {event.locationText && (
        <Group gap="xs" c="dimmed" wrap="nowrap">
          <IconMapPin size={18} />
          <Text size="sm">{event.locationText}</Text>
        </Group>
      )}
    </Stack>
  );
}
