import {
  Badge,
  Button,
  Grid,
  Group,
  Image,
  Paper,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconPhotoOff, IconX } from '@tabler/icons-react';
import dayjs from 'dayjs';
import type { EventWithTypes, TicketTypeView } from '@contract/events';
import { TableHead } from '@/components/table-head';
import { EventFacts } from '@/components/event-facts';
import { formatPrice } from '@/lib/format-price';
import { usePrivateImage } from '@/lib/private-image';
import { useDecideApproval } from '../api/decide-approval';
import { RejectModal } from './reject-modal';

const statusBadge = {
  pending: { label: 'Pending', color: 'yellow' },
  approved: { label: 'Approved', color: 'teal' },
  rejected: { label: 'Rejected', color: 'red' },
} as const;

type ModerationCardProps = { summary: EventWithTypes; organiserEmail?: string };

/** An event as its buyers would see it, with the decision buttons beside it. */
export function ModerationCard({ summary, organiserEmail }: ModerationCardProps) {
  const banner = usePrivateImage(summary.imageUrl);
  const decision = useDecideApproval();
  const [isRejecting, rejectModal] = useDisclosure(false);
  const badge = statusBadge[summary.status];
  const titleId = `moderation-${summary.id}`;

  const approve = () =>
    decision.mutate(
      { eventId: summary.id, decision: { approved: true } },
      {
        onSuccess: () =>
          notifications.show({
            color: 'teal',
            title: 'Approved',
            message: `"${summary.name}" is now on sale.`,
          }),
        onError: (failure) =>
          notifications.show({
            color: 'red',
            title: 'Could not approve',
            message: failure.message,
          }),
      },
    );

  return (
    <Paper component="article" aria-labelledby={titleId} withBorder radius="lg" p="md">
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 5 }}>
          {summary.imageUrl ? (
            banner.src ? (
              <Image
                src={banner.src}
                alt={`Banner of ${summary.name}`}
                radius="md"
                style={{ aspectRatio: '2 / 1' }}
              />
            ) : (
              <Skeleton radius="md" style={{ aspectRatio: '2 / 1' }} animate={banner.isLoading} />
            )
          ) : (
            <Paper
              radius="md"
              bg="var(--mantine-color-default-hover)"
              style={{ aspectRatio: '2 / 1' }}
            >
              <Stack h="100%" align="center" justify="center" gap={4} c="dimmed">
                <IconPhotoOff size={28} />
                <Text size="sm">No banner</Text>
              </Stack>
            </Paper>
          )}
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="sm">
            <Group justify="space-between" align="flex-start" wrap="nowrap">
              <Title order={3} id={titleId}>
                {summary.name}
              </Title>
              <Badge color={badge.color} variant="light" style={{ flexShrink: 0 }}>
                {badge.label}
              </Badge>
            </Group>
            <Text size="xs" c="dimmed">
              {organiserEmail ? `By ${organiserEmail} · ` : ''}
              Updated {dayjs(summary.updatedAt).format('D MMM YYYY, HH:mm')}
            </Text>
            {summary.status === 'rejected' && summary.rejectedReason && (
              <Text size="sm" c="red">
                Rejected: {summary.rejectedReason}
              </Text>
            )}
            <EventFacts event={summary} />
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} lineClamp={8}>
              {summary.description || 'No description.'}
            </Text>
            <TicketTypes types={summary.types} />
            <Group gap="sm" mt="xs">
              {summary.status !== 'approved' && (
                <Button
                  color="teal"
                  leftSection={<IconCheck size={16} />}
                  onClick={approve}
                  loading={decision.isPending && decision.variables.decision.approved}
                  aria-label={`Approve ${summary.name}`}
                >
                  Approve
                </Button>
              )}
              <Button
                color="red"
                variant="light"
                leftSection={<IconX size={16} />}
                onClick={rejectModal.open}
                aria-label={`Reject ${summary.name}`}
              >
                {summary.status === 'rejected' ? 'Change reason' : 'Reject'}
              </Button>
            </Group>
          </Stack>
        </Grid.Col>
      </Grid>
      <RejectModal event={summary} isOpen={isRejecting} onClose={rejectModal.close} />
    </Paper>
  );
}

const ticketTypeColumns = [
  { label: 'Ticket' },
  { label: 'Price', align: 'right' },
  { label: 'Capacity', align: 'right' },
  { label: 'Sold', align: 'right' },
] as const;

function TicketTypes({ types }: { types: TicketTypeView[] }) {
  if (types.length === 0) {
    return (
      <Text size="sm" c="orange">
        No ticket types: buyers could not buy anything.
      </Text>
    );
  }
  return (
    <Table withTableBorder verticalSpacing={4} fz="sm">
      <TableHead columns={ticketTypeColumns} />
      <Table.Tbody>
        {types.map((type) => (
          <Table.Tr key={type.id}>
            <Table.Td>{type.name}</Table.Td>
            <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
              {formatPrice(type)}
            </Table.Td>
            <Table.Td ta="right">{type.capacity}</Table.Td>
            <Table.Td ta="right">{type.sold}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
