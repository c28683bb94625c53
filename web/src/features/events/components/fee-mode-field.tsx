import { Paper, Radio, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import type { FeeMode, FeeSchedule } from '@contract/fees';
import { usePaymentCurrencies } from '../api/get-payment-currencies';
import { usePlatformFee } from '../api/get-platform-fee';
import { describeSchedule, feePreview } from '../draft/fee-preview';
import type { EventForm } from '../hooks/use-event-form';
import { FeePreviewTables } from './fee-preview-tables';

type FeeModeFieldProps = {
  form: EventForm;
  /** The event's own fee, where an administrator set one: it prices the preview instead. */
  ownSchedule?: FeeSchedule;
};

/**
 * Who pays the platform's service fee, with what one ticket of each paid type then costs
 * buyers and what the organiser receives, so the choice is made with the figures in view.
 */
export function FeeModeField({ form, ownSchedule }: FeeModeFieldProps) {
  const titleId = useId();
  const platformFee = usePlatformFee();
  const chargeable = usePaymentCurrencies();
  const schedule = ownSchedule ?? platformFee;
  const { types, feeMode } = form.values;
  const currencies = types.length > 0 ? types.map((type) => type.currency) : (chargeable ?? []);

  return (
    <Paper component="section" aria-labelledby={titleId} withBorder radius="lg" p="md">
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={3} size="h5" id={titleId}>
            Service fee
          </Title>
          {schedule && (
            <Text size="sm" c="dimmed">
              {describeSchedule(schedule, currencies)}
            </Text>
          )}
        </Stack>
        <Radio.Group
          label="Who pays the service fee?"
          value={feeMode}
          onChange={(value) => form.setFieldValue('feeMode', value as FeeMode)}
          error={form.errors.feeMode}
        >
          <Stack gap="sm" mt="xs">
            <Radio
              value="absorbed"
              label="Included in the ticket price (you absorb it)"
              description="Buyers pay the price you set. The service fee and its VAT come out of it."
            />
            <Radio
              value="passed_on"
              label="Added on top for buyers (shown as Service fee)"
              description="You receive the price you set. Buyers pay the service fee and its VAT on top, shown before they pay."
            />
          </Stack>
        </Radio.Group>
        {schedule && <FeePreviewTables rows={feePreview(types, schedule, feeMode)} />}
      </Stack>
    </Paper>
  );
}
