import { Badge, Divider, Grid, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import type { EventWithTypes, TicketTypeView } from '@contract/events';
import { EventFacts } from '@/components/event-facts';
import { resolveApiUrl } from '@/lib/api-url';
import { formatPrice } from '@/lib/format-price';
import { BuyTicketForm } from './buy-ticket-form';

export function EventDetails({ event }: { event: EventWithTypes }) {
  const [firstType, ...otherTypes] = event.types;

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
                <Stack gap="sm">
                  {/* SPEC.md: the first ticket type's price, as price × 0.01 and the currency. */}
                  <Stack gap={0}>
                    <Text size="sm" c="dimmed">
                      {firstType.name}
                    </Text>
                    <Text fz={28} fw={800}>
                      {formatPrice(firstType)}
                    </Text>
                  </Stack>
                  {otherTypes.length > 0 && (
                    <>
                      <Divider label="Also available" labelPosition="left" />
                      <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
                        {otherTypes.map((type) => (
                          <TicketTypeRow key={type.id} type={type} />
                        ))}
                      </Stack>
                    </>
                  )}
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

function TicketTypeRow({ type }: { type: TicketTypeView }) {
  const isSoldOut = type.sold >= type.capacity;
  return (
    <Group component="li" justify="space-between" wrap="nowrap" gap="sm">
      <Text size="sm">{type.name}</Text>
      <Group gap={6} wrap="nowrap">
        {isSoldOut && (
          <Badge size="xs" color="gray" variant="light">
            Sold out
          </Badge>
        )}
        <Text size="sm" fw={700} style={{ whiteSpace: 'nowrap' }}>
          {formatPrice(type)}
        </Text>
      </Group>
    </Group>
  );
}
