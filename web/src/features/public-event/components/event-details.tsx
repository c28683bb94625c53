import { Grid, Image, Paper, Stack, Text, Title } from '@mantine/core';
import type { PublicEvent } from '@contract/public';
import { EventFacts } from '@/components/event-facts';
import { CheckoutCard } from '@/features/checkout/components/checkout-card';
import { resolveApiUrl } from '@/lib/api-url';

export function EventDetails({ event }: { event: PublicEvent }) {
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
            <CheckoutCard event={event} />
          </Paper>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
