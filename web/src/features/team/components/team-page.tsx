import { Alert, Group, Paper, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useSearchParams } from 'react-router-dom';
import { roleHasRight } from '@contract/team-roles';
import { QueryErrorAlert } from '@/components/error-alert';
import { PageHeading } from '@/components/page-heading';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { useCurrentOrganisation, type MyOrganisation } from '../api/current-organisation';
import { useTeam } from '../api/team-api';
import { AllowedSitesCard } from './allowed-sites-card';
import { AuditLog } from './audit-log';
import { DeleteOrganisationCard } from './delete-organisation-card';
import { InviteForm } from './invite-form';
import { LegalDetailsCard } from './legal-details-card';
import { NewOrganisationButton } from './new-organisation-button';
import { OrganisationDetails } from './organisation-details';
import { TwoStepRequirementSwitch } from './two-step-requirement';
import { PendingInvitations, TeamMembers } from './team-members';

/** The parts of the page, each a tab of its own, named in the address (`?tab=`). */
const teamTabs = ['members', 'audit', 'details'] as const;
type TeamTab = (typeof teamTabs)[number];
const isTeamTab = (value: string | null): value is TeamTab => teamTabs.some((tab) => tab === value);

/**
 * `/platform/team`: the organisation chosen in the shell — who works on its events and as
 * what, and (for owners and admins) the log of what each did. Anyone else is told who
 * manages the team.
 */
export function TeamPage() {
  const { query, organisations, current } = useCurrentOrganisation();
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm">
        <PageHeading
          title="Team"
          description={
            current && organisations.length > 1
              ? `Who works on ${current.name}’s events, and what each may do`
              : 'Who works on your events, and what each may do'
          }
        />
        <NewOrganisationButton />
      </Group>
      {query.isPending ? (
        <Skeleton h={200} radius="lg" role="status" aria-label="Loading your team" />
      ) : query.isError ? (
        <QueryErrorAlert title="Could not load your organisations" query={query} />
      ) : !current ? (
        <Text c="dimmed">Create your first event: your organisation is made with it.</Text>
      ) : (
        <Team organisation={current} />
      )}
    </Stack>
  );
}

function Team({ organisation }: { organisation: MyOrganisation }) {
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab: TeamTab = isTeamTab(asked) ? asked : 'members';
  const managesTeam = roleHasRight(organisation.role, 'members.manage');
  const readsLog = roleHasRight(organisation.role, 'audit.view');
  return (
    <Tabs
      value={tab}
      onChange={(next) => setParams(next && next !== 'members' ? { tab: next } : {})}
      keepMounted={false}
    >
      <Tabs.List>
        <Tabs.Tab value="members">Members</Tabs.Tab>
        {readsLog && <Tabs.Tab value="audit">Audit log</Tabs.Tab>}
        <Tabs.Tab value="details">Details</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="members" pt="lg">
        {managesTeam ? (
          <Members organisation={organisation} />
        ) : (
          <Alert
            color="yellow"
            variant="light"
            icon={<IconLock />}
            title="Managed by owners and admins"
          >
            Your role lets you work on events; the organisation&apos;s owners and admins choose who
            else does.
          </Alert>
        )}
      </Tabs.Panel>
      {readsLog && (
        <Tabs.Panel value="audit" pt="lg">
          <OrganisationAuditLog organisation={organisation} />
        </Tabs.Panel>
      )}
      <Tabs.Panel value="details" pt="lg">
        <Stack gap="lg">
          <OrganisationDetails orgId={organisation.id} />
          <LegalDetailsCard orgId={organisation.id} />
          <AllowedSitesCard orgId={organisation.id} />
          <TwoStepRequirementSwitch orgId={organisation.id} />
          {roleHasRight(organisation.role, 'organisation.delete') && (
            <DeleteOrganisationCard orgId={organisation.id} name={organisation.name} />
          )}
        </Stack>
      </Tabs.Panel>
    </Tabs>
  );
}

/** The log, with the members to filter it by. */
function OrganisationAuditLog({ organisation }: { organisation: MyOrganisation }) {
  const team = useTeam(organisation.id);
  if (team.isPending) {
    return <Skeleton h={240} radius="lg" role="status" aria-label="Loading the audit log" />;
  }
  if (team.isError) return <QueryErrorAlert title="Could not load the audit log" query={team} />;
  return (
    <AuditLog orgId={organisation.id} orgSlug={organisation.slug} members={team.data.members} />
  );
}

function Members({ organisation }: { organisation: MyOrganisation }) {
  const team = useTeam(organisation.id);
  const auth = useAuth();
  const myUid = auth.status === 'signed-in' ? auth.user.uid : '';
  if (team.isPending) {
    return <Skeleton h={240} radius="lg" role="status" aria-label="Loading the members" />;
  }
  if (team.isError) return <QueryErrorAlert title="Could not load the team" query={team} />;
  const orgId = organisation.id;
  const canMakeOwners = organisation.role === 'owner';
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
