import { Stack } from '@mantine/core';
import { PayablesSection } from './payables-section';
import { ReconciliationSection } from './reconciliation-section';
import { RevenueSection } from './revenue-section';
import { TransfersSection } from './transfers-section';

/**
 * The admin page's Payouts tab: what is owed and can be paid, what went out, what the
 * platform earned, and whether the ledger agrees with Paystack.
 */
export function PayoutsPanel() {
  return (
    <Stack gap="xl">
      <PayablesSection />
      <TransfersSection />
      <RevenueSection />
      <ReconciliationSection />
    </Stack>
  );
}
