import { Alert, Paper, Select, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { QueryErrorAlert } from '@/components/error-alert';
import { PageHeading } from '@/components/page-heading';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { isApiError } from '@/lib/api-error';
import { useMyOrganisations, useTeam } from '../api/team-api';
import { InviteForm } from './invite-form';
import { PendingInvitations, TeamMembers } from './team-members';

/**
 * `/platform/team`: who works on an organisation's events, and as what. Owners and admins
 * invite, change roles and remove; anyone else is told who manages the team.
 */
export function TeamPage() {
  const organisations = useMyOrganisations();
  const [chosen, setChosen] = useState<string>();
  const list = organisations.data?.organisations ?? [];
  const orgId = chosen ?? list[0]?.id;
  return (
    <Stack gap="lg">
      <PageHeading title="Team" description="Who works on your events, and what each may do" />
      {organisations.isPending ? (
        <Skeleton h={200} radius="lg" role="status" aria-label="Loading your team" />
      ) : organisations.isError ? (
        <QueryErrorAlert title="Could not load your organisations" query={organisations} />
      ) : list.length === 0 ? (
        <Text c="dimmed">Create your first event: your organisation is made with it.</Text>
      ) : (
        <>
          {list.length > 1 && (
            <Select
              label="Organisation"
              data={list.map((organisation) => ({
                value: organisation.id,
                label: organisation.name,
              }))}
              value={orgId ?? null}
              onChange={(value) => value && setChosen(value)}
              allowDeselect={false}
              maw={360}
            />
          )}
          {orgId && <Team orgId={orgId} myRole={list.find((each) => each.id === orgId)?.role} />}
        </>
      )}
    </Stack>
  );
}

function Team({ orgId, myRole }: { orgId: string; myRole: string | undefined }) {
  const team = useTeam(orgId);
  const auth = useAuth();
  const myUid = auth.status === 'signed-in' ? auth.user.uid : '';
  if (team.isPending) {
    return <Skeleton h={240} radius="lg" role="status" aria-label="Loading the members" />;
  }
  if (team.isError) {
    if (isApiError(team.error) && team.error.code === 'forbidden') {
      return (
        <Alert
          color="yellow"
          variant="light"
          icon={<IconLock />}
          title="Managed by owners and admins"
        >
          Your role lets you work on events; the organisation&apos;s owners and admins choose who
          else does.
        </Alert>
      );
    }
    return <QueryErrorAlert title="Could not load the team" query={team} />;
  }
  const canMakeOwners = myRole === 'owner';
  return (
    <Stack gap="lg">
      <Paper withBorder radius="lg" p="md">
        <Stack gap="sm">
          <Title order={2} size="h4">
            Invite someone
          </Title>
          <InviteForm orgId={orgId} canMakeOwners={canMakeOwners} />
        </Stack>
      </Paper>
      <Stack gap="sm" component="section" aria-labelledby="team-members">
        <Title order={2} size="h4" id="team-members">
          Members of {team.data.organisation.name}
        </Title>
        <TeamMembers
          orgId={orgId}
          members={team.data.members}
          myUid={myUid}
          canMakeOwners={canMakeOwners}
        />
      </Stack>
      <Stack gap="sm" component="section" aria-labelledby="team-invitations">
        <Title order={2} size="h4" id="team-invitations">
          Invitations
        </Title>
        <PendingInvitations orgId={orgId} invitations={team.data.invitations} />
      </Stack>
    </Stack>
  );
}
