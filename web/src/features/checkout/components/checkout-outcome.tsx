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
import { Link } from 'react-router-dom';
import { formatMinorUnits } from '@contract/money';
import { paths } from '@/config/paths';
import { describeQueuePosition, type CheckoutStep, type HeldOrder } from '../checkout-state';

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
                <Anchor component={Link} to={paths.ticket.getHref(code)}>
                  Open ticket {index + 1}
                </Anchor>
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
        <Alert
          color="red"
          variant="light"
          icon={<IconCreditCardOff />}
          title="Your payment did not go through"
        >
          <Stack gap="sm">
            <Text size="sm">
              The card was declined. Your tickets stay held until {heldUntil(state.held)}: try again
              or use another card.
            </Text>
            <Group gap="sm">
              <Button onClick={() => onResume(state.held)}>Try again</Button>
              <Button variant="default" onClick={onStartOver}>
                Choose other tickets
              </Button>
            </Group>
          </Stack>
        </Alert>
      );
    case 'cancelled':
      return (
        <Alert color="yellow" variant="light" icon={<IconHourglass />} title="Payment not finished">
          <Stack gap="sm">
            <Text size="sm">Your tickets stay held until {heldUntil(state.held)}.</Text>
            <Group gap="sm">
              <Button onClick={() => onResume(state.held)}>Resume payment</Button>
              <Button variant="default" onClick={onStartOver}>
                Start over
              </Button>
            </Group>
          </Stack>
        </Alert>
      );
    case 'expired':
      return (
        <Alert color="yellow" variant="light" icon={<IconHourglass />} title="Your hold ran out">
          <Stack gap="sm">
            <Text size="sm">The tickets went back on sale. Choose again to buy them.</Text>
            <Button onClick={onStartOver}>Start again</Button>
          </Stack>
        </Alert>
      );
    case 'refunded':
      return (
        <Alert color="red" variant="light" icon={<IconAlertTriangle />} title="Payment refunded">
          <Stack gap="sm">
            <Text size="sm">{state.reason}.</Text>
            <Button onClick={onStartOver}>Choose again</Button>
          </Stack>
        </Alert>
      );
  }
}
