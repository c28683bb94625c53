import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { CancelEventButton } from '@/features/refunds/components/cancel-event-button';
import { CancelledEventAlert } from '@/features/refunds/components/cancelled-event-alert';
import type { EventWithTypes } from '@contract/events';
import { hasPaidOrders, useSales } from '../../api/get-sales';
import { BannerEditor } from '../../components/banner-editor';
import { DeleteEventButton } from '../../components/delete-event-button';
import { DetailsStep } from '../../components/details-step';
import { FeeModeField } from '../../components/fee-mode-field';
import { TitledCard } from '../../components/titled-card';
import { TransfersField } from '../../components/transfers-field';
import { WaitingRoomField } from '../../components/waiting-room-field';
import { EventFormSection } from '../event-form-section';

/**
 * The event itself: its details, dates and place, how it sells (the fee, the waiting room,
 * transfers) saved together; the banner, saved as it is chosen; then, set apart, the way to
 * cancel or delete it.
 */
export function SettingsSection() {
  return (
    <EventFormSection
      fields={({ form }, event) => (
        <>
          <TitledCard title="Details" gap="md">
            <DetailsStep form={form} />
          </TitledCard>
          <Title order={2} size="h4">
            Selling
          </Title>
          <FeeModeField form={form} ownSchedule={event.feeSchedule} />
          <WaitingRoomField form={form} />
          <TransfersField form={form} />
        </>
      )}
      after={(event) => (
        <>
          <TitledCard title="Banner" gap="md">
            <BannerEditor event={event} />
          </TitledCard>
          {event.cancelledAt ? <CancelledAlert event={event} /> : <DangerZone event={event} />}
        </>
      )}
    />
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
