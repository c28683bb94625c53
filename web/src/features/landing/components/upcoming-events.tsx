import { Anchor, Box, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useEffect, useId, useState } from 'react';
import type { ListedEvent } from '@contract/listing';
import { BannerPicture } from '@/components/banner-picture';
import { loadUpcomingEvents } from '../upcoming-events-api';
import classes from './upcoming-events.module.css';

/** How wide a card's banner is drawn: four across from `md`, two from `sm`, else one. */
const cardBannerSizes = '(min-width: 62em) 260px, (min-width: 48em) 45vw, calc(100vw - 32px)';

/**
 * The landing's "Upcoming events": the next few events What's on lists, read once the page is
 * up (GET /api/whats-on), each a link to its page, and the way to the whole list. Until they
 * arrive, or when there are none, the heading and the link alone.
 */
export function UpcomingEvents({
  load = loadUpcomingEvents,
}: {
  load?: typeof loadUpcomingEvents;
}) {
  const headingId = useId();
  const [events, setEvents] = useState<ListedEvent[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal).then(setEvents, () => setEvents([]));
    return () => controller.abort();
  }, [load]);
  return (
    <Container size="lg" pt={{ base: 48, sm: 80 }} component="section" aria-labelledby={headingId}>
      <Group justify="space-between" align="baseline" mb="lg">
        <Title order={2} id={headingId}>
          Upcoming events
        </Title>
        <Anchor href="/events" fw={600}>
          See all of What’s on
        </Anchor>
      </Group>
      {events.length > 0 && (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="lg">
          {events.map((event) => (
            <EventCard key={event.id} event={event} />
          ))}
        </SimpleGrid>
      )}
    </Container>
  );
}

function EventCard({ event }: { event: ListedEvent }) {
  return (
    <a className={classes.card} href={event.url}>
      {event.imageUrl && (
        <BannerPicture
          imageUrl={event.imageUrl}
          variants={event.imageVariants}
          sizes={cardBannerSizes}
          alt=""
          className={classes.banner}
        />
      )}
      <Stack gap={4} className={classes.body}>
        <Text fw={700} size="lg" className={classes.name}>
          {event.name}
        </Text>
        <Text size="sm" c="dimmed">
          <time dateTime={event.startsAt}>{event.dateLabel}</time>
        </Text>
        {event.locationText && (
          <Text size="sm" c="dimmed">
            {event.locationText}
          </Text>
        )}
        {(event.priceLabel ?? event.stateLabel) && (
          <Box>
            <Text size="sm" fw={700} span>
              {event.priceLabel}
            </Text>
            {event.priceLabel && event.stateLabel && ' · '}
            <Text size="sm" span>
              {event.stateLabel}
            </Text>
          </Box>
        )}
      </Stack>
    </a>
  );
}
