import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CheckInDevice, CheckInSummary } from '@contract/check-in';
import { apiClient } from '@/lib/api-client';
import { renderWithProviders } from '@/test/render';
import { CheckInCard } from './check-in-card';

vi.mock('@/lib/api-client', () => import('@/test/api-client-mock'));
const get = vi.mocked(apiClient.get);
const post = vi.mocked(apiClient.post);
const request = vi.mocked(apiClient.request);

const summary: CheckInSummary = {
  tickets: 120,
  checkedIn: 45,
  byScanner: [
    { name: 'Front door', checkedIn: 40 },
    { name: 'organiser@example.com', checkedIn: 5 },
  ],
  conflicts: [
    {
      code: 'AAAAAAAAAAAAAAAAAAAAAA',
      holderEmail: 'ada@example.com',
      scannedAt: '2026-12-05T20:20:00.000Z',
      scannedBy: 'Side door',
      winnerAt: '2026-12-05T20:14:00.000Z',
      winnerBy: 'Front door',
    },
  ],
};
const frontDoor: CheckInDevice = {
  id: 'device-1',
  name: 'Front door',
  createdAt: '2026-12-01T10:00:00.000Z',
  checkedIn: 40,
  lastSeenAt: '2026-12-05T20:30:00.000Z',
};
let devices: CheckInDevice[];

describe('CheckInCard', () => {
  beforeEach(() => {
    get.mockReset();
    post.mockReset();
    request.mockReset();
    devices = [frontDoor];
    get.mockImplementation(async (path: string) =>
      path.endsWith('/summary') ? summary : { devices },
    );
  });

  it('shows the live counts per scanner and the offline double scans', async () => {
    renderWithProviders(<CheckInCard eventId="event-1" />);
    expect(await screen.findByText('45 of 120 checked in')).toBeInTheDocument();
    const perScanner = screen.getByRole('list', { name: 'Check-ins per scanner' });
    expect(within(perScanner).getByText('Front door')).toBeInTheDocument();
    expect(within(perScanner).getByText('40')).toBeInTheDocument();
    expect(screen.getByText('1 ticket was scanned twice while offline')).toBeInTheDocument();
    expect(screen.getByText(/ada@example.com: let in by Front door at 5 Dec/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open scanner' })).toHaveAttribute(
      'href',
      '/platform/events/event-1/check-in',
    );
  });

  it('creates a device link and shows it once, with its QR code', async () => {
    const link = 'http://127.0.0.1:5000/check-in/event-1#device-2.secret';
    post.mockResolvedValue({
      device: { ...frontDoor, id: 'device-2', name: 'Side door', checkedIn: 0 },
      link,
    });
    renderWithProviders(<CheckInCard eventId="event-1" />);
    await userEvent.type(await screen.findByLabelText('Device name'), 'Side door');
    await userEvent.click(screen.getByRole('button', { name: 'Create device link' }));
    expect(post).toHaveBeenCalledWith(
      '/api/events/event-1/check-in/devices',
      { name: 'Side door' },
      expect.anything(),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Link for “Side door”' });
    expect(within(dialog).getByDisplayValue(link)).toBeInTheDocument();
    expect(within(dialog).getByText('Shown only this once')).toBeInTheDocument();
    expect(within(dialog).getByTitle('QR code of the link for Side door')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await vi.waitFor(() => expect(screen.queryByDisplayValue(link)).not.toBeInTheDocument());
  });

  it('revokes a device after a confirmation', async () => {
    request.mockImplementation(async () => {
      devices = [{ ...frontDoor, revokedAt: '2026-12-05T21:00:00.000Z' }];
      return undefined;
    });
    renderWithProviders(<CheckInCard eventId="event-1" />);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Revoke the link of Front door' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Revoke “Front door”?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke link' }));
    expect(request).toHaveBeenCalledWith('/api/events/event-1/check-in/devices/device-1', {
      method: 'DELETE',
      schema: expect.anything(),
    });
    const list = screen.getByRole('list', { name: 'Door devices' });
    expect(await within(list).findByText('Revoked')).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Revoke the link of Front door' }),
    ).not.toBeInTheDocument();
  });
});
