import {
  Alert,
  Anchor,
  Button,
  Group,
  List,
  Loader,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import {
  IconAlertTriangle,
  IconConfetti,
  IconCreditCardOff,
  IconHourglass,
} from '@tabler/icons-react';
import { useEffect, type ReactNode } from 'react';
import { formatMinorUnits } from '@contract/money';
import { paths } from '@/config/paths';
import { describeQueuePosition, type CheckoutStep, type HeldOrder } from '../checkout-state';
import { announcePaid } from '../paid-signal';

type OutcomeProps = {
  state: Exclude<CheckoutStep, { step: 'choosing' } | { step: 'starting' } | { step: 'paying' }>;
  onResume: (held: HeldOrder) => void;
  onStartOver: () => void;
};

const heldUntil = (held: HeldOrder) =>
  new Date(held.holdExpiresAt).toLocaleTimeString(undefined, {
    hour: '2-digit',
    minute: '2-digit',
  });

/** Every place checkout can stop, each with a clear sentence and a way forward. */
export function CheckoutOutcome({ state, onResume, onStartOver }: OutcomeProps) {
  // Once per order: a page that embeds the checkout (the widget) hears of it.
  const paidReference = state.step === 'paid' ? state.reference : undefined;
  useEffect(() => {
    if (paidReference) announcePaid(paidReference);
  }, [paidReference]);
  switch (state.step) {
    case 'queued':
      return (
        <Group gap="sm" role="status" wrap="nowrap">
          <Loader size="sm" style={{ flexShrink: 0 }} />
          <Text>{describeQueuePosition(state.position)}</Text>
        </Group>
      );
    case 'confirming':
      return (
        <Group gap="sm" role="status">
          <Loader size="sm" />
          <Text>Confirming your payment…</Text>
        </Group>
      );
    case 'paid':
      return (
        <Stack gap="sm" role="status">
          <Group gap="sm">
            <ThemeIcon size={44} radius="xl" color="green" variant="light">
              <IconConfetti size={26} />
            </ThemeIcon>
            <Title order={2} size="h3">
              You're going!
            </Title>
          </Group>
          <Text>
            {state.ticketCodes.length === 1
              ? 'Your ticket is'
              : `Your ${state.ticketCodes.length} tickets are`}{' '}
            ready
            {state.amount > 0 ? ` (paid ${formatMinorUnits(state.amount)} ${state.currency})` : ''}.
            A copy is on its way to your inbox.
          </Text>
          <List spacing={4}>
            {state.ticketCodes.map((code, index) => (
              <List.Item key={code}>
                <Anchor href={paths.ticket.getHref(code)}>Open ticket {index + 1}</Anchor>
              </List.Item>
            ))}
          </List>
          <Text size="sm" c="dimmed">
            Order reference {state.reference}
          </Text>
        </Stack>
      );
    case 'declined':
      return (
        <OutcomeAlert
          color="red"
          icon={<IconCreditCardOff />}
          title="Your payment did not go through"
          message={`The card was declined. Your tickets stay held until ${heldUntil(state.held)}: try again or use another card.`}
        >
          <Group gap="sm">
            <Button onClick={() => onResume(state.held)}>Try again</Button>
            <Button variant="default" onClick={onStartOver}>
              Choose other tickets
            </Button>
          </Group>
        </OutcomeAlert>
      );
    case 'cancelled':
      return (
        <OutcomeAlert
          color="yellow"
          icon={<IconHourglass />}
          title="Payment not finished"
          message={`Your tickets stay held until ${heldUntil(state.held)}.`}
        >
          <Group gap="sm">
            <Button onClick={() => onResume(state.held)}>Resume payment</Button>
            <Button variant="default" onClick={onStartOver}>
              Start over
            </Button>
          </Group>
        </OutcomeAlert>
      );
    case 'expired':
      return (
        <OutcomeAlert
          color="yellow"
          icon={<IconHourglass />}
          title="Your hold ran out"
          message="The tickets went back on sale. Choose again to buy them."
        >
          <Button onClick={onStartOver}>Start again</Button>
        </OutcomeAlert>
      );
    case 'refunded':
      return (
        <OutcomeAlert
          color="red"
          icon={<IconAlertTriangle />}
          title="Payment refunded"
          message={`${state.reason}.`}
        >
          <Button onClick={onStartOver}>Choose again</Button>
        </OutcomeAlert>
      );
  }
}

type OutcomeAlertProps = {
  color: 'red' | 'yellow';
  icon: ReactNode;
  title: string;
  message: string;
  /** The ways forward. */
  children: ReactNode;
};

/** A checkout that stopped short of tickets: what happened, then what the buyer can do. */
function OutcomeAlert({ color, icon, title, message, children }: OutcomeAlertProps) {
  return (
    <Alert color={color} variant="light" icon={icon} title={title}>
      <Stack gap="sm">
        <Text size="sm">{message}</Text>
        {children}
      </Stack>
    </Alert>
  );
}
