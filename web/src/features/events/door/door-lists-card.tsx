import { Paper, Stack, Tabs, Title } from '@mantine/core';
import { IconReceipt, IconUsers } from '@tabler/icons-react';
import type { EventWithTypes } from '@contract/events';
import { AttendeesPanel } from './attendees-panel';
import { OrdersPanel } from './orders-panel';

/** Who is coming and what they paid: the attendee and order lists, one tab each. */
export function DoorListsCard({ event }: { event: EventWithTypes }) {
  return (
    <Paper withBorder radius="lg" p="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Attendees and orders
        </Title>
        <Tabs defaultValue="attendees" keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="attendees" leftSection={<IconUsers size={16} />}>
              Attendees
            </Tabs.Tab>
            <Tabs.Tab value="orders" leftSection={<IconReceipt size={16} />}>
              Orders
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="attendees" pt="md">
            <AttendeesPanel event={event} />
          </Tabs.Panel>
          <Tabs.Panel value="orders" pt="md">
            <OrdersPanel eventId={event.id} />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Paper>
  );
}
