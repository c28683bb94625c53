import { NumberInput, Radio, Stack, Switch } from '@mantine/core';
import {
  maxRefundRequestDays,
  type RefundRequestSettings,
} from '@contract/refund-request-settings';
import type { EventForm } from '../hooks/use-event-form';
import { FormCard } from './form-card';

/**
 * Refund requests: whether buyers may ask for their order's refund from their ticket's page,
 * until how many days before the start, and whether the organiser decides each request (in
 * the Orders section) or every request is refunded at once. Off unless turned on.
 */
export function RefundRequestsField({ form }: { form: EventForm }) {
  const { refundRequestsEnabled, refundRequestApproval } = form.values;
  return (
    <FormCard title="Refund requests">
      <Switch
        label="Buyers may ask for a refund"
        description="From their ticket's page, for their whole order. The refund goes back to how they paid."
        checked={refundRequestsEnabled}
        onChange={(changed) =>
          form.setFieldValue('refundRequestsEnabled', changed.currentTarget.checked)
        }
        error={form.errors.refundRequestsEnabled}
      />
      {refundRequestsEnabled && (
        <>
          <NumberInput
            label="Until how many days before the start"
            description={`From 0 (until the start) to ${maxRefundRequestDays}.`}
            min={0}
            max={maxRefundRequestDays}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps('refundRequestDays')}
          />
          <Radio.Group
            label="Who decides"
            value={refundRequestApproval}
            onChange={(value) =>
              form.setFieldValue(
                'refundRequestApproval',
                value as RefundRequestSettings['approval'],
              )
            }
            error={form.errors.refundRequestApproval}
          >
            <Stack gap="sm" mt="xs">
              <Radio
                value="organiser"
                label="I approve each request"
                description="Requests wait in the Orders section; the buyer is emailed your answer."
              />
              <Radio
                value="automatic"
                label="Refund at once"
                description="Each request is refunded as soon as it is made."
              />
            </Stack>
          </Radio.Group>
        </>
      )}
    </FormCard>
  );
}
