import { z } from 'zod';
import { organisationId } from './ids';
import { text } from './text';

// ---------------------------------------------------------------------------------------
// The organisation's payout account: where the platform pays an event's balance, one account
// per currency. Paystack Transfers pay to South African (BASA) and Nigerian (NUBAN) bank
// accounts; the server offers those of them that payments are taken in, and NGN.

export const payoutCurrencies = ['ZAR', 'NGN'] as const;
export type PayoutCurrency = (typeof payoutCurrencies)[number];

export const payoutCurrency = z.enum(payoutCurrencies, {
  message: 'Payouts go to ZAR or NGN bank accounts',
});

/**
 * How long an account number is in each currency: a NUBAN is always 10 digits; South
 * African banks use 6 to 16 (branch-specific older numbers are short, cheque accounts long).
 */
export const accountNumberLengths: Record<PayoutCurrency, { min: number; max: number }> = {
  ZAR: { min: 6, max: 16 },
  NGN: { min: 10, max: 10 },
};

/** What is wrong with `accountNumber` for an account in `currency`, if anything. */
export function accountNumberProblem(
  currency: PayoutCurrency,
  accountNumber: string,
): string | undefined {
  if (accountNumber === '') return 'Enter the account number';
  if (!/^[0-9]+$/.test(accountNumber)) return 'Use digits only, without spaces or dashes';
  const { min, max } = accountNumberLengths[currency];
  const { length } = accountNumber;
  if (min === max && length !== min) return `A ${currency} account number has ${min} digits`;
  if (length < min || length > max) {
    return `A ${currency} account number has ${min} to ${max} digits`;
  }
  return undefined;
}

const bankCode = z
  .string()
  .trim()
  .min(1, 'Choose your bank')
  .max(20, 'Not a bank code')
  .regex(/^[A-Za-z0-9-]+$/, 'Not a bank code');

// Spaces and dashes people copy from a statement are dropped; everything else is checked.
const accountNumber = z.string().transform((value) => value.replace(/[\s-]/g, ''));

/** Adds the per-currency account number check, reported on `accountNumber`. */
function withAccountNumberCheck<T extends { currency: PayoutCurrency; accountNumber: string }>(
  value: T,
  context: z.RefinementCtx,
): void {
  const problem = accountNumberProblem(value.currency, value.accountNumber);
  if (problem) {
    context.addIssue({ code: 'custom', path: ['accountNumber'], message: problem, input: value });
  }
}

/** `GET /api/payout-banks?currency=ZAR` (signed in): the banks payouts can go to. */
export const payoutBanksQuery = z.object({ currency: payoutCurrency });

export const payoutBank = z.object({ name: z.string(), code: z.string() });
export type PayoutBank = z.infer<typeof payoutBank>;

export const payoutBanksResponse = z.object({ banks: z.array(payoutBank) });
export type PayoutBanksResponse = z.infer<typeof payoutBanksResponse>;

/**
 * `POST /api/payout-account/resolve`: the name the bank has on the account, for the
 * organiser to confirm before saving. `null` when the bank cannot say (Paystack resolves
 * Nigerian and Ghanaian accounts only); a NGN account the bank does not know is a 400
 * naming `accountNumber`.
 */
export const resolvePayoutAccountRequest = z
  .object({ currency: payoutCurrency, bankCode, accountNumber })
  .superRefine(withAccountNumberCheck);
export type ResolvePayoutAccountRequest = z.input<typeof resolvePayoutAccountRequest>;

export const resolvePayoutAccountResponse = z.object({ accountName: z.string().nullable() });
export type ResolvePayoutAccountResponse = z.infer<typeof resolvePayoutAccountResponse>;

/**
 * `PUT /api/payout-account` (a verified organiser, signed in within the last few minutes,
 * else 401 `recent_sign_in_required`): sets the account of `currency`. Payouts to a new or
 * changed account wait (`payableFrom`), and the organiser is emailed about the change.
 */
export const setPayoutAccountRequest = z
  .object({
    /** Whose account (unset: the person's own organisation). */
    orgId: organisationId.optional(),
    currency: payoutCurrency,
    bankCode,
    accountNumber,
    accountHolder: text({
      min: 2,
      minMessage: 'Enter the account holder’s name',
      max: 100,
    }),
  })
  .superRefine(withAccountNumberCheck);
export type SetPayoutAccountRequest = z.input<typeof setPayoutAccountRequest>;

/** How an account is named wherever money goes to it: never by its full number. */
export const payoutAccountLabel = z.object({ bankName: z.string(), accountLast4: z.string() });

/** A saved account as the organiser sees it. */
export const payoutAccountView = z.object({
  currency: payoutCurrency,
  ...payoutAccountLabel.shape,
  accountHolder: z.string(),
  changedAt: z.string(),
  /** Payouts to the account wait until then after a change, in case it was not the owner. */
  payableFrom: z.string(),
});
export type PayoutAccountView = z.infer<typeof payoutAccountView>;

export const setPayoutAccountResponse = z.object({
  account: payoutAccountView,
  /** Whether the bank confirmed the holder's name; when not, the name typed was kept. */
  accountNameConfirmed: z.boolean(),
});
export type SetPayoutAccountResponse = z.infer<typeof setPayoutAccountResponse>;

/** `GET /api/payout-account?orgId=`: whose accounts (unset: the person's own organisation). */
export const payoutAccountsQuery = z.object({ orgId: organisationId.optional() });

/**
 * `GET /api/payout-account`: the organisation's accounts, one per currency, and the
 * currencies an account can be set in.
 */
export const payoutAccountsResponse = z.object({
  accounts: z.array(payoutAccountView),
  currencies: z.array(payoutCurrency),
});
export type PayoutAccountsResponse = z.infer<typeof payoutAccountsResponse>;
