import { Stack, Title } from '@mantine/core';
import { QueryErrorAlert } from '@/components/error-alert';
import { SkeletonRows } from '@/components/skeleton-rows';
import { usePayoutAccounts } from '../api/payout-accounts';
import { PayoutAccountForm } from './payout-account-form';
import { SavedPayoutAccounts } from './saved-payout-accounts';

/** Settings' payout account: the saved accounts, and the form to add or change one. */
export function PayoutAccountSection() {
  const accounts = usePayoutAccounts();
  if (accounts.isPending) {
    return <SkeletonRows label="Loading your payout accounts" rows={2} height={44} />;
  }
  if (accounts.isError) {
    return <QueryErrorAlert title="Could not load your payout accounts" query={accounts} />;
  }
  const { accounts: saved, currencies } = accounts.data;
  return (
    <Stack gap="md">
      <SavedPayoutAccounts accounts={saved} />
      <Title order={3} fz="md">
        {saved.length > 0 ? 'Change or add an account' : 'Add an account'}
      </Title>
      <PayoutAccountForm currencies={currencies} />
    </Stack>
  );
}
