import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Attendee, AttendeesResponse } from '@contract/orders';
import { apiClient } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { buildEventWithTypes } from '@/test/event-factories';
import { renderWithProviders } from '@/test/render';
import { AttendeesPanel } from './attendees-panel';

vi.mock('@/lib/api-client', () => ({ apiClient: { get: vi.fn(), request: vi.fn() } }));
const get = vi.mocked(apiClient.get);
const request = vi.mocked(apiClient.request);

const waiting: Attendee = {
  code: 'AAAAAAAAAAAAAAAAAAAAAA',
  typeId: 'ga',
  typeName: 'General',
  holderEmail: 'ada@example.com',
  orderReference: 'order-1',
  status: 'valid',
  createdAt: '2026-12-01T10:00:00.000Z',
};
const inside: Attendee = {
  ...waiting,
  code: 'BBBBBBBBBBBBBBBBBBBBBB',
  holderEmail: 'bob@example.com',
  checkedInAt: '2026-12-05T20:14:00.000Z',
  checkedInBy: 'Front door',
};
const refunded: Attendee = {
  ...waiting,
  code: 'CCCCCCCCCCCCCCCCCCCCCC',
  holderEmail: 'cy@example.com',
  status: 'void',
  voidReason: 'refunded',
};

const handedOn: Attendee = {
  ...waiting,
  code: 'DDDDDDDDDDDDDDDDDDDDDD',
  holderEmail: 'dee@example.com',
  status: 'void',
  voidReason: 'transferred',
  transferredTo: { name: 'Eve Friend', email: 'eve@example.com', at: '2026-12-03T09:30:00.000Z' },
};

const event = buildEventWithTypes({ id: 'event-1' });

describe('AttendeesPanel', () => {
  beforeEach(() => {
    get.mockReset();
    request.mockReset();
  });

  it('shows who is in, when and by whom, and who is void', async () => {
    get.mockResolvedValue({ attendees: [waiting, inside, refunded] } satisfies AttendeesResponse);
    renderWithProviders(<AttendeesPanel event={event} />);
    const table = await screen.findByRole('table', { name: 'Attendees' });
    const bobRow = within(table).getByText('bob@example.com').closest('tr')!;
    expect(within(bobRow).getByText('Checked in')).toBeInTheDocument();
    expect(within(bobRow).getByText(/^5 Dec, \d\d:14 · by Front door$/)).toBeInTheDocument();
    const cyRow = within(table).getByText('cy@example.com').closest('tr')!;
    expect(within(cyRow).getByText('Void: refunded')).toBeInTheDocument();
    expect(within(cyRow).queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows a role that does not check people in where each stands, without the buttons', async () => {
    get.mockResolvedValue({ attendees: [waiting, inside] } satisfies AttendeesResponse);
    const viewer = buildEventWithTypes({
      id: 'event-1',
      yourRights: ['event.view', 'orders.view'],
    });
    renderWithProviders(<AttendeesPanel event={viewer} />);

    const table = await screen.findByRole('table', { name: 'Attendees' });
    expect(within(table).getByText('Not checked in')).toBeInTheDocument();
    expect(within(table).getByText('Checked in')).toBeInTheDocument();
    expect(within(table).queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows the transfer history: to whom and when a ticket was handed on', async () => {
    get.mockResolvedValue({ attendees: [handedOn] } satisfies AttendeesResponse);
    renderWithProviders(<AttendeesPanel event={event} />);
    const table = await screen.findByRole('table', { name: 'Attendees' });
    const row = within(table).getByText('dee@example.com').closest('tr')!;
    expect(within(row).getByText('Void: transferred')).toBeInTheDocument();
    expect(
      within(row).getByText(/^Transferred to Eve Friend \(eve@example.com\) on 3 Dec, \d\d:30$/),
    ).toBeInTheDocument();
    expect(within(row).queryByRole('button')).not.toBeInTheDocument();
  });

  it('checks a guest in by hand and undoes a check-in, then reloads the list', async () => {
    get.mockResolvedValue({ attendees: [waiting, inside] } satisfies AttendeesResponse);
    request.mockResolvedValue(inside);
    renderWithProviders(<AttendeesPanel event={event} />);
    const table = await screen.findByRole('table', { name: 'Attendees' });
    await userEvent.click(
      within(table).getByRole('button', { name: `Check in ticket ${waiting.code}` }),
    );
    expect(request).toHaveBeenCalledWith(`/api/events/event-1/attendees/${waiting.code}/check-in`, {
      method: 'POST',
      schema: expect.anything(),
    });
    await userEvent.click(
      within(table).getByRole('button', { name: `Undo the check-in of ticket ${inside.code}` }),
    );
    expect(request).toHaveBeenLastCalledWith(
      `/api/events/event-1/attendees/${inside.code}/check-in`,
      {
        method: 'DELETE',
        schema: expect.anything(),
      },
    );
    await vi.waitFor(() => expect(get.mock.calls.length).toBeGreaterThanOrEqual(2));
  });

  it('says why a check-in was refused', async () => {
    get.mockResolvedValue({ attendees: [waiting] } satisfies AttendeesResponse);
    request.mockRejectedValue(
      new ApiError({ status: 409, code: 'conflict', message: 'Already checked in at 20:14' }),
    );
    renderWithProviders(<AttendeesPanel event={event} />);
    const table = await screen.findByRole('table', { name: 'Attendees' });
    await userEvent.click(
      within(table).getByRole('button', { name: `Check in ticket ${waiting.code}` }),
    );
    expect(await screen.findByText('Already checked in at 20:14')).toBeInTheDocument();
  });

  it('filters by type and door state, and pages on request', async () => {
    get.mockImplementation(async (path: string) =>
      path.includes('after=next')
        ? { attendees: [refunded] }
        : path.includes('status=checked_in')
          ? { attendees: [inside] }
          : { attendees: [waiting], nextCursor: 'next' },
    );
    renderWithProviders(<AttendeesPanel event={event} />);
    const table = await screen.findByRole('table', { name: 'Attendees' });
    await userEvent.click(screen.getByRole('button', { name: 'Show more attendees' }));
    expect(await within(table).findByText('cy@example.com')).toBeInTheDocument();

    await userEvent.click(screen.getByLabelText('At the door', { selector: 'input' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Checked in' }));
    await vi.waitFor(() =>
      expect(within(table).queryByText('ada@example.com')).not.toBeInTheDocument(),
    );
    expect(within(table).getByText('bob@example.com')).toBeInTheDocument();
    expect(get).toHaveBeenLastCalledWith(
      '/api/events/event-1/attendees?status=checked_in',
      expect.anything(),
      expect.anything(),
    );
  });

  it('says when nobody matches', async () => {
    get.mockResolvedValue({ attendees: [] });
    renderWithProviders(<AttendeesPanel event={event} />);
    expect(await screen.findByText(/No tickets sold yet/)).toBeInTheDocument();
  });
});
