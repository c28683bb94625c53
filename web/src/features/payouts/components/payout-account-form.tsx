import { Alert, Select, SimpleGrid, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import type { PayoutCurrency, SetPayoutAccountRequest } from '@contract/payout-accounts';
import { FormTextInput } from '@/components/form-field';
import { SubmitRow } from '@/components/submit-row';
import { ReauthenticateModal } from '@/features/auth/components/reauthenticate-modal';
import { isApiError } from '@/lib/api-error';
import { useSetPayoutAccount } from '../api/payout-accounts';
import { useAccountName } from '../hooks/use-account-name';
import {
  payoutFormFields,
  toSetPayoutAccountRequest,
  validatePayoutForm,
  type PayoutFormValues,
} from '../payout-form-values';
import { AccountNameNote } from './account-name-note';
import { BankSelect } from './bank-select';

type PayoutAccountFormProps = { currencies: PayoutCurrency[] };

/**
 * Sets the account of a currency: the bank, the number, the holder, with the bank's name for
 * the account to confirm. The server asks for the password again when the sign-in is not
 * recent; the save goes on once it is given.
 */
export function PayoutAccountForm({ currencies }: PayoutAccountFormProps) {
  const save = useSetPayoutAccount();
  // A save the server refused for an old sign-in, to send again once signed in afresh.
  const [awaitingSignIn, setAwaitingSignIn] = useState<SetPayoutAccountRequest | null>(null);
  const form = useForm<PayoutFormValues>({
    mode: 'controlled',
    initialValues: {
      currency: currencies[0] ?? 'ZAR',
      bankCode: '',
      accountNumber: '',
      accountHolder: '',
    },
    validate: validatePayoutForm,
  });
  const { currency, bankCode, accountNumber } = form.values;
  const lookup = useAccountName({ currency, bankCode, accountNumber });
  const lookupRefusal = isApiError(lookup.error) ? lookup.error.fields.accountNumber : undefined;

  const submit = (request: SetPayoutAccountRequest) =>
    save.mutate(request, {
      onSuccess: () => {
        // An empty form again, whose "Saved" note lasts until something is typed in it.
        const empty = {
          currency: request.currency,
          bankCode: '',
          accountNumber: '',
          accountHolder: '',
        };
        form.setInitialValues(empty);
        form.setValues(empty);
      },
      onError: (failure) => {
        if (!isApiError(failure)) return;
        if (failure.code === 'recent_sign_in_required') {
          setAwaitingSignIn(request);
          return;
        }
        form.setErrors(
          Object.fromEntries(
            Object.entries(failure.fields).filter(([field]) => payoutFormFields.has(field)),
          ),
        );
      },
    });
  // Refusals shown elsewhere: beside their fields, or by asking for the password.
  const isShownElsewhere =
    isApiError(save.error) &&
    (save.error.code === 'recent_sign_in_required' ||
      Object.keys(save.error.fields).some((field) => payoutFormFields.has(field)));
  const refusal = save.error && !isShownElsewhere ? save.error : null;

  return (
    <>
      <form
        noValidate
        onSubmit={form.onSubmit((values) => submit(toSetPayoutAccountRequest(values)))}
      >
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Select
              label="Currency"
              withAsterisk
              allowDeselect={false}
              data={currencies}
              key={form.key('currency')}
              {...form.getInputProps('currency')}
              onChange={(value) => {
                if (!value || value === currency) return;
                // Banks belong to a currency: the one chosen is not in the new list.
                form.setValues({ currency: value as PayoutCurrency, bankCode: '' });
              }}
            />
            <BankSelect form={form} path="bankCode" currency={currency} />
            <FormTextInput
              form={form}
              path="accountNumber"
              label="Account number"
              inputMode="numeric"
              autoComplete="off"
              withAsterisk
              {...(lookupRefusal && !form.errors.accountNumber ? { error: lookupRefusal } : {})}
            />
            <FormTextInput
              form={form}
              path="accountHolder"
              label="Account holder"
              description="The name the bank has on the account"
              autoComplete="name"
              withAsterisk
            />
          </SimpleGrid>
          <AccountNameNote lookup={lookup} />
          <SubmitRow
            label="Save payout account"
            isSaving={save.isPending}
            savedText={save.isSuccess && !form.isDirty() ? 'Saved' : undefined}
          />
          {refusal && (
            <Alert color="red" variant="light" icon={<IconAlertTriangle />} title="Not saved">
              {refusal.message}
            </Alert>
          )}
        </Stack>
      </form>
      {/* Outside the form: React bubbles its dialog's submit through the portal to this form. */}
      <ReauthenticateModal
        isOpen={awaitingSignIn !== null}
        reason="For your safety, changing where your money is paid needs a fresh sign-in."
        onClose={() => setAwaitingSignIn(null)}
        onReauthenticated={() => {
          if (awaitingSignIn) submit(awaitingSignIn);
          setAwaitingSignIn(null);
        }}
      />
    </>
  );
}
