import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router-dom';
import { refundOfferView, type RefundOfferView } from '@contract/event-changes';
import { formatMinorUnits } from '@contract/money';
import { EmailedLinkPage } from '@/components/emailed-link-page';
import { apiClient } from '@/lib/api-client';

/**
 * `/refund/{mailingId}/{orderId}?t=`: the refund an "Event changed" email offers when the
 * event's start moved far. It shows the order and its amount; one press refunds it in full
 * (once, however often pressed); an offer that ended or an order refunded already says so.
 */
export function RefundOfferPage() {
  const { mailingId = '', orderId = '' } = useParams();
  const [search] = useSearchParams();
  const proof = search.get('t') ?? '';
  const link = `/api/refund-offers/${encodeURIComponent(mailingId)}/${encodeURIComponent(orderId)}?t=${encodeURIComponent(proof)}`;
  const offer = useQuery({
    queryKey: ['refund-offer', link],
    queryFn: ({ signal }) => apiClient.get(link, refundOfferView, signal),
    retry: false,
  });
  return (
    <EmailedLinkPage
      token={proof}
      query={offer}
      secretOf="that refunds your order"
      what="the refund offer"
      loadingHeight={240}
    >
      {(view) => <RefundOfferCard view={view} link={link} />}
    </EmailedLinkPage>
  );
}

function RefundOfferCard({ view, link }: { view: RefundOfferView; link: string }) {
  const queryClient = useQueryClient();
  const refund = useMutation({
    mutationFn: () => apiClient.post(link, {}, refundOfferView),
    onSuccess: (answer) => queryClient.setQueryData(['refund-offer', link], answer),
  });
  const amount = `${formatMinorUnits(view.amount)} ${view.currency}`;
  const until = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long' }).format(
    new Date(view.until),
  );
  return (
    <Paper withBorder radius="lg" p="lg" mt="xl" w="100%" maw={520}>
      <Stack gap="md">
        <Title order={1} size="h2">
          {view.state === 'refunded'
            ? 'Your order was refunded'
            : `Refund your order for ${view.eventName}?`}
        </Title>
        <Text>
          Order {view.orderId}: {amount}.
        </Text>
        {view.state === 'offered' && (
          <>
            <Text>
              The event moved, so you may have this order refunded in full until {until}. Its
              tickets stop working at once; the money goes back to the card you paid with.
            </Text>
            {refund.error && <Alert color="red">{refund.error.message}</Alert>}
            <Button color="red" onClick={() => refund.mutate()} loading={refund.isPending}>
              Refund my order
            </Button>
          </>
        )}
        {view.state === 'refunding' && (
          <Alert color="blue">The refund is under way. We email you when it is done.</Alert>
        )}
        {view.state === 'refunded' && (
          <Text>
            {amount} goes back to the card you paid with; we emailed you the details. Its tickets no
            longer work.
          </Text>
        )}
        {view.state === 'expired' && (
          <Alert color="gray" title="This offer ended">
            Refunds through this link were possible until {until}. Ask the organiser if you cannot
            come.
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
