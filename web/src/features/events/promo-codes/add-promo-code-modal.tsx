import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { EventWithTypes } from '@contract/events';
import { browserTimeZone } from '@/lib/event-time';
import { isApiError } from '@/lib/api-error';
import { useCreatePromoCode } from './promo-codes-api';
import { createPromoCodeRequestOf, emptyPromoCodeDraft } from './promo-code-draft';
import { PromoCodeFields } from './promo-code-fields';

/**
 * A new promo code, in a dialog: the code, a percentage or an amount (in the event's first
 * currency) off each ticket or the order, which ticket types, optional limits and window (on
 * the venue's clock). The server's 400 or 409 lands next to the field it names; the dialog
 * closes once the server took the code.
 */
export function AddPromoCodeModal({
  event,
  onClose,
}: {
  event: EventWithTypes;
  onClose: () => void;
}) {
  const create = useCreatePromoCode(event.id);
  const currency = event.types[0]?.currency ?? 'ZAR';
  const timeZone = event.timeZone ?? browserTimeZone();
  const [draft, setDraft] = useState(emptyPromoCodeDraft);
  const errors = isApiError(create.error) ? create.error.fields : {};
  const otherError =
    create.error && Object.keys(errors).length === 0 ? create.error.message : undefined;

  const submit = () =>
    create.mutate(createPromoCodeRequestOf(draft, { currency, timeZone }), {
      onSuccess: onClose,
    });

  return (
    <Modal opened onClose={onClose} title="Add a code" size="lg">
      <form
        noValidate
        onSubmit={(submitted) => {
          submitted.preventDefault();
          submit();
        }}
      >
        <Stack gap="sm">
          <TextInput
            label="Code"
            placeholder="EARLYBIRD"
            value={draft.code}
            onChange={(changed) => setDraft({ ...draft, code: changed.currentTarget.value })}
            error={errors.code ?? otherError}
          />
          <PromoCodeFields
            draft={draft}
            change={(patch) => setDraft({ ...draft, ...patch })}
            errors={errors}
            currency={currency}
            timeZone={timeZone}
            types={event.types}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={create.isPending}>
              Add code
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
