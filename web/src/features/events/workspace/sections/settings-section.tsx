import { Group, Paper, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router-dom';
import { CancelEventButton } from '@/features/refunds/components/cancel-event-button';
import { CancelledEventAlert } from '@/features/refunds/components/cancelled-event-alert';
import type { EventWithTypes } from '@contract/events';
import { hasPaidOrders, useSales } from '../../api/get-sales';
import { DeleteEventButton } from '../../components/delete-event-button';
import { DetailsStep } from '../../components/details-step';
import { ListingField } from '../../components/listing-field';
import { TitledCard } from '../../components/titled-card';
import { EventFormSection } from '../event-form-section';
import { useWorkspaceEvent } from '../workspace-context';

// Details opens first; the other tabs' code (the fee tables, the photo editor) loads when asked.
const SellingTab = lazy(() =>
  import('./settings-selling-tab').then((m) => ({ default: m.SettingsSellingTab })),
);
const BannerTab = lazy(() =>
  import('./settings-banner-tab').then((m) => ({ default: m.SettingsBannerTab })),
);

function TabSkeleton({ name }: { name: string }) {
  return <Skeleton height={480} radius="lg" role="status" aria-label={`Loading ${name}`} />;
}

/** The parts of Settings, each a tab of its own, named in the address (`?tab=`). */
export const settingsTabs = ['details', 'selling', 'banner'] as const;
export type SettingsTab = (typeof settingsTabs)[number];

const isSettingsTab = (value: string | null): value is SettingsTab =>
  settingsTabs.some((tab) => tab === value);

/**
 * The event itself, a tab at a time: its details, dates and place, and whether What's on
 * lists it; how it sells (the fee, the waiting room, transfers, reminders); its banner. Each
 * tab saves only its own part, and leaving a tab with changes unsaved asks first. Below them,
 * set apart, the way to cancel or delete it.
 */
export function SettingsSection() {
  const event = useWorkspaceEvent();
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab: SettingsTab = isSettingsTab(asked) ? asked : 'details';
  return (
    <Stack gap="lg">
      <Tabs
        value={tab}
        onChange={(next) => setParams(next && next !== 'details' ? { tab: next } : {})}
        keepMounted={false}
      >
        <Tabs.List>
          <Tabs.Tab value="details">Details</Tabs.Tab>
          <Tabs.Tab value="selling">Selling</Tabs.Tab>
          <Tabs.Tab value="banner">Banner</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="details" pt="lg">
          <EventFormSection
            fields={({ form }) => (
              <TitledCard title="Details" gap="md">
                <DetailsStep form={form} />
                <ListingField form={form} />
              </TitledCard>
            )}
          />
        </Tabs.Panel>
        <Tabs.Panel value="selling" pt="lg">
          <Suspense fallback={<TabSkeleton name="Selling" />}>
            <SellingTab />
          </Suspense>
        </Tabs.Panel>
        <Tabs.Panel value="banner" pt="lg">
          <Suspense fallback={<TabSkeleton name="Banner" />}>
            <BannerTab />
          </Suspense>
        </Tabs.Panel>
      </Tabs>
      {event.cancelledAt ? <CancelledAlert event={event} /> : <DangerZone event={event} />}
    </Stack>
  );
}

/** A cancelled event's reason, and the way to finish its refunds while some are left. */
function CancelledAlert({ event }: { event: EventWithTypes }) {
  const sales = useSales(event.id);
  return <CancelledEventAlert event={event} hasPaidOrders={hasPaidOrders(sales.data)} />;
}

/** What cannot be undone, apart from the rest and in red. */
function DangerZone({ event }: { event: EventWithTypes }) {
  return (
    <Paper
      component="section"
      aria-label="Cancel or delete"
      withBorder
      radius="lg"
      p="md"
      style={{ borderColor: 'var(--mantine-color-red-filled)' }}
    >
      <Stack gap="sm">
        <Title order={2} size="h4" c="red">
          Cancel or delete
        </Title>
        <Text size="sm" c="dimmed">
          {event.ticketsSold > 0
            ? 'An event with sales is cancelled, not deleted: every buyer is refunded and told.'
            : 'Deleting the event removes it and its public page for good.'}
        </Text>
        <Group gap="sm">
          {/* An event with sales cannot be deleted (the server says so), only cancelled. */}
          {event.ticketsSold > 0 && <CancelEventButton event={event} />}
          <DeleteEventButton event={event} />
        </Group>
      </Stack>
    </Paper>
  );
}
