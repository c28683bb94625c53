import {
  Badge,
  Button,
  Group,
  Input,
  NumberInput,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useId } from 'react';
import type { Currency } from '@contract/events';
import { usePaymentCurrencies } from '../api/get-payment-currencies';
import type { EventForm } from '../hooks/use-event-form';
import { TicketVisibilityFields } from './ticket-visibility-fields';

type TicketTypeCardProps = { form: EventForm; index: number };

/** One ticket type: what it is called, what it costs, how many there are and when they sell. */
export function TicketTypeCard({ form, index }: TicketTypeCardProps) {
  const titleId = useId();
  const type = form.values.types[index]!;
  const path = (field: string) => `types.${index}.${field}`;
  const hasSales = type.sold > 0;
  const chargeable = usePaymentCurrencies();
  // Only what the payment gateway charges; a type saved earlier in another currency keeps
  // its own in the list, with the reason it has to change (free tickets need no payment).
  const offered = chargeable
    ? [...chargeable, ...(chargeable.includes(type.currency) ? [] : [type.currency])]
    : [type.currency];
  const unchargeable =
    chargeable !== undefined &&
    !chargeable.includes(type.currency) &&
    type.price.trim() !== '' &&
    Number(type.price) !== 0
      ? `Payments in ${type.currency} are not available: use ${chargeable.join(' or ')}`
      : undefined;
  const currencyError = form.errors[path('currency')] ?? unchargeable;

  return (
    <Paper component="section" aria-labelledby={titleId} withBorder radius="lg" p="md">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Group gap="xs">
            <Title order={3} size="h5" id={titleId}>
              Ticket type {index + 1}
            </Title>
            {hasSales && (
              <Badge variant="light" color="teal">
                {type.sold} sold
              </Badge>
            )}
          </Group>
          <Tooltip
            label="Tickets of this type were sold: it cannot be deleted"
            disabled={!hasSales}
          >
            <Button
              variant="subtle"
              color="red"
              size="xs"
              leftSection={<IconTrash size={14} />}
              onClick={() => form.removeListItem('types', index)}
              disabled={hasSales}
              aria-label={`Delete ticket type ${index + 1}`}
            >
              Delete
            </Button>
          </Tooltip>
        </Group>
        <TextInput
          label="Ticket name"
          placeholder="General admission"
          withAsterisk
          {...form.getInputProps(path('name'))}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput
            label="Price"
            description="0 for free tickets"
            placeholder="150.00"
            inputMode="decimal"
            rightSection={type.currency}
            rightSectionWidth={48}
            withAsterisk
            {...form.getInputProps(path('price'))}
          />
          <Input.Wrapper
            label="Currency"
            description="What buyers pay in"
            labelElement="div"
            error={currencyError}
          >
            <SegmentedControl
              fullWidth
              data={offered}
              value={type.currency}
              onChange={(value) => form.setFieldValue(path('currency'), value as Currency)}
              aria-label="Currency"
            />
          </Input.Wrapper>
          <NumberInput
            label="Capacity"
            description={hasSales ? `At least ${type.sold}` : 'Tickets on offer'}
            min={Math.max(1, type.sold)}
            allowDecimal={false}
            allowNegative={false}
            thousandSeparator=" "
            {...form.getInputProps(path('capacity'))}
          />
          <NumberInput
            label="Max per order"
            description="Per buyer, per order"
            min={1}
            max={100}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps(path('maxPerOrder'))}
          />
          <TextInput
            type="datetime-local"
            label="Sales start"
            description="Empty: on sale once approved"
            {...form.getInputProps(path('salesStart'))}
          />
          <TextInput
            type="datetime-local"
            label="Sales end"
            description="Empty: until the event"
            {...form.getInputProps(path('salesEnd'))}
          />
        </SimpleGrid>
        <TicketVisibilityFields form={form} index={index} />
      </Stack>
    </Paper>
  );
}
