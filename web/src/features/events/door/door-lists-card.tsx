import { Tabs } from '@mantine/core';
import { IconReceipt, IconUsers } from '@tabler/icons-react';
import type { EventWithTypes } from '@contract/events';
import { IconTabsList } from '@/components/icon-tabs-list';
import { TitledCard } from '../components/titled-card';
import { AttendeesPanel } from './attendees-panel';
import { OrdersPanel } from './orders-panel';

const doorListTabs = [
  { value: 'attendees', label: 'Attendees', icon: IconUsers },
  { value: 'orders', label: 'Orders', icon: IconReceipt },
];

/** Who is coming and what they paid: the attendee and order lists, one tab each. */
export function DoorListsCard({ event }: { event: EventWithTypes }) {
  return (
    <TitledCard title="Attendees and orders">
      <Tabs defaultValue="attendees" keepMounted={false}>
        <IconTabsList tabs={doorListTabs} />
        <Tabs.Panel value="attendees" pt="md">
          <AttendeesPanel event={event} />
        </Tabs.Panel>
        <Tabs.Panel value="orders" pt="md">
          <OrdersPanel eventId={event.id} />
        </Tabs.Panel>
      </Tabs>
    </TitledCard>
  );
}
