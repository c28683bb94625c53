import { Badge, Button, Group, Paper, Select, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import type { InvitationView, MemberView } from '@contract/organisations';
import type { TeamRole } from '@contract/team-roles';
import { ConfirmModal } from '@/components/confirm-modal';
import { PlainList } from '@/components/plain-list';
import { formatInstant } from '@/lib/event-time';
import {
  useChangeMember,
  useRemoveMember,
  useResendInvitation,
  useRevokeInvitation,
} from '../api/team-api';
import { EventLimitSelect, useOrganisationEventOptions } from './event-limit-select';
import { roleLabels, roleOptions } from './role-labels';

const failed = (title: string) => (error: Error) =>
  notifications.show({ color: 'red', title, message: error.message });

type MembersProps = { orgId: string; members: MemberView[]; myUid: string; canMakeOwners: boolean };

/** Who is in the organisation: each with their role, which a manager changes in place. */
export function TeamMembers({ orgId, members, myUid, canMakeOwners }: MembersProps) {
  const change = useChangeMember(orgId);
  const remove = useRemoveMember(orgId);
  const [removing, setRemoving] = useState<MemberView>();
  const [limiting, setLimiting] = useState<MemberView>();
  const { options } = useOrganisationEventOptions(orgId);
  const eventNames = new Map(options.map((option) => [option.value, option.label]));
  const owners = members.filter((member) => member.role === 'owner').length;
  return (
    <>
      <PlainList gap="sm" aria-label="Members">
        {members.map((member) => {
          const who = member.name ? `${member.name} (${member.email})` : member.email;
          // Only an owner changes an owner, and the only owner stays one.
          const isOnlyOwner = member.role === 'owner' && owners === 1;
          const locked = (member.role === 'owner' && !canMakeOwners) || isOnlyOwner;
          return (
            <Paper component="li" key={member.uid} withBorder radius="md" p="md">
              <Group justify="space-between" gap="sm">
                <Stack gap={2} miw={0} style={{ flex: '1 1 220px' }}>
                  <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {who} {member.uid === myUid && <Badge variant="light">You</Badge>}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {member.eventIds ? eventsText(member.eventIds, eventNames) : 'All events'}
                    {isOnlyOwner && ' · the only owner: make someone else an owner first'}
                  </Text>
                  {member.lastActiveAt && (
                    <Text size="xs" c="dimmed">
                      Last active {formatInstant(member.lastActiveAt, '')}
                    </Text>
                  )}
                </Stack>
                <Group gap="sm">
                  <Select
                    aria-label={`Role of ${member.email}`}
                    data={roleOptions(canMakeOwners || member.role === 'owner')}
                    value={member.role}
                    allowDeselect={false}
                    disabled={locked || change.isPending}
                    onChange={(value) =>
                      value &&
                      value !== member.role &&
                      change.mutate(
                        { uid: member.uid, role: value as TeamRole },
                        { onError: failed('Could not change the role') },
                      )
                    }
                    w={170}
                  />
                  {member.role !== 'owner' && (
                    <Button
                      variant="default"
                      disabled={change.isPending}
                      onClick={() => setLimiting(member)}
                      aria-label={`Events of ${member.email}`}
                    >
                      Events
                    </Button>
                  )}
                  <Button
                    variant="subtle"
                    color="red"
                    disabled={locked}
                    onClick={() => setRemoving(member)}
                    aria-label={
                      member.uid === myUid ? 'Leave the organisation' : `Remove ${member.email}`
                    }
                  >
                    {member.uid === myUid ? 'Leave' : 'Remove'}
                  </Button>
                </Group>
              </Group>
            </Paper>
          );
        })}
      </PlainList>
      {limiting && (
        <EventLimitModal
          orgId={orgId}
          member={limiting}
          isSaving={change.isPending}
          onClose={() => setLimiting(undefined)}
          onSave={(eventIds) =>
            change.mutate(
              { uid: limiting.uid, role: limiting.role, eventIds },
              {
                onSuccess: () => setLimiting(undefined),
                onError: failed('Could not change their events'),
              },
            )
          }
        />
      )}
      <ConfirmModal
        isOpen={removing !== undefined}
        title={removing?.uid === myUid ? 'Leave the organisation?' : 'Remove this member?'}
        onClose={() => setRemoving(undefined)}
        confirmLabel={removing?.uid === myUid ? 'Leave' : 'Remove'}
        confirmColor="red"
        isConfirming={remove.isPending}
        onConfirm={() =>
          removing &&
          remove.mutate(removing.uid, {
            onSuccess: () => setRemoving(undefined),
            onError: (error) => {
              setRemoving(undefined);
              failed('Could not remove them')(error);
            },
          })
        }
      >
        <Text size="sm">
          {removing?.email} loses access to the organisation&apos;s events at once.
        </Text>
      </ConfirmModal>
    </>
  );
}

/** "Rooftop Sessions, Night Market and 2 more": the events a member is limited to. */
function eventsText(eventIds: readonly string[], names: ReadonlyMap<string, string>): string {
  const named = eventIds.map((id) => names.get(id) ?? 'an event no longer listed');
  if (named.length <= 2) return named.join(' and ');
  return `${named.slice(0, 2).join(', ')} and ${named.length - 2} more`;
}

/** Chooses the events a member works on (none chosen: all of them). */
function EventLimitModal({
  orgId,
  member,
  isSaving,
  onClose,
  onSave,
}: {
  orgId: string;
  member: MemberView;
  isSaving: boolean;
  onClose: () => void;
  onSave: (eventIds: string[] | null) => void;
}) {
  const [eventIds, setEventIds] = useState(member.eventIds ?? null);
  return (
    <ConfirmModal
      isOpen
      title={`Events of ${member.email}`}
      onClose={onClose}
      confirmLabel="Save"
      isConfirming={isSaving}
      onConfirm={() => onSave(eventIds)}
    >
      <EventLimitSelect orgId={orgId} value={eventIds} onChange={setEventIds} />
    </ConfirmModal>
  );
}

/** Invitations not answered yet, each sent again (a new link) or withdrawn. */
export function PendingInvitations({
  orgId,
  invitations,
}: {
  orgId: string;
  invitations: InvitationView[];
}) {
  const resend = useResendInvitation(orgId);
  const revoke = useRevokeInvitation(orgId);
  if (invitations.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No invitations waiting.
      </Text>
    );
  }
  return (
    <PlainList gap="sm" aria-label="Invitations">
      {invitations.map((invitation) => (
        <Paper component="li" key={invitation.id} withBorder radius="md" p="md">
          <Group justify="space-between" gap="sm">
            <Stack gap={2} miw={0}>
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {invitation.email}
              </Text>
              <Text size="sm" c="dimmed">
                {roleLabels[invitation.role].label} ·{' '}
                {invitation.state === 'expired'
                  ? 'expired'
                  : `until ${formatInstant(invitation.expiresAt, '')}`}
              </Text>
            </Stack>
            <Group gap="xs">
              <Button
                variant="default"
                size="xs"
                onClick={() =>
                  resend.mutate(invitation.id, { onError: failed('Could not send it again') })
                }
                aria-label={`Send the invitation to ${invitation.email} again`}
              >
                Send again
              </Button>
              <Button
                variant="subtle"
                color="red"
                size="xs"
                onClick={() =>
                  revoke.mutate(invitation.id, { onError: failed('Could not withdraw it') })
                }
                aria-label={`Withdraw the invitation to ${invitation.email}`}
              >
                Withdraw
              </Button>
            </Group>
          </Group>
        </Paper>
      ))}
    </PlainList>
  );
}
