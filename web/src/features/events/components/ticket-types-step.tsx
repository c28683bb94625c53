import { Button, EmptyState, Group, Paper, Stack, Text } from '@mantine/core';
import { IconPlus, IconTicket } from '@tabler/icons-react';
import type { FeeSchedule } from '@contract/fees';
import { usePaymentCurrencies } from '../api/get-payment-currencies';
import { emptyTicketType, maxTicketTypes } from '../draft/event-draft';
import type { EventForm } from '../hooks/use-event-form';
import { FeeModeField } from './fee-mode-field';
import { WaitingRoomField } from './waiting-room-field';
import { TransfersField } from './transfers-field';
import { TicketTypeCard } from './ticket-type-card';

type TicketTypesStepProps = {
  form: EventForm;
  /** The event's own fee, where an administrator set one (editing an existing event). */
  ownSchedule?: FeeSchedule;
};

/**
 * The event's ticket types as cards; a new one takes the currency of the one before, the
 * first one the first currency payments are taken in.
 */
export function TicketTypeList({ form }: { form: EventForm }) {
  const types = form.values.types;
  const typesError = form.errors.types;
  const isFull = types.length >= maxTicketTypes;
  const chargeable = usePaymentCurrencies();

  return (
    <Stack gap="md">
      {types.length === 0 ? (
        <Paper withBorder radius="lg" py="lg" px="md">
          <EmptyState icon={<IconTicket size={28} />} variant="light">
            <EmptyState.Title order={3}>No ticket types yet</EmptyState.Title>
            <EmptyState.Description>
              Add at least one so people can buy tickets: general admission, VIP, early bird...
            </EmptyState.Description>
          </EmptyState>
        </Paper>
      ) : (
        types.map((type, index) => <TicketTypeCard key={type.key} form={form} index={index} />)
      )}
      {typesError && (
        <Text c="red" size="sm" role="alert">
          {typesError}
        </Text>
      )}
      <Group>
        <Button
          variant="light"
          leftSection={<IconPlus size={18} />}
          disabled={isFull}
          onClick={() =>
            form.insertListItem(
              'types',
              emptyTicketType(types[types.length - 1]?.currency ?? chargeable?.[0]),
            )
          }
        >
          Add a new ticket type
        </Button>
        {isFull && (
          <Text size="sm" c="dimmed">
            At most {maxTicketTypes} ticket types.
          </Text>
        )}
      </Group>
    </Stack>
  );
}

/** The wizard's ticket types step: the types, then who pays the fee, the room, transfers. */
export function TicketTypesStep({ form, ownSchedule }: TicketTypesStepProps) {
  return (
    <Stack gap="md">
      <TicketTypeList form={form} />
      <FeeModeField form={form} ownSchedule={ownSchedule} />
      <WaitingRoomField form={form} />
      <TransfersField form={form} />
    </Stack>
  );
}
