import { Stack } from '@mantine/core';
import { PayablesSection } from './payables-section';
import { TransfersSection } from './transfers-section';

/** The admin page's Payouts tab: what is owed and can be paid, then what went out. */
export function PayoutsPanel() {
  return (
    <Stack gap="xl">
      <PayablesSection />
      <TransfersSection />
    </Stack>
  );
}
