import { Badge, Group, NativeSelect, Stack, Text } from '@mantine/core';
import type { PublicTicketType } from '@contract/public';
import { formatPrice } from '@/lib/format-price';
import { PlainList } from '@/components/plain-list';
import { fewLeft, maxQuantity, type TypeAvailability } from '../type-availability';

type TicketPickerProps = {
  types: PublicTicketType[];
  availability: (type: PublicTicketType) => TypeAvailability;
  quantities: Record<string, number>;
  onChange: (typeId: string, quantity: number) => void;
  /** Per type: why the last attempt could not have it (sold out, only N left). */
  errors: Record<string, string>;
};

function StateBadge({ availability }: { availability: TypeAvailability }) {
  const { state, left } = availability;
  if (state === 'sold_out') return <Badge color="gray">Sold out</Badge>;
  if (state === 'not_yet')
    return (
      <Badge color="blue" variant="light">
        Not on sale yet
      </Badge>
    );
  if (state === 'ended')
    return (
      <Badge color="gray" variant="light">
        Sales ended
      </Badge>
    );
  if (left <= fewLeft)
    return (
      <Badge color="orange" variant="light">
        Only {left} left
      </Badge>
    );
  return null;
}

/** What a ticket costs on top of its price when the organiser passes the service fee on. */
function ServiceFeeNote({ type }: { type: PublicTicketType }) {
  const serviceFee = type.serviceFee ?? 0;
  const vat = type.serviceFeeVat ?? 0;
  if (serviceFee + vat === 0) return null;
  const money = (price: number) => formatPrice({ price, currency: type.currency });
  return (
    <Text size="xs" c="dimmed">
      + {money(serviceFee)} service fee and {money(vat)} VAT on it
    </Text>
  );
}

/** Each ticket type with its price, its state and how many to buy. */
export function TicketPicker({
  types,
  availability,
  quantities,
  onChange,
  errors,
}: TicketPickerProps) {
  return (
    <PlainList gap="sm">
      {types.map((type) => {
        const current = availability(type);
        const max = maxQuantity(type, current);
        return (
          <Group
            key={type.id}
            component="li"
            justify="space-between"
            wrap="nowrap"
            align="flex-start"
          >
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Text fw={600}>{type.name}</Text>
              <Group gap={6}>
                <Text size="sm">{formatPrice(type)}</Text>
                <StateBadge availability={current} />
              </Group>
              <ServiceFeeNote type={type} />
            </Stack>
            {/* A native select: the phone's own picker, and no number-typing library to load. */}
            <NativeSelect
              aria-label={`Number of ${type.name} tickets`}
              w={96}
              disabled={max === 0}
              data={Array.from({ length: max + 1 }, (_, count) => String(count))}
              value={String(Math.min(quantities[type.id] ?? 0, max))}
              onChange={(event) => onChange(type.id, Number(event.currentTarget.value))}
              error={errors[type.id]}
            />
          </Group>
        );
      })}
    </PlainList>
  );
}
