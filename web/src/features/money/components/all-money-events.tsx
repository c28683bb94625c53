import { Anchor, Badge, Group, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Link } from 'react-router-dom';
import type { EventCurrencyMoneyView, EventMoneyRow } from '@contract/all-money';
import { PlainList } from '@/components/plain-list';
import { paths } from '@/config/paths';
import { formatMoney } from '@/lib/format-money';
import { shortPayoutText } from '../payout-short-text';

/** One currency of one event: an event that sold in two currencies has two lines. */
type Line = { event: EventMoneyRow; money: EventCurrencyMoneyView };

const toneColors = { ready: 'teal', action: 'orange', waiting: 'gray' } as const;

function linesOf(events: readonly EventMoneyRow[]): Line[] {
  return events.flatMap((event) => event.currencies.map((money) => ({ event, money })));
}

function EventLink({ event }: { event: EventMoneyRow }) {
  return (
    <Anchor component={Link} to={paths.platform.eventMoney.getHref(event.eventId)} fw={600}>
      {event.eventName}
    </Anchor>
  );
}

/** The balance, or what is owed in red: refunds after a payout can leave the organiser owing. */
function Balance({ money: { summary, currency } }: { money: EventCurrencyMoneyView }) {
  if (summary.balance >= 0) return <>{formatMoney(summary.balance, currency)}</>;
  return (
    <Text span c="red" fw={600} inherit>
      You owe {formatMoney(-summary.balance, currency)}
    </Text>
  );
}

function PayoutBadge({ money }: { money: EventCurrencyMoneyView }) {
  const { tone, text } = shortPayoutText(money.payout, money.currency);
  return (
    <Badge color={toneColors[tone]} variant="light" tt="none">
      {text}
    </Badge>
  );
}

/** Each event's money: a table where it fits, cards on a phone. */
export function AllMoneyEvents({ events }: { events: readonly EventMoneyRow[] }) {
  // Below Mantine's `sm` breakpoint (48em) six columns would need sideways scrolling.
  const isPhone = useMediaQuery('(max-width: 47.99em)');
  const lines = linesOf(events);
  return isPhone ? <MoneyCards lines={lines} /> : <MoneyTable lines={lines} />;
}

function MoneyTable({ lines }: { lines: Line[] }) {
  return (
    <Paper withBorder radius="lg" p="md">
      <Table.ScrollContainer minWidth={0}>
        <Table verticalSpacing="sm" aria-label="Money per event">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Event</Table.Th>
              <Table.Th ta="right">Gross</Table.Th>
              <Table.Th ta="right">Net</Table.Th>
              <Table.Th ta="right">Paid out</Table.Th>
              <Table.Th ta="right">Balance</Table.Th>
              <Table.Th>Payout</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lines.map(({ event, money }) => (
              <Table.Tr key={`${event.eventId}-${money.currency}`}>
                <Table.Td>
                  <EventLink event={event} />
                </Table.Td>
                <Table.Td ta="right">{formatMoney(money.summary.gross, money.currency)}</Table.Td>
                <Table.Td ta="right">{formatMoney(money.summary.net, money.currency)}</Table.Td>
                <Table.Td ta="right">{formatMoney(money.summary.paidOut, money.currency)}</Table.Td>
                <Table.Td ta="right">
                  <Balance money={money} />
                </Table.Td>
                <Table.Td>
                  <PayoutBadge money={money} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}

function MoneyCards({ lines }: { lines: Line[] }) {
  return (
    <PlainList gap="sm" aria-label="Money per event">
      {lines.map(({ event, money }) => (
        <Paper
          component="li"
          key={`${event.eventId}-${money.currency}`}
          withBorder
          radius="lg"
          p="md"
        >
          <Stack gap="xs">
            <EventLink event={event} />
            <SimpleGrid cols={2} spacing="xs" component="dl" m={0}>
              {(
                [
                  ['Gross', formatMoney(money.summary.gross, money.currency)],
                  ['Net', formatMoney(money.summary.net, money.currency)],
                  ['Paid out', formatMoney(money.summary.paidOut, money.currency)],
                  ['Balance', <Balance key="balance" money={money} />],
                ] as const
              ).map(([label, value]) => (
                <div key={label}>
                  <Text component="dt" size="xs" c="dimmed">
                    {label}
                  </Text>
                  <Text component="dd" m={0} size="sm">
                    {value}
                  </Text>
                </div>
              ))}
            </SimpleGrid>
            <Group>
              <PayoutBadge money={money} />
            </Group>
          </Stack>
        </Paper>
      ))}
    </PlainList>
  );
}
