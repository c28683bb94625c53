import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { eventWithTypes } from '@contract/events';
import { apiClient } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
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
  reminders: { enabled: true, hoursBeforeStart: 24, note: 'Doors at 7' },
  types: [buildTicketType({ id: 'ga', name: 'General', price: 15000, capacity: 120 })],
});

describe("Settings' reminders", { timeout: 15_000 }, () => {
  beforeEach(() => put.mockReset());

  it('saves the hours and the note, and shows an objection beside its field', async () => {
    serveWorkspace(event);
    put.mockRejectedValueOnce(
      new ApiError({
        status: 400,
        code: 'validation_failed',
        message: 'Invalid request',
        fields: { 'reminders.note': 'Line breaks and control characters are not allowed' },
      }),
    );
    put.mockImplementation(async (_path, body) => ({ ...event, ...(body as object) }));
    const { user } = renderWorkspace('settings');
    await user.click(await screen.findByRole('tab', { name: 'Selling' }));

    expect(
      await screen.findByRole('switch', { name: /Email every ticket holder a reminder/ }),
    ).toBeChecked();
    const note = screen.getByLabelText(/Your note/);
    expect(note).toHaveValue('Doors at 7');
    const hours = screen.getByLabelText('Send it this many hours before the start');
    await user.clear(hours);
    await user.type(hours, '3');
    await user.type(note, ', bring a jacket');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    // Beside the note, and in the list of what stops saving.
    const objection = 'Line breaks and control characters are not allowed';
    expect(await screen.findAllByText(objection)).toHaveLength(2);
    expect(note).toHaveAttribute('aria-invalid', 'true');

    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await vi.waitFor(() =>
      expect(put).toHaveBeenLastCalledWith(
        '/api/events/event-1',
        expect.objectContaining({
          reminders: { enabled: true, hoursBeforeStart: 3, note: 'Doors at 7, bring a jacket' },
        }),
        eventWithTypes,
      ),
    );
  });
});
