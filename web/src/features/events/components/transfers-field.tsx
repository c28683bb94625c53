import { NumberInput, Switch } from '@mantine/core';
import { maxTransferCloseHours } from '@contract/transfer-settings';
import type { EventForm } from '../hooks/use-event-form';
import { FormCard } from './form-card';

/**
 * Transfers to a friend: whether ticket holders may hand their tickets on (the friend gets
 * a new code, the old one stops working) and how long before the start that stops, so the
 * door's lists are settled when doors open.
 */
export function TransfersField({ form }: { form: EventForm }) {
  const { transfersEnabled } = form.values;
  return (
    <FormCard title="Transfers">
      <Switch
        label="Holders can transfer tickets to friends"
        description="The friend claims the ticket from an email and gets a new QR code; the old one stops working at once."
        checked={transfersEnabled}
        onChange={(changed) =>
          form.setFieldValue('transfersEnabled', changed.currentTarget.checked)
        }
        error={form.errors.transfersEnabled}
      />
      {transfersEnabled && (
        <NumberInput
          label="Stop transfers this many hours before the start"
          description={`From 0 to ${maxTransferCloseHours} (a week).`}
          min={0}
          max={maxTransferCloseHours}
          allowDecimal={false}
          allowNegative={false}
          {...form.getInputProps('transferCloseHours')}
        />
      )}
    </FormCard>
  );
}
