import type { FormErrors } from '@mantine/form';
import {
  accountNumberProblem,
  type PayoutCurrency,
  type SetPayoutAccountRequest,
} from '@contract/payout-accounts';

export type PayoutFormValues = {
  currency: PayoutCurrency;
  bankCode: string;
  accountNumber: string;
  accountHolder: string;
};

/** The fields the server may name in a refusal, as the form names them. */
export const payoutFormFields: ReadonlySet<string> = new Set([
  'currency',
  'bankCode',
  'accountNumber',
  'accountHolder',
]);

/** As the server reads it: spaces and dashes copied from a statement do not count. */
export const normaliseAccountNumber = (value: string) => value.replace(/[\s-]/g, '');

export function validatePayoutForm(values: PayoutFormValues): FormErrors {
  const errors: FormErrors = {};
  if (!values.bankCode) errors.bankCode = 'Choose your bank';
  const numberProblem = accountNumberProblem(
    values.currency,
    normaliseAccountNumber(values.accountNumber),
  );
  if (numberProblem) errors.accountNumber = numberProblem;
  if (values.accountHolder.trim().length < 2) {
    errors.accountHolder = 'Enter the account holder’s name';
  }
  return errors;
}

export function toSetPayoutAccountRequest(values: PayoutFormValues): SetPayoutAccountRequest {
  return {
    currency: values.currency,
    bankCode: values.bankCode,
    accountNumber: normaliseAccountNumber(values.accountNumber),
    accountHolder: values.accountHolder.trim(),
  };
}

/** "Standard Bank ···· 1234": how an account is named wherever it is shown. */
export const accountLabel = ({
  bankName,
  accountLast4,
}: {
  bankName: string;
  accountLast4: string;
}) => `${bankName} ···· ${accountLast4}`;
