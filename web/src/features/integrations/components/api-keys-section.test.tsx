import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiKeyView, CreatedApiKeyResponse } from '@contract/api-keys';
import type { TeamRole } from '@contract/team-roles';
import { apiClient } from '@/lib/api-client';
import { renderWithProviders, signedInAs } from '@/test/render';
import { ApiKeysSection } from './api-keys-section';
import { IntegrationsPage } from './integrations-page';

vi.mock('@/lib/firebase', () => ({ auth: { currentUser: null } }));
vi.mock('@/lib/api-client', () => import('@/test/api-client-mock'));

const get = vi.mocked(apiClient.get);
const post = vi.mocked(apiClient.post);
const request = vi.mocked(apiClient.request);

const keysPath = '/api/organisations/org-1/api-keys';

const buildKey = (overrides: Partial<ApiKeyView> = {}): ApiKeyView => ({
  id: 'AbCdEf123456',
  name: 'Door gates',
  prefix: 'tp_live_AbCdEf123456',
  role: 'box_office',
  eventIds: ['gig'],
  createdByUid: 'olga',
  createdByEmail: 'olga@example.com',
  createdAt: '2026-11-20T10:00:00.000Z',
  expiresAt: null,
  lastUsedAt: '2026-11-21T09:00:00.000Z',
  revokedAt: null,
  ...overrides,
});

/** The organisation's keys and events, and the person's organisations with their role. */
function serve({ apiKeys = [buildKey()], role = 'owner' as TeamRole } = {}) {
  get.mockImplementation(async (path: string): Promise<unknown> => {
    if (path === keysPath) return { apiKeys };
    if (path.startsWith('/api/events/mine')) {
      return { events: [{ id: 'gig', name: 'Rooftop Sessions' }], total: 1, approvedTotal: 1 };
    }
    if (path === '/api/organisations/mine') {
      return { organisations: [{ id: 'org-1', name: 'Rooftop', slug: 'rooftop', role }] };
    }
    throw new Error(`Unexpected GET ${path}`);
  });
}

const renderSection = () => {
  renderWithProviders(<ApiKeysSection orgId="org-1" />, { authState: signedInAs() });
  return userEvent.setup();
};

describe('ApiKeysSection', () => {
  beforeEach(() => {
    get.mockReset();
    post.mockReset();
    request.mockReset();
  });

  it('lists each key with its prefix, role, events and use, revoked ones without Revoke', async () => {
    serve({
      apiKeys: [
        buildKey(),
        buildKey({
          id: 'Zz9876543210',
          name: 'Old CRM',
          prefix: 'tp_live_Zz9876543210',
          role: 'viewer',
          eventIds: null,
          lastUsedAt: null,
          revokedAt: '2026-11-22T10:00:00.000Z',
        }),
      ],
    });
    renderSection();

    const [gates, crm] = within(await screen.findByRole('list', { name: 'API keys' })).getAllByRole(
      'listitem',
    );
    expect(gates).toHaveTextContent('tp_live_AbCdEf123456…');
    expect(gates).toHaveTextContent('Box office');
    expect(await within(gates!).findByText(/Rooftop Sessions/)).toBeVisible();
    expect(gates).toHaveTextContent('by olga@example.com');
    expect(gates).toHaveTextContent('last used');
    expect(within(gates!).getByRole('button', { name: 'Revoke Door gates' })).toBeVisible();

    expect(crm).toHaveTextContent('Revoked');
    expect(crm).toHaveTextContent('All events');
    expect(crm).toHaveTextContent('never used');
    expect(within(crm!).queryByRole('button', { name: /Revoke/ })).toBeNull();
  });

  it('makes a key and shows it once, with a way to copy it and a plain warning', async () => {
    serve({ apiKeys: [] });
    const created: CreatedApiKeyResponse = {
      apiKey: buildKey({ name: 'CRM sync', role: 'event_manager', eventIds: null }),
      key: `tp_live_AbCdEf123456_${'s'.repeat(40)}`,
    };
    post.mockResolvedValueOnce(created);
    const user = renderSection();
    expect(await screen.findByText('No API keys yet.')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'New API key' }));
    const form = await screen.findByRole('dialog', { name: 'New API key' });
    await user.click(within(form).getByRole('textbox', { name: /Name/ }));
    await user.paste('CRM sync');
    await user.click(within(form).getByRole('combobox', { name: 'Role' }));
    await user.click(await screen.findByRole('option', { name: 'Event manager' }));
    await user.click(within(form).getByRole('button', { name: 'Make the key' }));

    expect(post).toHaveBeenCalledWith(
      keysPath,
      { name: 'CRM sync', role: 'event_manager', eventIds: null, expiresAt: null },
      expect.anything(),
    );
    const shown = await screen.findByRole('dialog', { name: 'Your new key: CRM sync' });
    expect(within(shown).getByText(created.key)).toBeVisible();
    expect(within(shown).getByText(/only time the key is shown/)).toBeVisible();
    expect(within(shown).getByRole('button', { name: 'Copy the key' })).toBeVisible();

    await user.click(within(shown).getByRole('button', { name: 'Done' }));
    await vi.waitFor(() => expect(screen.queryByText(created.key)).toBeNull());
  });

  it('revokes a key once confirmed', async () => {
    serve();
    request.mockResolvedValueOnce(undefined);
    const user = renderSection();

    await user.click(await screen.findByRole('button', { name: 'Revoke Door gates' }));
    const confirm = await screen.findByRole('dialog', { name: 'Revoke this API key?' });
    expect(confirm).toHaveTextContent('stops working at its next request');
    await user.click(within(confirm).getByRole('button', { name: 'Revoke' }));

    expect(request).toHaveBeenCalledWith(`${keysPath}/AbCdEf123456`, {
      method: 'DELETE',
      schema: expect.anything(),
    });
  });
});

describe('IntegrationsPage', () => {
  it('tells someone who is not an owner or admin who manages the keys', async () => {
    get.mockReset();
    serve({ role: 'event_manager' });
    renderWithProviders(<IntegrationsPage />, { authState: signedInAs() });

    expect(await screen.findByText('Managed by owners and admins')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'New API key' })).toBeNull();
  });
});
