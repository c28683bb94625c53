import { Anchor, Group, Stack, Text } from '@mantine/core';
import { IconCalendar, IconMapPin } from '@tabler/icons-react';
import type { EventSummary } from '@contract/event-summary';
import { formatEventTimes } from '@/lib/event-time';

type EventFactsProps = {
  event: Pick<EventSummary, 'startsAt' | 'endsAt' | 'timeZone' | 'locationText' | 'location'>;
};

/** When and where, as buyers read it: times on the venue's clock, the place with a map link. */
export function EventFacts({ event }: EventFactsProps) {
  const times = formatEventTimes(event);
  const { location, locationText } = event;
  if (!times && !locationText && !location) return null;
  const mapHref = location
    ? `https://www.google.com/maps/search/?api=1&query=${location.lat},${location.lng}`
    : undefined;
  return (
    <Stack gap={6}>
      {times && (
        <Group gap="xs" c="dimmed" wrap="nowrap" align="flex-start">
          <IconCalendar size={18} style={{ flexShrink: 0, marginTop: 2 }} />
          <Text size="sm">{times}</Text>
        </Group>
      )}
      {(locationText || mapHref) && (
        <Group gap="xs" c="dimmed" wrap="nowrap" align="flex-start">
          <IconMapPin size={18} style={{ flexShrink: 0, marginTop: 2 }} />
          <Text size="sm">
            {locationText}
            {mapHref && (
              <>
                {locationText && ' · '}
                <Anchor href={mapHref} target="_blank" rel="noreferrer" size="sm">
                  Open map
                </Anchor>
              </>
            )}
          </Text>
        </Group>
      )}
    </Stack>
  );
}
