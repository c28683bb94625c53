import { useEffect } from 'react';
import { useMutation, useQuery, useQueryClient, useInfiniteQuery } from '@tanstack/react-query';
import { z } from 'zod';
import {
  webhookDeliveriesResponse,
  webhookDeliveryResponse,
  webhookEndpointResponse,
  webhookEndpointsResponse,
  webhookEndpointWithSecretResponse,
  type CreateWebhookEndpointRequest,
  type UpdateWebhookEndpointRequest,
  type WebhookDeliveryResponse,
} from '@contract/webhooks';
import { apiClient } from '@/lib/api-client';
import { cursorPagesQueryOptions } from '@/lib/cursor-pages';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';

const webhooksPath = (orgId: string) => `/api/organisations/${encodeURIComponent(orgId)}/webhooks`;
const endpointPath = (orgId: string, endpointId: string) =>
  `${webhooksPath(orgId)}/${encodeURIComponent(endpointId)}`;

const endpointsKey = (orgId: string) => ['organisations', orgId, 'webhooks'] as const;
/** Apart from the endpoints' key: changing an endpoint does not reload every open log. */
const deliveriesKey = (orgId: string, endpointId: string) =>
  ['organisations', orgId, 'webhook-deliveries', endpointId] as const;

/** The organisation's endpoints, oldest first (owners and admins). */
export function useWebhookEndpoints(orgId: string) {
  return useQuery({
    queryKey: endpointsKey(orgId),
    queryFn: ({ signal }) => apiClient.get(webhooksPath(orgId), webhookEndpointsResponse, signal),
    retry: false,
  });
}

/** A new endpoint; the answer holds its signing secret, which is never shown again. */
export function useCreateWebhookEndpoint(orgId: string) {
  return useRefreshingMutation(
    (request: CreateWebhookEndpointRequest) =>
      apiClient.post(webhooksPath(orgId), request, webhookEndpointWithSecretResponse),
    endpointsKey(orgId),
  );
}

/** Changes an endpoint's address, description, events or whether it is on. */
export function useUpdateWebhookEndpoint(orgId: string) {
  return useRefreshingMutation(
    ({ endpointId, change }: { endpointId: string; change: UpdateWebhookEndpointRequest }) =>
      apiClient.request(endpointPath(orgId, endpointId), {
        method: 'PATCH',
        body: change,
        schema: webhookEndpointResponse,
      }),
    endpointsKey(orgId),
  );
}

export function useDeleteWebhookEndpoint(orgId: string) {
  return useRefreshingMutation(
    (endpointId: string) =>
      apiClient.request(endpointPath(orgId, endpointId), { method: 'DELETE', schema: z.unknown() }),
    endpointsKey(orgId),
  );
}

/** A new secret, shown once; the one before keeps signing beside it for 24 hours. */
export function useRotateWebhookSecret(orgId: string) {
  return useRefreshingMutation(
    (endpointId: string) =>
      apiClient.post(
        `${endpointPath(orgId, endpointId)}/rotate-secret`,
        undefined,
        webhookEndpointWithSecretResponse,
      ),
    endpointsKey(orgId),
  );
}

/** An endpoint's deliveries, newest first, a page at a time, each with its attempts. */
export function useWebhookDeliveries(orgId: string, endpointId: string) {
  const queryClient = useQueryClient();
  const log = useInfiniteQuery({
    ...cursorPagesQueryOptions({
      queryKey: [...deliveriesKey(orgId, endpointId), 'log'],
      path: `${endpointPath(orgId, endpointId)}/deliveries`,
      schema: webhookDeliveriesResponse,
    }),
    retry: false,
  });
  // The card's last delivery was read when the page opened: a log read since may know a newer
  // one, and the card must not say "No deliveries yet" above a log that lists some.
  const { dataUpdatedAt } = log;
  useEffect(() => {
    if (dataUpdatedAt === 0) return;
    void queryClient.invalidateQueries({ queryKey: [...deliveriesKey(orgId, endpointId), 'last'] });
  }, [dataUpdatedAt, queryClient, orgId, endpointId]);
  return log;
}

/** An endpoint's newest delivery, for its card: a page of one. */
export function useLastWebhookDelivery(orgId: string, endpointId: string) {
  return useQuery({
    queryKey: [...deliveriesKey(orgId, endpointId), 'last'],
    queryFn: ({ signal }) =>
      apiClient.get(
        `${endpointPath(orgId, endpointId)}/deliveries?limit=1`,
        webhookDeliveriesResponse,
        signal,
      ),
    select: (page) => page.deliveries[0] ?? null,
    retry: false,
  });
}

/**
 * An attempt made now, by hand: a delivery sent again, or a test event. Afterwards the
 * endpoint's log and card are read afresh, and the endpoints too (a success ends "failing").
 */
function useDeliveryAttempt<Input>(
  orgId: string,
  endpointId: string,
  send: (input: Input) => Promise<WebhookDeliveryResponse>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: deliveriesKey(orgId, endpointId) }),
        queryClient.invalidateQueries({ queryKey: endpointsKey(orgId) }),
      ]),
  });
}

/** "Send again": one more attempt of a delivery, now. */
export function useResendWebhookDelivery(orgId: string, endpointId: string) {
  return useDeliveryAttempt(orgId, endpointId, (deliveryId: string) =>
    apiClient.post(
      `${endpointPath(orgId, endpointId)}/deliveries/${encodeURIComponent(deliveryId)}/resend`,
      undefined,
      webhookDeliveryResponse,
    ),
  );
}

/** "Send a test event": a `webhook.test` delivery to this endpoint alone, attempted now. */
export function useSendTestWebhook(orgId: string, endpointId: string) {
  return useDeliveryAttempt(orgId, endpointId, () =>
    apiClient.post(`${endpointPath(orgId, endpointId)}/test`, undefined, webhookDeliveryResponse),
  );
}
