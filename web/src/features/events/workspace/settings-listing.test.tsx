import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { eventWithTypes } from '@contract/events';
import { apiClient } from '@/lib/api-client';
import { buildEventWithTypes, buildTicketType } from '@/test/event-factories';
import { renderWorkspace, serveWorkspace } from '@/test/event-workspace';

vi.mock('@/lib/firebase', () => ({ auth: { currentUser: null } }));
vi.mock('@/lib/upload-image', () => ({ uploadImage: vi.fn() }));
vi.mock('@/components/photo-editor/photo-editor', () => import('@/test/photo-editor-mock'));
vi.mock('@/lib/api-client', () => import('@/test/api-client-mock'));

const put = vi.mocked(apiClient.put);

const event = buildEventWithTypes({
  id: 'event-1',
  name: 'Rooftop Sessions',
  status: 'approved',
  approved: true,
  startsAt: '2026-03-14T17:00:00.000Z',
  timeZone: 'Africa/Johannesburg',
  types: [buildTicketType({ id: 'ga', name: 'General', price: 15000, capacity: 120 })],
});

describe("Settings' List on What's on", { timeout: 15_000 }, () => {
  beforeEach(() => put.mockReset());

  it('is on for an event that never set it, and saves it off', async () => {
    serveWorkspace(event);
    put.mockImplementation(async (_path, body) => ({ ...event, ...(body as object) }));
    const { user } = renderWorkspace('settings');

    const listed = await screen.findByRole('switch', { name: /List on What’s on/ });
    expect(listed).toBeChecked();
    await user.click(listed);
    expect(listed).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await vi.waitFor(() =>
      expect(put).toHaveBeenLastCalledWith(
        '/api/events/event-1',
        expect.objectContaining({ listed: false, name: 'Rooftop Sessions' }),
        eventWithTypes,
      ),
    );
  });
});
