import { Badge, Group, Stack, Text } from '@mantine/core';
import type { EventWithTypes } from '@contract/events';
import { paths } from '@/config/paths';
import { CopyableLink } from './copyable-link';
import { TitledCard } from './titled-card';

/** The event page's link that unlocks the types of `code` at once (`?access=`). */
export function accessLinkOf(eventId: string, code: string): string {
  const href = paths.publicEvent.getHref(eventId);
  return `${window.location.origin}${href}?access=${encodeURIComponent(code)}`;
}

/**
 * The event's hidden ticket types, each with the link that sells it, ready to copy: the way
 * to hand a sponsor or the crew their tickets. Nothing when every type is public.
 */
export function HiddenTypesCard({ event }: { event: Pick<EventWithTypes, 'id' | 'types'> }) {
  const hidden = event.types.filter(
    (type) => type.visibility !== undefined && type.visibility !== 'public' && type.accessCode,
  );
  if (hidden.length === 0) return null;
  return (
    <TitledCard title="Hidden tickets">
      <Text size="sm" c="dimmed">
        Not on the public page. Share a link with the people they are for: it shows them the tickets
        at once.
      </Text>
      <Stack gap="md">
        {hidden.map((type) => (
          <Stack key={type.id} gap={4}>
            <Group gap="xs">
              <Text fw={600}>{type.name}</Text>
              <Badge variant="light" color={type.visibility === 'code' ? 'grape' : 'gray'}>
                {type.visibility === 'code' ? `Access code ${type.accessCode}` : 'Link only'}
              </Badge>
            </Group>
            <CopyableLink
              label={`Link for ${type.name}`}
              link={accessLinkOf(event.id, type.accessCode!)}
              copyLabel="Copy"
              copiedFor={2000}
            />
          </Stack>
        ))}
      </Stack>
    </TitledCard>
  );
}
