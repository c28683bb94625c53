import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { accountNumberProblem, type PayoutCurrency } from '@contract/payout-accounts';
import { resolvePayoutAccount } from '../api/payout-accounts';
import { normaliseAccountNumber } from '../payout-form-values';

/** Typing pauses this long before the bank is asked, so each keystroke does not ask it. */
const typingPauseMs = 350;

type AccountFields = { currency: PayoutCurrency; bankCode: string; accountNumber: string };

/**
 * The bank's name for the account, asked once a bank is chosen and the number looks whole:
 * `accountName` null where the bank cannot say. Idle (not `enabled`) until then.
 */
export function useAccountName({ currency, bankCode, accountNumber }: AccountFields) {
  const number = normaliseAccountNumber(accountNumber);
  const isWhole = bankCode !== '' && accountNumberProblem(currency, number) === undefined;
  // A string, not an object: the debounce restarts whenever its value is a new one.
  const current = isWhole ? [currency, bankCode, number].join(' ') : '';
  const [settled] = useDebouncedValue(current, typingPauseMs);
  return useQuery({
    queryKey: ['payout-account-name', currency, bankCode, number],
    queryFn: () => resolvePayoutAccount({ currency, bankCode, accountNumber: number }),
    enabled: isWhole && settled === current,
    // A bank's name for an account does not change while the form is open.
    staleTime: Infinity,
    retry: false,
  });
}
