import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  webhookDeliveryResponse,
  webhookEndpointWithSecretResponse,
  type WebhookDeliveriesResponse,
  type WebhookDeliveryView,
  type WebhookEndpointView,
} from '@contract/webhooks';
import type { TeamRole } from '@contract/team-roles';
import { apiClient } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { renderWithProviders, signedInAs } from '@/test/render';
import { WebhooksSection } from './webhooks-section';

vi.mock('@/lib/firebase', () => ({ auth: { currentUser: null } }));
vi.mock('@/lib/api-client', () => import('@/test/api-client-mock'));

const get = vi.mocked(apiClient.get);
const post = vi.mocked(apiClient.post);
const request = vi.mocked(apiClient.request);

const webhooksPath = '/api/organisations/org-1/webhooks';

const buildEndpoint = (overrides: Partial<WebhookEndpointView> = {}): WebhookEndpointView => ({
  id: 'ep-1',
  url: 'https://crm.example/hooks',
  description: 'CRM',
  types: ['order.paid', 'order.refunded'],
  enabled: true,
  secretHint: 'whsec_…a1B2',
  createdAt: '2026-11-20T10:00:00.000Z',
  createdByUid: 'user-1',
  updatedAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

const failedThenDelivered: WebhookDeliveryView = {
  id: 'evt-1~ep-1',
  endpointId: 'ep-1',
  eventId: 'evt-1',
  type: 'order.paid',
  eventCreated: '2026-11-21T09:00:00.000Z',
  createdAt: '2026-11-21T09:00:00.000Z',
  state: 'succeeded',
  attempts: [
    {
      at: '2026-11-21T09:00:01.000Z',
      outcome: 'http_error',
      statusCode: 500,
      durationMs: 120,
      response: 'Internal trouble',
    },
    { at: '2026-11-21T09:01:01.000Z', outcome: 'timeout', durationMs: 10000 },
    {
      at: '2026-11-21T09:05:01.000Z',
      outcome: 'succeeded',
      statusCode: 200,
      durationMs: 80,
      manual: true,
    },
  ],
};

const secret = `whsec_${'a'.repeat(43)}`;

/** The endpoints, and ep-1's deliveries (every other endpoint has none yet). */
function serve({
  endpoints = [buildEndpoint()],
  deliveries = [failedThenDelivered],
}: { endpoints?: WebhookEndpointView[]; deliveries?: WebhookDeliveryView[] } = {}) {
  get.mockImplementation(async (path: string): Promise<unknown> => {
    if (path === webhooksPath) return { endpoints };
    const match = /^\/api\/organisations\/org-1\/webhooks\/([^/]+)\/deliveries(\?limit=1)?$/.exec(
      path,
    );
    if (!match) throw new Error(`Unexpected GET ${path}`);
    const page: WebhookDeliveriesResponse = {
      deliveries: match[1] === 'ep-1' ? deliveries : [],
    };
    return match[2] ? { deliveries: page.deliveries.slice(0, 1) } : page;
  });
}

const renderSection = (role: TeamRole = 'owner') => {
  renderWithProviders(<WebhooksSection orgId="org-1" role={role} />, {
    authState: signedInAs(),
  });
  return userEvent.setup();
};

describe('WebhooksSection', () => {
  beforeEach(() => {
    get.mockReset();
    post.mockReset();
    request.mockReset();
  });

  it('lists each endpoint with its events, its state said plainly and its last delivery', async () => {
    serve({
      endpoints: [
        buildEndpoint(),
        buildEndpoint({
          id: 'ep-2',
          url: 'https://gates.example/in',
          description: '',
          types: ['ticket.checked_in'],
          enabled: false,
          switchedOffAt: '2026-11-21T10:00:00.000Z',
        }),
      ],
    });
    renderSection();

    const [crm, gates] = within(
      await screen.findByRole('list', { name: 'Webhook endpoints' }),
    ).getAllByRole('listitem');
    expect(within(crm!).getByRole('heading', { name: 'https://crm.example/hooks' })).toBeVisible();
    expect(crm).toHaveTextContent('order.paid');
    expect(crm).toHaveTextContent('order.refunded');
    expect(crm).toHaveTextContent('On');
    expect(await within(crm!).findByText('Last delivery:')).toBeVisible();
    expect(crm).toHaveTextContent('Delivered');
    expect(
      within(crm!).getByRole('switch', { name: 'Send events to https://crm.example/hooks' }),
    ).toBeChecked();

    expect(gates).toHaveTextContent('Switched off');
    expect(gates).toHaveTextContent('Every delivery failed for 24 hours');
    expect(await within(gates!).findByText('No deliveries yet')).toBeVisible();
    expect(within(gates!).getByRole('switch', { name: /Send events to/ })).not.toBeChecked();
  });

  it('says there are none yet, and how to start', async () => {
    serve({ endpoints: [] });
    renderSection();

    expect(await screen.findByText('No endpoints yet')).toBeVisible();
    expect(screen.getByText('Add one to tell your other tools when tickets sell.')).toBeVisible();
  });

  it('adds an endpoint and shows its secret once', async () => {
    serve({ endpoints: [] });
    post.mockResolvedValueOnce({ endpoint: buildEndpoint(), secret });
    const user = renderSection();

    await user.click(await screen.findByRole('button', { name: 'Add endpoint' }));
    const form = await screen.findByRole('dialog', { name: 'Add endpoint' });
    await user.type(within(form).getByLabelText(/^Endpoint URL/), 'https://crm.example/hooks');
    await user.type(within(form).getByLabelText(/^Description/), 'CRM');
    await user.click(within(form).getByRole('checkbox', { name: 'All events' }));
    await user.click(within(form).getByRole('checkbox', { name: 'payout.failed' }));
    await user.click(within(form).getByRole('button', { name: 'Add endpoint' }));

    const shown = await screen.findByRole('dialog', { name: 'Your signing secret' });
    expect(within(shown).getByLabelText('Signing secret')).toHaveValue(secret);
    expect(shown).toHaveTextContent('It will not be shown again');
    expect(within(shown).getByRole('button', { name: 'Copy' })).toBeVisible();
    expect(post).toHaveBeenCalledWith(
      webhooksPath,
      {
        url: 'https://crm.example/hooks',
        description: 'CRM',
        types: [
          'order.paid',
          'order.refunded',
          'ticket.checked_in',
          'ticket.transferred',
          'attendee.updated',
          'event.approved',
          'event.changed',
          'event.cancelled',
          'payout.paid',
        ],
      },
      webhookEndpointWithSecretResponse,
    );

    await user.click(within(shown).getByRole('button', { name: 'I have stored it' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByDisplayValue(secret)).toBeNull();
  });

  it('shows the server’s refusal of the address next to the field, and checks the form first', async () => {
    serve({ endpoints: [] });
    post.mockRejectedValueOnce(
      new ApiError({
        status: 400,
        code: 'validation_failed',
        message: 'Invalid',
        fields: { url: 'This address may not be reached' },
      }),
    );
    const user = renderSection();

    await user.click(await screen.findByRole('button', { name: 'Add endpoint' }));
    const form = await screen.findByRole('dialog', { name: 'Add endpoint' });
    const url = within(form).getByLabelText(/^Endpoint URL/);
    await user.type(url, 'not an address');
    await user.click(within(form).getByRole('button', { name: 'Add endpoint' }));
    expect(url).toHaveAccessibleDescription(/Not a web address/);
    expect(within(form).getByText('Choose at least one event')).toBeVisible();
    expect(post).not.toHaveBeenCalled();

    await user.clear(url);
    await user.type(url, 'https://10.0.0.1/hooks');
    await user.click(within(form).getByRole('checkbox', { name: 'order.paid' }));
    await user.click(within(form).getByRole('button', { name: 'Add endpoint' }));

    await vi.waitFor(() =>
      expect(url).toHaveAccessibleDescription(/This address may not be reached/),
    );
    expect(screen.queryByRole('dialog', { name: 'Your signing secret' })).toBeNull();
  });

  it('opens the delivery log: each attempt with its answer, and Send again calls the route', async () => {
    serve();
    post.mockResolvedValueOnce({ delivery: failedThenDelivered });
    const user = renderSection();

    await user.click(
      await screen.findByRole('button', { name: 'Delivery log of https://crm.example/hooks' }),
    );
    const log = await screen.findByRole('region', {
      name: 'Delivery log of https://crm.example/hooks',
    });
    const delivery = await within(log).findByRole('button', { name: /order\.paid/ });
    expect(delivery).toHaveTextContent('Delivered');
    expect(delivery).toHaveTextContent('3 attempts');
    expect(delivery).toHaveTextContent('event evt-1');
    await user.click(delivery);

    const attempts = within(
      await within(log).findByRole('list', { name: 'Attempts of order.paid evt-1' }),
    ).getAllByRole('listitem');
    expect(attempts.map((attempt) => attempt.textContent)).toEqual([
      expect.stringContaining('HTTP 500'),
      expect.stringContaining('No answer within 10 seconds'),
      expect.stringContaining('HTTP 200'),
    ]);
    expect(attempts[0]).toHaveTextContent('Internal trouble');
    expect(attempts[2]).toHaveTextContent('By hand');

    await user.click(within(log).getByRole('button', { name: 'Send again' }));
    expect(post).toHaveBeenCalledWith(
      `${webhooksPath}/ep-1/deliveries/evt-1~ep-1/resend`,
      undefined,
      webhookDeliveryResponse,
    );
    expect(await screen.findByText('Sent again')).toBeVisible();
  });

  it('rotates the secret after saying the old one keeps working, and shows the new one once', async () => {
    serve();
    post.mockResolvedValueOnce({
      endpoint: buildEndpoint({ previousSecretExpiresAt: '2026-11-22T10:00:00.000Z' }),
      secret,
    });
    const user = renderSection();

    await user.click(
      await screen.findByRole('button', { name: 'Rotate secret of https://crm.example/hooks' }),
    );
    const confirm = await screen.findByRole('dialog', { name: 'Rotate the signing secret?' });
    expect(confirm).toHaveTextContent('keeps working beside it for 24 hours');
    await user.click(within(confirm).getByRole('button', { name: 'Rotate secret' }));

    const shown = await screen.findByRole('dialog', { name: 'Your signing secret' });
    expect(within(shown).getByLabelText('Signing secret')).toHaveValue(secret);
    expect(shown).toHaveTextContent('The old secret keeps working beside it until');
    expect(post).toHaveBeenCalledWith(
      `${webhooksPath}/ep-1/rotate-secret`,
      undefined,
      webhookEndpointWithSecretResponse,
    );
  });

  it('turns an endpoint off, and deletes one after asking', async () => {
    serve();
    request.mockResolvedValue({ endpoint: buildEndpoint({ enabled: false }) });
    const user = renderSection();

    await user.click(
      await screen.findByRole('switch', { name: 'Send events to https://crm.example/hooks' }),
    );
    expect(request).toHaveBeenCalledWith(
      `${webhooksPath}/ep-1`,
      expect.objectContaining({ method: 'PATCH', body: { enabled: false } }),
    );

    await user.click(screen.getByRole('button', { name: 'Delete https://crm.example/hooks' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this endpoint?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await vi.waitFor(() =>
      expect(request).toHaveBeenCalledWith(
        `${webhooksPath}/ep-1`,
        expect.objectContaining({ method: 'DELETE' }),
      ),
    );
  });

  it('tells a member who does not manage webhooks who does, and asks nothing', async () => {
    renderSection('box_office');

    expect(await screen.findByText('Managed by owners and admins')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Add endpoint' })).toBeNull();
    expect(get).not.toHaveBeenCalled();
  });
});
