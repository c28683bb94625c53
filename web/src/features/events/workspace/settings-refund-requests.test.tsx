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

/** An event saved before refund requests existed: it has no setting, so they are off. */
const event = buildEventWithTypes({
  id: 'event-1',
  name: 'Rooftop Sessions',
  status: 'approved',
  approved: true,
  startsAt: '2026-03-14T17:00:00.000Z',
  timeZone: 'Africa/Johannesburg',
  types: [buildTicketType({ id: 'ga', name: 'General', price: 15000, capacity: 120 })],
});

describe("Settings' refund requests", { timeout: 15_000 }, () => {
  beforeEach(() => {
    put.mockReset();
  });

  it('turns requests on with the days and who decides, and shows an objection beside its field', async () => {
    serveWorkspace(event);
    put.mockRejectedValueOnce(
      new ApiError({
        status: 400,
        code: 'validation_failed',
        message: 'Invalid request',
        fields: { 'refundRequests.untilDaysBeforeStart': 'At least 0 days' },
      }),
    );
    put.mockImplementation(async (_path, body) => ({ ...event, ...(body as object) }));
    const { user } = renderWorkspace('settings');
    await user.click(await screen.findByRole('tab', { name: 'Selling' }));

    const onOff = await screen.findByRole('switch', { name: /Buyers may ask for a refund/ });
    expect(onOff).not.toBeChecked();
    expect(screen.queryByLabelText('Until how many days before the start')).not.toBeInTheDocument();
    await user.click(onOff);
    const days = screen.getByLabelText('Until how many days before the start');
    expect(days).toHaveValue('7');
    expect(screen.getByRole('radio', { name: /I approve each request/ })).toBeChecked();
    await user.clear(days);
    await user.type(days, '2');
    await user.click(screen.getByRole('radio', { name: /Refund at once/ }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    // Beside the days, and in the list of what stops saving.
    expect(await screen.findAllByText('At least 0 days')).toHaveLength(2);
    expect(days).toHaveAttribute('aria-invalid', 'true');

    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await vi.waitFor(() =>
      expect(put).toHaveBeenLastCalledWith(
        '/api/events/event-1',
        expect.objectContaining({
          refundRequests: { enabled: true, untilDaysBeforeStart: 2, approval: 'automatic' },
        }),
        eventWithTypes,
      ),
    );
  });
});
