import { Alert, Button, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { IconGift } from '@tabler/icons-react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import type { ClaimView } from '@contract/transfers';
import { EmailedLinkPage } from '@/components/emailed-link-page';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-error';
import { resolveApiUrl } from '@/lib/api-url';
import { formatEventTimes } from '@/lib/event-time';
import { useClaimTransfer, useClaimView } from '../api/transfers-api';

/** Why a claim link does nothing now, in the friend's words. */
const refusedTexts: Record<Exclude<ClaimView['state'], 'claimable'>, string> = {
  already_claimed:
    'This ticket was already claimed with this link. Look for its email, or ask whoever sent it.',
  transfer_cancelled:
    'The person who sent this ticket took the transfer back, so there is nothing to claim.',
  refunded: 'This ticket was refunded, so there is nothing to claim.',
  cancelled: 'This event was cancelled, so its tickets can no longer be claimed.',
  used: 'This ticket was already used at the door, so it can no longer be claimed.',
  transferred: 'This ticket went to someone else.',
  transfer_pending: 'This ticket is being transferred to someone else.',
  transfers_off: 'The organiser does not allow transfers for this event.',
  transfers_closed: 'Transfers for this event are closed: it starts soon or is over.',
};

/**
 * `/claim/{transferId}#{token}`: the page a friend opens from the transfer email. It shows the
 * event and, while the transfer waits, one button that claims the ticket and opens it; any
 * other state is a clear page that changes nothing. The token stays in the fragment, which no
 * server sees, and travels in a header.
 */
export function ClaimTransferPage() {
  const { transferId = '' } = useParams();
  const token = useLocation().hash.replace(/^#/, '');
  const view = useClaimView(transferId, token);

  return (
    <EmailedLinkPage
      token={token}
      query={view}
      secretOf="that claims the ticket"
      what="the ticket"
      loadingHeight={320}
    >
      {(data) => <ClaimCard view={data} transferId={transferId} token={token} />}
    </EmailedLinkPage>
  );
}

function ClaimCard({
  view,
  transferId,
  token,
}: {
  view: ClaimView;
  transferId: string;
  token: string;
}) {
  const claim = useClaimTransfer(transferId);
  const navigate = useNavigate();
  const when = formatEventTimes(view.event);
  // Claimed, cancelled or closed meanwhile: pressing again cannot help.
  const refused = isApiError(claim.error) && claim.error.code === 'conflict';

  return (
    <Paper withBorder radius="lg" p="lg" w="100%" maw={520}>
      <Stack gap="md">
        {view.event.imageUrl && (
          <Image src={resolveApiUrl(view.event.imageUrl)} alt="" radius="md" h={160} fit="cover" />
        )}
        <Stack gap={4}>
          <Title order={1} size="h2">
            {view.event.name}
          </Title>
          {when && <Text>{when}</Text>}
          {view.event.locationText && <Text c="dimmed">{view.event.locationText}</Text>}
          <Text size="sm">Ticket: {view.typeName}</Text>
        </Stack>
        {view.state === 'claimable' ? (
          <>
            <Text>
              Hello {view.toName}, this ticket is for you. Claim it to get a ticket of your own with
              a new QR code.
            </Text>
            {claim.error && (
              <Alert color="red" variant="light" role="alert">
                {claim.error.message}
              </Alert>
            )}
            <Button
              size="md"
              leftSection={<IconGift size={20} aria-hidden />}
              loading={claim.isPending}
              disabled={refused}
              onClick={() =>
                claim.mutate(token, {
                  onSuccess: ({ code }) =>
                    void navigate(paths.ticket.getHref(code), { replace: true }),
                })
              }
            >
              Claim my ticket
            </Button>
          </>
        ) : (
          <Alert color="gray" variant="light" role="status" title="Nothing to claim">
            {refusedTexts[view.state]}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
