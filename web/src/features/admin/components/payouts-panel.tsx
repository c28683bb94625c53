import { Stack } from '@mantine/core';
import { PayablesSection } from './payables-section';
import { RevenueSection } from './revenue-section';
import { TransfersSection } from './transfers-section';

/**
 * The admin page's Payouts tab: what is owed and can be paid, what went out, and what the
 * platform earned.
 */
export function PayoutsPanel() {
  return (
    <Stack gap="xl">
      <PayablesSection />
      <TransfersSection />
      <RevenueSection />
    </Stack>
  );
}
