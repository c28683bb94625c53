import { SimpleGrid, Title } from '@mantine/core';
import { FeeModeField } from '../../components/fee-mode-field';
import { RefundRequestsField } from '../../components/refund-requests-field';
import { RemindersField } from '../../components/reminders-field';
import { TransfersField } from '../../components/transfers-field';
import { WaitingRoomField } from '../../components/waiting-room-field';
import { EventFormSection } from '../event-form-section';

/**
 * Settings' Selling tab: who pays the fee, the waiting room, transfers, reminders and refund
 * requests, saved together.
 */
export function SettingsSellingTab() {
  return (
    <EventFormSection
      fields={({ form }, saved) => (
        <>
          <Title order={2} size="h4">
            Selling
          </Title>
          <FeeModeField form={form} ownSchedule={saved.feeSchedule} />
          {/* Side by side where there is room, so the tab stays within two screens: the two
              tallest cards share a row, then what holders and buyers may do after they buy. */}
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" style={{ alignItems: 'start' }}>
            <WaitingRoomField form={form} />
            <RemindersField form={form} />
            <TransfersField form={form} />
            <RefundRequestsField form={form} />
          </SimpleGrid>
        </>
      )}
    />
  );
}
