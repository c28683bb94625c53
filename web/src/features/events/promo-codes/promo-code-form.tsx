import {
  Button,
  Group,
  NumberInput,
  SegmentedControl,
  Select,
  Stack,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import type { CreatePromoCodeRequest } from '@contract/promo-codes';
import type { EventWithTypes } from '@contract/events';
import { isApiError } from '@/lib/api-error';
import { useCreatePromoCode } from './promo-codes-api';

type Kind = 'percent' | 'amount';
type Per = 'ticket' | 'order';

/** A `datetime-local` value (the organiser's own clock) as an ISO instant, or null. */
const instantOf = (local: string) => (local ? new Date(local).toISOString() : null);

/**
 * A new promo code: the code, a percentage or an amount (in the event's first currency) off
 * each ticket or the order, optional limits and an optional end. The server's 400 or 409
 * lands next to the field it names.
 */
export function PromoCodeForm({ event }: { event: EventWithTypes }) {
  const create = useCreatePromoCode(event.id);
  const currency = event.types[0]?.currency ?? 'ZAR';
  const [code, setCode] = useState('');
  const [kind, setKind] = useState<Kind>('percent');
  const [per, setPer] = useState<Per>('ticket');
  const [value, setValue] = useState<number | ''>('');
  const [maxUses, setMaxUses] = useState<number | ''>('');
  const [maxUsesPerBuyer, setMaxUsesPerBuyer] = useState<number | ''>('');
  const [validUntil, setValidUntil] = useState('');
  const fields = isApiError(create.error) ? create.error.fields : {};
  const otherError =
    create.error && Object.keys(fields).length === 0 ? create.error.message : undefined;

  const submit = () => {
    const amount = typeof value === 'number' ? value : 0;
    const request: CreatePromoCodeRequest = {
      code,
      discount:
        kind === 'percent'
          ? { kind, percent: amount, per }
          : // The form takes major units (50.00); the API minor units.
            { kind, amount: Math.round(amount * 100), currency, per },
      maxUses: maxUses === '' ? null : maxUses,
      maxUsesPerBuyer: maxUsesPerBuyer === '' ? null : maxUsesPerBuyer,
      validUntil: instantOf(validUntil),
    };
    create.mutate(request, {
      onSuccess: () => {
        setCode('');
        setValue('');
        setMaxUses('');
        setMaxUsesPerBuyer('');
        setValidUntil('');
      },
    });
  };

  return (
    <form
      noValidate
      onSubmit={(submitted) => {
        submitted.preventDefault();
        submit();
      }}
    >
      <Stack gap="sm">
        <Group grow align="flex-start">
          <TextInput
            label="Code"
            placeholder="EARLYBIRD"
            value={code}
            onChange={(changed) => setCode(changed.currentTarget.value)}
            error={fields.code ?? otherError}
          />
          <Select
            label="Discount"
            data={[
              { value: 'percent', label: 'Percent off' },
              { value: 'amount', label: `Amount off (${currency})` },
            ]}
            value={kind}
            allowDeselect={false}
            onChange={(chosen) => setKind(chosen === 'amount' ? 'amount' : 'percent')}
          />
          <NumberInput
            label={kind === 'percent' ? 'Percent' : `Amount (${currency})`}
            min={0}
            decimalScale={2}
            value={value}
            onChange={(changed) => setValue(typeof changed === 'number' ? changed : '')}
            error={fields['discount.percent'] ?? fields['discount.amount'] ?? fields.discount}
          />
        </Group>
        <SegmentedControl
          aria-label="Off each ticket or the order"
          data={[
            { value: 'ticket', label: 'Each ticket' },
            { value: 'order', label: 'The order' },
          ]}
          value={per}
          onChange={(chosen) => setPer(chosen === 'order' ? 'order' : 'ticket')}
        />
        <Group grow align="flex-start">
          <NumberInput
            label="Uses in all"
            description="Empty: no limit"
            min={1}
            allowDecimal={false}
            value={maxUses}
            onChange={(changed) => setMaxUses(typeof changed === 'number' ? changed : '')}
            error={fields.maxUses}
          />
          <NumberInput
            label="Uses per buyer"
            description="Empty: no limit"
            min={1}
            allowDecimal={false}
            value={maxUsesPerBuyer}
            onChange={(changed) => setMaxUsesPerBuyer(typeof changed === 'number' ? changed : '')}
            error={fields.maxUsesPerBuyer}
          />
          <TextInput
            type="datetime-local"
            label="Valid until"
            description="Empty: until sales end"
            value={validUntil}
            onChange={(changed) => setValidUntil(changed.currentTarget.value)}
            error={fields.validUntil}
          />
        </Group>
        <Group justify="flex-end">
          <Button type="submit" loading={create.isPending}>
            Add code
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
