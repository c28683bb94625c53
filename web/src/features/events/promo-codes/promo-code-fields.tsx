import {
  MultiSelect,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  TextInput,
} from '@mantine/core';
import type { PromoCodeDraft } from './promo-code-draft';

type Props = {
  draft: PromoCodeDraft;
  change: (patch: Partial<PromoCodeDraft>) => void;
  /** The server's objections by field (`discount.percent`, `validUntil`, ...). */
  errors: Record<string, string>;
  currency: string;
  timeZone: string;
  /** Offered when adding a code; an existing code keeps its types and per-buyer limit. */
  types?: { id: string; name: string }[];
};

const countOf = (changed: string | number) => (typeof changed === 'number' ? changed : '');

/** A promo code's discount, limits and window: shared by the add and edit forms. */
export function PromoCodeFields({ draft, change, errors, currency, timeZone, types }: Props) {
  const adding = types !== undefined;
  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <Select
          label="Discount"
          data={[
            { value: 'percent', label: 'Percent off' },
            { value: 'amount', label: `Amount off (${currency})` },
          ]}
          value={draft.kind}
          allowDeselect={false}
          onChange={(chosen) => change({ kind: chosen === 'amount' ? 'amount' : 'percent' })}
        />
        <NumberInput
          label={draft.kind === 'percent' ? 'Percent' : `Amount (${currency})`}
          min={0}
          decimalScale={2}
          value={draft.value}
          onChange={(changed) => change({ value: countOf(changed) })}
          error={errors['discount.percent'] ?? errors['discount.amount'] ?? errors.discount}
        />
      </SimpleGrid>
      <SegmentedControl
        aria-label="Off each ticket or the order"
        data={[
          { value: 'ticket', label: 'Each ticket' },
          { value: 'order', label: 'The order' },
        ]}
        value={draft.per}
        onChange={(chosen) => change({ per: chosen === 'order' ? 'order' : 'ticket' })}
      />
      {adding && types.length > 1 && (
        <MultiSelect
          label="Ticket types"
          description="Empty: every ticket type"
          data={types.map((type) => ({ value: type.id, label: type.name }))}
          value={draft.typeIds}
          onChange={(typeIds) => change({ typeIds })}
          error={errors.typeIds}
          clearable
        />
      )}
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <NumberInput
          label="Uses in all"
          description="Empty: no limit"
          min={1}
          allowDecimal={false}
          value={draft.maxUses}
          onChange={(changed) => change({ maxUses: countOf(changed) })}
          error={errors.maxUses}
        />
        {adding && (
          <NumberInput
            label="Uses per buyer"
            description="Empty: no limit"
            min={1}
            allowDecimal={false}
            value={draft.maxUsesPerBuyer}
            onChange={(changed) => change({ maxUsesPerBuyer: countOf(changed) })}
            error={errors.maxUsesPerBuyer}
          />
        )}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TextInput
          type="datetime-local"
          label="Valid from"
          description={`Empty: at once (${timeZone})`}
          value={draft.validFrom}
          onChange={(changed) => change({ validFrom: changed.currentTarget.value })}
          error={errors.validFrom}
        />
        <TextInput
          type="datetime-local"
          label="Valid until"
          description="Empty: until sales end"
          value={draft.validUntil}
          onChange={(changed) => change({ validUntil: changed.currentTarget.value })}
          error={errors.validUntil}
        />
      </SimpleGrid>
    </>
  );
}
