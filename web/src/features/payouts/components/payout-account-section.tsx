import { Alert, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { roleHasRight } from '@contract/team-roles';
import { QueryErrorAlert } from '@/components/error-alert';
import { SkeletonRows } from '@/components/skeleton-rows';
import { useCurrentOrganisation } from '@/features/team/api/current-organisation';
import { usePayoutAccounts } from '../api/payout-accounts';
import { PayoutAccountForm } from './payout-account-form';
import { SavedPayoutAccounts } from './saved-payout-accounts';

/**
 * Settings' payout accounts, those of the organisation chosen in the shell: the saved
 * accounts, and (for owners and finance) the form to add or change one.
 */
export function PayoutAccountSection() {
  const { organisations, current } = useCurrentOrganisation();
  const role = current?.role;
  // Someone in no organisation yet is about to own their own.
  const seesMoney = !role || roleHasRight(role, 'money.view');
  const manages = !role || roleHasRight(role, 'payout_accounts.manage');
  const accounts = usePayoutAccounts({ enabled: seesMoney });
  const whose =
    current && organisations.length > 1 ? (
      <Text size="sm" c="dimmed">
        The accounts {current.name}&apos;s balances are paid to.
      </Text>
    ) : null;
  if (!seesMoney) {
    return (
      <Alert
        color="yellow"
        variant="light"
        icon={<IconLock />}
        title="Managed by owners and finance"
      >
        Your role in {current?.name} does not include its money.
      </Alert>
    );
  }
  if (accounts.isPending) {
    return <SkeletonRows label="Loading your payout accounts" rows={2} height={44} />;
  }
  if (accounts.isError) {
    return <QueryErrorAlert title="Could not load your payout accounts" query={accounts} />;
  }
  const { accounts: saved, currencies } = accounts.data;
  return (
    <Stack gap="md">
      {whose}
      <SavedPayoutAccounts accounts={saved} />
      {manages ? (
        <>
          <Title order={3} fz="md">
            {saved.length > 0 ? 'Change or add an account' : 'Add an account'}
          </Title>
          <PayoutAccountForm currencies={currencies} />
        </>
      ) : (
        <Text size="sm" c="dimmed">
          Only owners and finance change where the money is paid.
        </Text>
      )}
    </Stack>
  );
}
