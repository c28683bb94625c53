import { Alert, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { currencies, type Currency } from '@contract/events';
import type { PromoCodeView } from '@contract/promo-codes';
import { DialogButtons } from '@/components/dialog-buttons';
import { isApiError } from '@/lib/api-error';
import { useUpdatePromoCode } from './promo-codes-api';
import { draftOfPromoCode, updatePromoCodeRequestOf } from './promo-code-draft';
import { PromoCodeFields } from './promo-code-fields';

type Props = {
  eventId: string;
  code: PromoCodeView;
  currency: Currency;
  timeZone: string;
  onClose: () => void;
};

/**
 * Changes a code's discount, limit and window. Orders already made keep the price they were
 * made at; a payment started at the old price is refused and the buyer sees the new one.
 */
export function EditPromoCodeModal({ eventId, code, currency, timeZone, onClose }: Props) {
  const update = useUpdatePromoCode(eventId);
  const [draft, setDraft] = useState(() => draftOfPromoCode(code, timeZone));
  const errors = isApiError(update.error) ? update.error.fields : {};
  const otherError =
    update.error && Object.keys(errors).length === 0 ? update.error.message : undefined;
  // An amount off stays in the currency it was made in.
  const madeIn = code.discount.kind === 'amount' ? code.discount.currency : undefined;
  const amountCurrency = currencies.find((known) => known === madeIn) ?? currency;

  return (
    <Modal opened onClose={onClose} title={`Edit ${code.code}`} size="lg">
      <form
        noValidate
        onSubmit={(submitted) => {
          submitted.preventDefault();
          update.mutate(
            {
              code: code.code,
              request: updatePromoCodeRequestOf(draft, { currency: amountCurrency, timeZone }),
            },
            { onSuccess: onClose },
          );
        }}
      >
        <Stack gap="sm">
          {code.used > 0 && (
            <Text size="sm" c="dimmed">
              Used {code.used} {code.used === 1 ? 'time' : 'times'}: a change applies to new orders
              only.
            </Text>
          )}
          <PromoCodeFields
            draft={draft}
            change={(patch) => setDraft({ ...draft, ...patch })}
            errors={errors}
            currency={amountCurrency}
            timeZone={timeZone}
          />
          {otherError && (
            <Alert color="red" role="alert">
              {otherError}
            </Alert>
          )}
          <DialogButtons onClose={onClose} confirmLabel="Save" isConfirming={update.isPending} />
        </Stack>
      </form>
    </Modal>
  );
}
