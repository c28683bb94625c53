import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconUsersGroup } from '@tabler/icons-react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import type { InvitationPreview } from '@contract/organisations';
import { roleNames } from '@contract/team-roles';
import { EmailedLinkPage, PublicCenteredPage } from '@/components/emailed-link-page';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { toReturnToState } from '@/features/auth/return-to';
import { isApiError } from '@/lib/api-error';
import { useAcceptInvitation, useInvitationPreview } from '../api/team-api';

/** Why a link does nothing any more, in the invitee's words (the API's 410 reasons). */
const goneTexts: Record<string, string> = {
  accepted: 'This invitation was accepted already: each link works once.',
  revoked: 'This invitation was withdrawn. Ask whoever invited you if you still need access.',
  expired: 'This invitation has expired: invitations work for 7 days. Ask for a new one.',
};

/**
 * `/invitations/{id}#{secret}`: the page an invitation email opens. It says who invites whom
 * into which organisation as what, and accepts for a signed-in person whose address is the
 * one invited; a link used, withdrawn or expired says which, and changes nothing.
 */
export function InvitationPage() {
  const { invitationId = '' } = useParams();
  const token = useLocation().hash.replace(/^#/, '');
  const preview = useInvitationPreview(invitationId, token);
  const gone = isApiError(preview.error) && preview.error.code === 'gone';

  if (gone && isApiError(preview.error)) {
    const reason = String(preview.error.details?.reason ?? '');
    return (
      <PublicCenteredPage>
        <Paper withBorder radius="lg" p="lg" w="100%" maw={520}>
          <Alert color="gray" variant="light" role="status" title="This link no longer works">
            {goneTexts[reason] ?? preview.error.message}
          </Alert>
        </Paper>
      </PublicCenteredPage>
    );
  }
  return (
    <EmailedLinkPage
      token={token}
      query={preview}
      secretOf="that opens the invitation"
      what="the invitation"
      loadingHeight={240}
    >
      {(data) => <InvitationCard preview={data} invitationId={invitationId} token={token} />}
    </EmailedLinkPage>
  );
}

function InvitationCard({
  preview,
  invitationId,
  token,
}: {
  preview: InvitationPreview;
  invitationId: string;
  token: string;
}) {
  const auth = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const accept = useAcceptInvitation(invitationId);
  const signedIn = auth.status === 'signed-in' && !auth.user.isAnonymous;

  return (
    <Paper withBorder radius="lg" p="lg" w="100%" maw={520}>
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap">
          <IconUsersGroup size={28} aria-hidden />
          <Title order={1} size="h2">
            Join {preview.organisationName}
          </Title>
        </Group>
        <Text>
          {preview.invitedByEmail} invites {preview.email} to join {preview.organisationName} as{' '}
          {roleNames[preview.role]}.
        </Text>
        {accept.error && (
          <Alert color="red" variant="light" role="alert">
            {accept.error.message}
          </Alert>
        )}
        {signedIn ? (
          <Button
            size="md"
            loading={accept.isPending}
            onClick={() =>
              accept.mutate(token, {
                onSuccess: () => void navigate(paths.platform.root.getHref(), { replace: true }),
              })
            }
          >
            Accept the invitation
          </Button>
        ) : (
          <Stack gap="xs">
            <Text size="sm" c="dimmed">
              Log in as {preview.email} to accept, or sign up with that address first.
            </Text>
            <Group>
              <Button
                component={Link}
                to={paths.userFlow.login.getHref()}
                state={toReturnToState(location)}
              >
                Log in to accept
              </Button>
              <Button component={Link} to={paths.userFlow.signUp.getHref()} variant="default">
                Sign up
              </Button>
            </Group>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
