import { Badge, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDeviceMobile, IconPlus } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import type { CheckInDevice, CreateDeviceResponse } from '@contract/check-in';
import { ConfirmModal } from '@/components/confirm-modal';
import { InlineError } from '@/components/inline-error';
import { isApiError } from '@/lib/api-error';
import { PlainList } from '@/components/plain-list';
import { useCheckInDevices, useCreateDevice, useRevokeDevice } from '../api/check-in';
import { formatDoorTime } from '../door/door-time';
import { QueryContent } from '../components/query-content';
import { DeviceLinkModal } from './device-link-modal';

/** Door devices: a link per device for staff without accounts, what each did, revoke. */
export function DoorDevices({ eventId }: { eventId: string }) {
  const devices = useCheckInDevices(eventId);
  const [created, setCreated] = useState<CreateDeviceResponse>();
  const [revoking, setRevoking] = useState<CheckInDevice>();
  const revoke = useRevokeDevice(eventId);

  return (
    <Stack gap="sm">
      <Title order={3} size="h5">
        Door devices
      </Title>
      <Text size="sm" c="dimmed">
        Give each phone or tablet at the door its own link: staff scan without an account, and you
        see who checked in whom.
      </Text>
      <NewDeviceForm eventId={eventId} onCreated={setCreated} />
      <QueryContent query={devices} what="the door devices" skeletonHeight={56}>
        {({ devices: doorDevices }) =>
          doorDevices.length === 0 ? (
            <Text size="sm" c="dimmed">
              No door devices yet.
            </Text>
          ) : (
            <PlainList gap="xs" aria-label="Door devices">
              {doorDevices.map((device) => (
                <DeviceRow key={device.id} device={device} onRevoke={() => setRevoking(device)} />
              ))}
            </PlainList>
          )
        }
      </QueryContent>
      <DeviceLinkModal created={created} onClose={() => setCreated(undefined)} />
      <ConfirmModal
        isOpen={revoking !== undefined}
        onClose={() => {
          setRevoking(undefined);
          revoke.reset();
        }}
        title={`Revoke “${revoking?.name ?? ''}”?`}
        confirmLabel="Revoke link"
        confirmColor="red"
        isConfirming={revoke.isPending}
        onConfirm={() => {
          if (!revoking) return;
          revoke.mutate(revoking.id, {
            onSuccess: () => {
              notifications.show({
                color: 'teal',
                title: 'Link revoked',
                message: `“${revoking.name}” can no longer check guests in.`,
              });
              setRevoking(undefined);
            },
          });
        }}
      >
        <Text size="sm">
          The device stops checking guests in at once. Its check-ins so far stay. To use it again,
          make a new link.
        </Text>
        <InlineError message={revoke.error?.message} />
      </ConfirmModal>
    </Stack>
  );
}

function NewDeviceForm({
  eventId,
  onCreated,
}: {
  eventId: string;
  onCreated: (created: CreateDeviceResponse) => void;
}) {
  const [name, setName] = useState('');
  const create = useCreateDevice(eventId);
  const fieldError =
    create.error && isApiError(create.error) ? create.error.fields.name : undefined;

  const submit = (submitted: FormEvent) => {
    submitted.preventDefault();
    create.mutate(
      { name: name.trim() },
      {
        onSuccess: (answer) => {
          setName('');
          onCreated(answer);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Group align="flex-start" gap="sm" wrap="wrap">
        <TextInput
          label="Device name"
          placeholder="e.g. Front door, Sam's phone"
          value={name}
          onChange={(change) => setName(change.currentTarget.value)}
          error={fieldError ?? (create.error && !fieldError ? create.error.message : undefined)}
          maxLength={60}
          w={{ base: '100%', xs: 260 }}
        />
        <Button
          type="submit"
          mt={{ base: 0, xs: 25 }}
          leftSection={<IconPlus size={16} />}
          loading={create.isPending}
        >
          Create device link
        </Button>
      </Group>
    </form>
  );
}

function DeviceRow({ device, onRevoke }: { device: CheckInDevice; onRevoke: () => void }) {
  const revoked = device.revokedAt !== undefined;
  return (
    <Paper component="li" withBorder radius="md" p="sm">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Group gap="sm" wrap="nowrap" miw={0} style={{ flex: 1 }}>
          <IconDeviceMobile size={20} aria-hidden />
          <Stack gap={0} miw={0}>
            <Group gap="xs">
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {device.name}
              </Text>
              {revoked && (
                <Badge variant="light" color="gray">
                  Revoked
                </Badge>
              )}
            </Group>
            <Text size="xs" c="dimmed">
              {device.checkedIn} checked in ·{' '}
              {device.lastSeenAt
                ? `last seen ${formatDoorTime(device.lastSeenAt)}`
                : 'not used yet'}
            </Text>
          </Stack>
        </Group>
        {!revoked && (
          <Button
            size="xs"
            color="red"
            variant="light"
            onClick={onRevoke}
            aria-label={`Revoke the link of ${device.name}`}
          >
            Revoke
          </Button>
        )}
      </Group>
    </Paper>
  );
}
