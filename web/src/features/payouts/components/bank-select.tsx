import { Loader, Select } from '@mantine/core';
import type { PayoutCurrency } from '@contract/payout-accounts';
import type { FormBinding } from '@/components/form-field';
import { usePayoutBanks } from '../api/payout-accounts';

type BankSelectProps<Values> = FormBinding<Values> & { currency: PayoutCurrency };

/** The currency's banks, searched by typing part of a name. */
export function BankSelect<Values>({ form, path, currency }: BankSelectProps<Values>) {
  const banks = usePayoutBanks(currency);
  const list = banks.data?.banks ?? [];
  const isEmpty = banks.isSuccess && list.length === 0;
  const loadError = banks.isError ? `Could not load the banks: ${banks.error.message}` : undefined;
  const input = form.getInputProps(path);
  return (
    <Select
      key={form.key(path)}
      label="Bank"
      withAsterisk
      searchable
      allowDeselect={false}
      data={list.map((bank) => ({ value: bank.code, label: bank.name }))}
      placeholder={
        banks.isPending
          ? 'Loading the banks…'
          : isEmpty
            ? 'No banks listed'
            : 'Search for your bank'
      }
      nothingFoundMessage="No bank by that name"
      disabled={banks.isPending || isEmpty || banks.isError}
      rightSection={banks.isPending ? <Loader size="xs" /> : undefined}
      description={isEmpty ? `Payouts in ${currency} cannot be set up yet` : undefined}
      {...input}
      // The form empties the bank after a save as ''; Mantine clears the shown name only for
      // null, and would keep showing the saved bank over a field that holds none.
      value={typeof input.value === 'string' && input.value !== '' ? input.value : null}
      error={input.error ?? loadError}
    />
  );
}
