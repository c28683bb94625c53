import { Alert, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCalendarX } from '@tabler/icons-react';
import { eventPageBannerSizes } from '@contract/banner-image';
import type { PublicEvent } from '@contract/public';
import { BannerPicture } from '@/components/banner-picture';
import { EventFacts } from '@/components/event-facts';
import { BuyPanel } from './buy-panel';
import classes from './event-details.module.css';

/**
 * The event, and beside it (on a phone: before its description) the tickets to buy, or, for
 * a cancelled event, that it was cancelled and why.
 */
export function EventDetails({ event }: { event: PublicEvent }) {
  return (
    <Stack gap="lg">
      {event.imageUrl && (
        <BannerPicture
          imageUrl={event.imageUrl}
          variants={event.imageVariants}
          sizes={eventPageBannerSizes}
          priority
          alt={event.name}
          radius="lg"
          h={{ base: 200, sm: 340 }}
          fit="cover"
        />
      )}
      <div className={classes.layout}>
        <Stack gap="md" className={classes.head}>
          <Title order={1}>{event.name}</Title>
          <EventFacts event={event} />
        </Stack>
        {event.cancelledAt ? (
          <Alert
            color="red"
            variant="light"
            radius="lg"
            icon={<IconCalendarX />}
            title="This event was cancelled"
            className={classes.buy}
          >
            <Stack gap="xs">
              {event.cancelledReason && <Text size="sm">{event.cancelledReason}</Text>}
              <Text size="sm">
                Tickets are no longer sold. If you bought tickets, your order is refunded in full
                and we emailed you about it.
              </Text>
            </Stack>
          </Alert>
        ) : (
          <Paper withBorder radius="lg" p="lg" shadow="sm" className={classes.buy}>
            <BuyPanel event={event} />
          </Paper>
        )}
        {event.description && (
          <Text size="lg" className={classes.about} style={{ whiteSpace: 'pre-wrap' }}>
            {event.description}
          </Text>
        )}
      </div>
    </Stack>
  );
}
